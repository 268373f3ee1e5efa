import { useState, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';

import { PublicLayout } from '@/app/layouts/public-layout';
import { AppSplash, RootLayout } from '@/app/layouts/root-layout';
import { moduleRoutes } from '@/app/modules';
import { NotFoundRoute } from '@/app/routes/not-found';
import { RouteErrorFallback } from '@/app/routes/route-error';
import { paths } from '@/config/paths';
import { LandingRoute } from '@/features/marketing/routes/landing';
import type { Layout } from '@/lib/feature-module';

/**
 * Code-splits a layout: `screen(() => import(file), (module) => module.Layout)`. Each module's
 * screens are code-split in its module.ts (src/app/modules.ts). Only the landing page, the 404 page
 * and the error fallback ship in the entry chunk. React Router loads the lazy routes of a match in
 * parallel; `npm run budget` (scripts/check-budget.mjs) weighs what each route loads.
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** The screens of every module, by the layout they nest in. */
const screensIn = (layout: Layout): RouteObject[] =>
  moduleRoutes.filter((route) => route.layout === layout).map((route) => ({ path: route.path, lazy: route.screen }));

/** The whole route table of SPEC section 2, shared by the browser router and the tests. */
export const appRoutes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    HydrateFallback: AppSplash,
    errorElement: <RouteErrorFallback />,
    children: [
      { index: true, Component: LandingRoute },
      { path: paths.marketing.path, lazy: screen(() => import('@/app/routes/marketing-page'), (m) => m.MarketingPage) },
      {
        lazy: screen(() => import('@/app/layouts/screen-providers-layout'), (m) => m.ScreenProvidersLayout),
        children: [
          { Component: PublicLayout, children: screensIn('public') },
          { lazy: screen(() => import('@/app/layouts/member-layout'), (m) => m.MemberLayout), children: screensIn('member') },
          { lazy: screen(() => import('@/app/layouts/dashboard-layout'), (m) => m.DashboardLayout), children: screensIn('dashboard') },
          { lazy: screen(() => import('@/app/layouts/admin-layout'), (m) => m.AdminLayout), children: screensIn('admin') },
        ],
      },
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return <RouterProvider router={router} />;
}
