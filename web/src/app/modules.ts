import { appModule } from '@/app/app-module';
import type { FeatureModule } from '@/lib/feature-module';

/**
 * Every module of the app: src/app's own and each feature's src/features/<f>/module.ts, found by
 * folder, so a new feature adds its folder and edits no list. The router and the route budgets
 * (scripts/route-budgets.mjs) are derived from it; modules.test.ts checks that the pieces agree.
 * A module.ts is in the entry chunk, so it holds routes and data only: a feature's navigation
 * entries (navigation.ts) load with the member layout and its admin section (admin/section.ts)
 * with /admin.
 */
export const modules: readonly FeatureModule[] = [
  appModule,
  ...Object.values(import.meta.glob<FeatureModule>('/src/features/*/module.ts', { eager: true, import: 'default' })),
];

export const moduleRoutes = modules.flatMap((module) => module.routes ?? []);

