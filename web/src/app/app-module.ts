import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { founder } = paths;

/** The screens src/app composes from several features, and /admin, composed from every module's admin section. */
export const appModule: FeatureModule = {
  name: 'app',
  namespaces: ['common', 'shell', 'ui'],
  routes: [
    { path: founder.connections.path, layout: 'member', budget: 'member', screen: () => import('@/app/routes/connections-page').then((m) => ({ Component: m.ConnectionsPage })) },
    { path: founder.settings.path, layout: 'member', budget: 'member', screen: () => import('@/app/routes/settings-page').then((m) => ({ Component: m.SettingsPage })) },
    { path: paths.test.path, layout: 'member', budget: 'member', screen: () => import('@/app/routes/location-test').then((m) => ({ Component: m.LocationTestRoute })) },
    { path: paths.admin.path, layout: 'admin', budget: 'member', screen: () => import('@/app/routes/admin-page').then((m) => ({ Component: m.AdminPage })) },
  ],
};
