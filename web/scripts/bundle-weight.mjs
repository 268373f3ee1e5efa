// What a route makes the browser download before its first render, read from Vite's build
// manifest (dist/.vite/manifest.json): the entry chunk and everything it imports statically, plus
// each lazily loaded module of the route and everything that imports statically. Shared chunks
// count once per route. Sizes are gzip at level 9, memLevel 9: what server/src/http/static_files.cpp
// precompresses with (deflateInit2(Z_BEST_COMPRESSION, …, 15 + 16, 9, …)), so the figures are the
// bytes the sangam binary sends. 1 kB = 1000 bytes, as in Vite's build report.
import { gzipSync } from 'node:zlib';

export const bytesPerKb = 1000;

export function gzipSize(bytes) {
  return gzipSync(bytes, { level: 9, memLevel: 9 }).length;
}

function manifestEntry(manifest, key) {
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in the build manifest`);
  return entry;
}

/** The manifest keys of `keys` and of every chunk they import statically, each once. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifestEntry(manifest, key).imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

/** The JavaScript files a route downloads before it renders: entry + its lazy modules, closed over static imports. */
export function initialFiles(manifest, entryKey, lazyModules) {
  const files = staticClosure(manifest, [entryKey, ...lazyModules]).map((key) => manifestEntry(manifest, key).file);
  return [...new Set(files)].filter((file) => file.endsWith('.js'));
}

/** Modules the build loads with import() that neither a route nor the deferred list accounts for. */
export function unclaimedLazyModules(manifest, claimed) {
  const known = new Set(claimed);
  return Object.entries(manifest)
    .filter(([key, entry]) => entry.isDynamicEntry && !known.has(key))
    .map(([key]) => key);
}

/** Listed modules that the build does not load lazily (renamed, deleted or now imported statically). */
export function unknownLazyModules(manifest, claimed) {
  return [...new Set(claimed)].filter((key) => !manifest[key]?.isDynamicEntry);
}

/**
 * One row per route: its initial JavaScript in gzip bytes against its budget.
 * `sizeOf(file)` returns the gzip size of a file under dist/.
 */
export function weighRoutes({ manifest, entryKey = 'index.html', routes, budgets, sizeOf }) {
  return routes.map((route) => {
    const budgetKb = budgets[route.budget];
    if (budgetKb === undefined) throw new Error(`${route.path}: no budget named "${route.budget}"`);
    const files = initialFiles(manifest, entryKey, route.lazy);
    const bytes = files.reduce((total, file) => total + sizeOf(file), 0);
    return { path: route.path, budget: route.budget, budgetBytes: budgetKb * bytesPerKb, bytes, files, over: bytes > budgetKb * bytesPerKb };
  });
}

export const kb = (bytes) => (bytes / bytesPerKb).toFixed(1);

/** What loading `module` later adds to a route that has already loaded `lazyModules`. */
export function extraBytes(manifest, lazyModules, module, sizeOf, entryKey = 'index.html') {
  const loaded = new Set(initialFiles(manifest, entryKey, lazyModules));
  return initialFiles(manifest, entryKey, [...lazyModules, module])
    .filter((file) => !loaded.has(file))
    .reduce((total, file) => total + sizeOf(file), 0);
}

/** The table the check prints: route, kB, files (requests), budget, ok/OVER. */
export function formatTable(rows) {
  const header = ['route', 'kB', 'files', 'budget', 'status'];
  const body = rows.map((row) => [row.path, kb(row.bytes), String(row.files.length), `${kb(row.budgetBytes)} (${row.budget})`, row.over ? 'OVER' : 'ok']);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column].length)));
  const line = (cells) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}
