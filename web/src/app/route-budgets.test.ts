import { matchRoutes, type RouteObject } from 'react-router';

import { adminSections } from '@/app/admin-sections';
import { modules } from '@/app/modules';
import { appRoutes } from '@/app/router';

// The budget table is derived (npm run budget) from the module list; this keeps it true to the router.
// eslint-disable-next-line no-restricted-imports
import { budgets, budgetTable } from '../../scripts/route-budgets.mjs';

const { routes: budgetRows, deferred } = budgetTable(modules, adminSections);

type LazyComponent = () => Promise<{ Component?: unknown }>;

const routePaths = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path && route.path !== '*' ? [route.path] : []), ...routePaths(route.children ?? [])]);

/** Each lazy route of the match, outermost first, named by the listed module that exports its Component. */
async function lazyModulesOf(path: string, listed: string[]): Promise<string[]> {
  const modules = await Promise.all(listed.map((file) => import(/* @vite-ignore */ `/${file}`) as Promise<Record<string, unknown>>));
  const lazyRoutes = (matchRoutes(appRoutes, path) ?? []).map((match) => match.route).filter((route) => typeof route.lazy === 'function');
  return Promise.all(
    lazyRoutes.map(async (route) => {
      const { Component } = await (route.lazy as LazyComponent)();
      const owner = modules.findIndex((module) => Object.values(module).includes(Component));
      return listed[owner] ?? `(an unlisted module exporting ${String((Component as { name?: string } | undefined)?.name)})`;
    }),
  );
}

describe('the budget table (scripts/route-budgets.mjs)', () => {
  it('has a row for every path of the route table, and a budget for every row', () => {
    const paths = budgetRows.map((row) => row.path);
    expect(paths).toEqual(expect.arrayContaining(routePaths(appRoutes)));
    for (const row of budgetRows) expect(Object.keys(budgets)).toContain(row.budget);
  });

  it.each(budgetRows.map((row) => [row.path, row.lazy] as const))('lists what %s loads lazily', async (path, lazy) => {
    expect(await lazyModulesOf(path, lazy)).toEqual(lazy);
  });

  it('names, for each module loaded after the first render, a route of the table', () => {
    const paths = new Set(budgetRows.map((row) => row.path));
    for (const later of deferred) expect(paths).toContain(later.after);
  });
});
