import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { matchRoutes } from 'react-router';

import { adminSections } from '@/app/admin-sections';
import { bottomBarEntries, declaredEntries, drawerGroups, sidebarGroups } from '@/app/layouts/member-navigation';
import { moduleRoutes, modules } from '@/app/modules';
import { appRoutes } from '@/app/router';
import { paths } from '@/config/paths';
import { languages } from '@/lib/i18n';

// eslint-disable-next-line no-restricted-imports
import { budgets, budgetTable } from '../../scripts/route-budgets.mjs';

const folders = (dir: string) =>
  readdirSync(join(process.cwd(), dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Every `path` of src/config/paths.ts. */
const declaredPaths = (node: object): string[] =>
  Object.values(node).flatMap((value: unknown) => {
    if (typeof value !== 'object' || value === null) return [];
    return 'path' in value && typeof value.path === 'string' ? [value.path] : declaredPaths(value);
  });

const duplicates = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('the module list (src/app/modules.ts)', () => {
  it('has one module per folder of src/features, and the app’s own', () => {
    expect(modules.map((module) => module.name).sort()).toEqual(['app', ...folders('src/features')].sort());
  });

  it('never declares a path twice, and routes every path of src/config/paths.ts', () => {
    const routed = moduleRoutes.map((route) => route.path);
    expect(duplicates(routed)).toEqual([]);
    const appOwn = [paths.home.path, paths.marketing.path];
    expect([...appOwn, ...routed].sort()).toEqual(declaredPaths(paths).sort());
  });

  it('gives every module route a budget that exists, and the budget table a row for each', () => {
    const rows = budgetTable(modules, adminSections).routes;
    for (const route of moduleRoutes) {
      expect(Object.keys(budgets)).toContain(route.budget);
      expect(rows.filter((row) => row.path === route.path)).toHaveLength(1);
    }
  });

  it('points every navigation entry at a route that nests in the member layout', () => {
    const memberPaths = moduleRoutes.filter((route) => route.layout === 'member').map((route) => route.path);
    for (const entry of declaredEntries) {
      const leaf = matchRoutes(appRoutes, entry.to)?.at(-1)?.route.path;
      expect(memberPaths, entry.to).toContain(leaf);
    }
  });

  it('derives the navigation of SPEC section 2, in its order', () => {
    expect(sidebarGroups.map((group) => [group.label, group.entries.map((entry) => entry.label)])).toEqual([
      ['network', ['discover', 'connections', 'messages']],
      ['match', ['cofounders', 'mentors', 'investors']],
      ['grow', ['virtualEvents', 'startupEvents', 'successStories', 'ideaValidation', 'founderScore', 'verification']],
      ['you', ['profile', 'analytics', 'settings', 'test']],
    ]);
    expect(bottomBarEntries.map((entry) => [entry.label, entry.to])).toEqual([
      ['discover', '/founder'],
      ['connections', '/connections'],
      ['inbox', '/inbox'],
      ['profile', '/profile'],
      ['events', '/virtual-events'],
    ]);
    // SPEC's drawer (Mentors, Investors, Cofounders, Analytics, Settings) and every other screen the bar lacks.
    expect(drawerGroups.map((group) => [group.label, group.entries.map((entry) => entry.label)])).toEqual([
      ['match', ['cofounders', 'mentors', 'investors']],
      ['grow', ['startupEvents', 'successStories', 'ideaValidation', 'founderScore', 'verification']],
      ['you', ['analytics', 'settings', 'test']],
    ]);
  });

  it('reaches every member screen on a phone: each route without a parameter once, in the bottom bar or the drawer', () => {
    const onPhone = [...bottomBarEntries, ...drawerGroups.flatMap((group) => group.entries)].map((entry) => entry.to);
    const screens = moduleRoutes.filter((route) => route.layout === 'member' && !route.path.includes(':')).map((route) => route.path);
    expect(duplicates(onPhone)).toEqual([]);
    expect([...onPhone].sort()).toEqual([...screens].sort());
  });

  it('gives the admin sections keys of their own, after the review queue', () => {
    const keys = adminSections.map((section) => section.key);
    expect(duplicates(keys)).toEqual([]);
    expect(keys).not.toContain('review');
    expect(keys).toEqual(['members', 'events', 'stories', 'insights', 'verification', 'kinds', 'waitlist']);
  });

  it('declares each catalogue of src/locales once, and each declared one exists in every language', () => {
    const declared = modules.flatMap((module) => module.namespaces ?? []);
    expect(duplicates(declared)).toEqual([]);
    for (const language of languages) {
      const files = readdirSync(join(process.cwd(), 'src/locales', language))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace(/\.json$/, ''));
      expect(files.sort(), language).toEqual([...declared].sort());
    }
  });

  it('labels every navigation entry in the file of navigation labels of the module that routes it, each key once', async () => {
    const { default: shell } = await import('@/locales/en/shell.json');
    expect(shell).not.toHaveProperty('nav');
    const labelFiles = import.meta.glob<Record<string, string>>('/src/locales/en/nav/*.json', { eager: true, import: 'default' });
    const labelsOf = new Map(Object.entries(labelFiles).map(([file, labels]) => [file.slice(file.lastIndexOf('/') + 1, -'.json'.length), labels]));
    expect(duplicates([...labelsOf.values()].flatMap((labels) => Object.keys(labels)))).toEqual([]);
    const used = new Map<string, string[]>();
    for (const entry of declaredEntries) {
      const leaf = matchRoutes(appRoutes, entry.to)?.at(-1)?.route.path;
      const owner = modules.find((module) => module.routes?.some((route) => route.path === leaf))?.name ?? '(none)';
      used.set(owner, [...(used.get(owner) ?? []), entry.label, ...(entry.bottomBar?.label ? [entry.bottomBar.label] : [])]);
    }
    expect([...labelsOf.keys()].sort()).toEqual([...used.keys()].sort());
    for (const [owner, labels] of used) expect(Object.keys(labelsOf.get(owner) ?? {}).sort(), owner).toEqual([...new Set(labels)].sort());
  });
});
