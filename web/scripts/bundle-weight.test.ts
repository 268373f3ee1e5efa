// @vitest-environment node
import { constants, gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import {
  extraBytes,
  formatTable,
  gzipSize,
  initialFiles,
  staticClosure,
  unclaimedLazyModules,
  unknownLazyModules,
  weighRoutes,
  type Manifest,
} from './bundle-weight.mjs';

// The shape Vite writes: the entry, shared chunks keyed "_name-hash.js", lazy modules keyed by source path.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_framework-b.js', '_icons-c.js'],
    dynamicImports: ['src/screen-one.tsx', 'src/screen-two.tsx', 'src/dialog.tsx'],
    css: ['assets/index-a.css'],
  },
  '_framework-b.js': { file: 'assets/framework-b.js' },
  '_icons-c.js': { file: 'assets/icons-c.js', imports: ['_framework-b.js'] },
  '_server-state-d.js': { file: 'assets/server-state-d.js', imports: ['index.html'] },
  'src/screen-one.tsx': { file: 'assets/screen-one-e.js', isDynamicEntry: true, imports: ['index.html', '_server-state-d.js', '_icons-c.js'] },
  'src/screen-two.tsx': { file: 'assets/screen-two-f.js', isDynamicEntry: true, imports: ['_server-state-d.js'] },
  'src/dialog.tsx': { file: 'assets/dialog-g.js', isDynamicEntry: true, imports: ['src/screen-one.tsx'] },
};

const sizes: Record<string, number> = {
  'assets/index-a.js': 10_000,
  'assets/framework-b.js': 90_000,
  'assets/icons-c.js': 1_000,
  'assets/server-state-d.js': 30_000,
  'assets/screen-one-e.js': 5_000,
  'assets/screen-two-f.js': 7_000,
  'assets/dialog-g.js': 2_000,
};
const sizeOf = (file: string) => sizes[file] ?? Number.NaN;

describe('staticClosure', () => {
  it('follows static imports through shared chunks, once each, cycles included', () => {
    expect(staticClosure(manifest, ['src/screen-one.tsx']).sort()).toEqual(
      ['_framework-b.js', '_icons-c.js', '_server-state-d.js', 'index.html', 'src/screen-one.tsx'].sort(),
    );
  });

  it('does not follow dynamic imports', () => {
    expect(staticClosure(manifest, ['index.html'])).not.toContain('src/screen-one.tsx');
  });

  it('names a key the manifest does not have', () => {
    expect(() => staticClosure(manifest, ['src/gone.tsx'])).toThrow('src/gone.tsx is not in the build manifest');
  });
});

describe('initialFiles', () => {
  it('lists the JavaScript of the entry and its imports without the CSS', () => {
    expect(initialFiles(manifest, 'index.html', []).sort()).toEqual(['assets/framework-b.js', 'assets/icons-c.js', 'assets/index-a.js']);
  });

  it('adds each lazy module with its imports, shared chunks once', () => {
    expect(initialFiles(manifest, 'index.html', ['src/screen-one.tsx', 'src/screen-two.tsx'])).toHaveLength(6);
  });
});

describe('weighRoutes', () => {
  const budgets = { public: 110, member: 140 };

  it('sums each route’s files and compares with its budget in kB of 1000 bytes', () => {
    const rows = weighRoutes({
      manifest,
      budgets,
      sizeOf,
      routes: [
        { path: '/', budget: 'public', lazy: [] },
        { path: '/one', budget: 'member', lazy: ['src/screen-one.tsx'] },
        { path: '/two', budget: 'public', lazy: ['src/screen-two.tsx'] },
      ],
    });
    expect(rows.map(({ path, bytes, budgetBytes, over }) => ({ path, bytes, budgetBytes, over }))).toEqual([
      { path: '/', bytes: 101_000, budgetBytes: 110_000, over: false },
      { path: '/one', bytes: 136_000, budgetBytes: 140_000, over: false },
      { path: '/two', bytes: 138_000, budgetBytes: 110_000, over: true },
    ]);
  });

  it('refuses a budget name the table does not define', () => {
    expect(() => weighRoutes({ manifest, budgets, sizeOf, routes: [{ path: '/', budget: 'vip', lazy: [] }] })).toThrow(
      '/: no budget named "vip"',
    );
  });

  it('prints one line per route with ok or OVER', () => {
    const table = formatTable(
      weighRoutes({
        manifest,
        budgets,
        sizeOf,
        routes: [
          { path: '/', budget: 'public', lazy: [] },
          { path: '/two', budget: 'public', lazy: ['src/screen-two.tsx'] },
        ],
      }),
    );
    expect(table.split('\n')).toEqual([
      'route     kB  files          budget  status',
      '-----  -----  -----  --------------  ------',
      '/      101.0      3  110.0 (public)      ok',
      '/two   138.0      5  110.0 (public)    OVER',
    ]);
  });
});

describe('lazy modules the table must account for', () => {
  it('finds lazy modules nobody claims, and claimed ones the build does not load lazily', () => {
    const claimed = ['src/screen-one.tsx', 'src/dialog.tsx', 'src/renamed.tsx'];
    expect(unclaimedLazyModules(manifest, claimed)).toEqual(['src/screen-two.tsx']);
    expect(unknownLazyModules(manifest, claimed)).toEqual(['src/renamed.tsx']);
  });

  it('weighs what a later module adds to a route', () => {
    expect(extraBytes(manifest, ['src/screen-one.tsx'], 'src/dialog.tsx', sizeOf)).toBe(2_000);
    expect(extraBytes(manifest, [], 'src/screen-two.tsx', sizeOf)).toBe(37_000);
  });
});

describe('gzipSize', () => {
  it('counts the bytes of a gzip stream made the way the server makes it (level 9, memLevel 9)', () => {
    const source = 'export const deck = [];\n'.repeat(200);
    // server/src/http/static_files.cpp: deflateInit2(Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY)
    const asServed = gzipSync(source, { level: constants.Z_BEST_COMPRESSION, windowBits: 15, memLevel: 9, strategy: constants.Z_DEFAULT_STRATEGY });
    expect(gzipSize(source)).toBe(asServed.length);
    expect(gzipSize(Buffer.from(source))).toBe(asServed.length);
  });
});
