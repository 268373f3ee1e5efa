import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { founder } = paths;

/** The swipe deck; /connections is composed with requests in src/app/routes/connections-page.tsx. */
export const discoverModule: FeatureModule = {
  name: 'discover',
  namespaces: ['discover'],
  routes: [
    { path: founder.discover.path, layout: 'member', budget: 'member', screen: () => import('@/features/discover/routes/discover-deck').then((m) => ({ Component: m.DiscoverDeckRoute })) },
  ],
  navigation: [{ label: 'discover', to: founder.discover.getHref(), icon: 'compass', sidebar: { group: 'network', order: 1 }, bottomBar: { order: 1 } }],
};
