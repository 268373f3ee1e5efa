import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { founder } = paths;

const analyticsModule: FeatureModule = {
  name: 'analytics',
  namespaces: ['analytics'],
  routes: [
    { path: founder.analytics.path, layout: 'member', budget: 'member', screen: () => import('@/features/analytics/routes/analytics').then((m) => ({ Component: m.AnalyticsRoute })) },
  ],
};

export default analyticsModule;
