// `npm run budget`: fails when a route's start-up JavaScript is over its budget, and prints the
// figures for every route. Reads dist/ as `npm run build` left it; bundle-weight.mjs says what is
// counted and how, route-budgets.mjs holds the budgets and derives each route's row from src/app/modules.ts.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import {
  extraBytes,
  formatTable,
  gzipSize,
  kb,
  unclaimedLazyModules,
  unknownLazyModules,
  weighRoutes,
} from './bundle-weight.mjs';
import { budgets, loadBudgetTable } from './route-budgets.mjs';

const distUrl = new URL('../dist/', import.meta.url);
const manifestUrl = new URL('.vite/manifest.json', distUrl);

/** Returns the problems that make the check fail; prints the figures on the way. */
async function check() {
  if (!existsSync(manifestUrl)) {
    return [`${fileURLToPath(manifestUrl)} is missing: run \`npm run build\` first (vite.config.ts must keep build.manifest on)`];
  }
  const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8'));
  const { routes, deferred } = await loadBudgetTable();

  const claimed = [...routes.flatMap((route) => route.lazy), ...deferred.map((later) => later.module)];
  const unknown = unknownLazyModules(manifest, claimed);
  if (unknown.length > 0) {
    return [`the module list (src/app/modules.ts, scripts/route-budgets.mjs) names modules that the build does not load lazily:\n  ${unknown.join('\n  ')}`];
  }
  const unclaimed = unclaimedLazyModules(manifest, claimed);
  if (unclaimed.length > 0) {
    return [`the build loads these modules lazily, but no module route nor scripts/route-budgets.mjs's deferred list says which route needs them:\n  ${unclaimed.join('\n  ')}`];
  }

  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSize(readFileSync(new URL(file, distUrl))));
    return sizes.get(file);
  };

  const rows = weighRoutes({ manifest, routes, budgets, sizeOf });
  console.log('JavaScript each route loads before its first render, React included (gzip -9, 1 kB = 1000 bytes):\n');
  console.log(formatTable(rows));

  console.log('\nLoaded after the first render, not counted above:');
  for (const later of deferred) {
    const route = routes.find((candidate) => candidate.path === later.after);
    if (!route) return [`deferred ${later.module}: no route ${later.after} in the table`];
    console.log(`  +${kb(extraBytes(manifest, route.lazy, later.module, sizeOf))} kB on ${later.after} for ${later.module}`);
  }

  return rows.filter((row) => row.over).map((row) => `${row.path} is over its ${row.budget} budget`);
}

const problems = await check();
if (problems.length > 0) {
  for (const problem of problems) console.error(`budget: FAILED: ${problem}`);
  process.exitCode = 1;
} else {
  console.log(`\nbudget: ok, every route within its budget`);
}
