import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { founder } = paths;

/** The swipe deck; /connections is composed with requests in src/app/routes/connections-page.tsx. */
const discoverModule: FeatureModule = {
  name: 'discover',
  namespaces: ['discover', 'match-preferences', 'daily-matches'],
  routes: [
    { path: founder.discover.path, layout: 'member', budget: 'member', screen: () => import('@/features/discover/routes/discover-deck').then((m) => ({ Component: m.DiscoverDeckRoute })) },
  ],
};

export default discoverModule;
