import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { founder } = paths;

const scoreModule: FeatureModule = {
  name: 'score',
  namespaces: ['score'],
  routes: [
    { path: founder.founderScore.path, layout: 'member', budget: 'member', screen: () => import('@/features/score/routes/founder-score').then((m) => ({ Component: m.FounderScoreRoute })) },
  ],
};

export default scoreModule;
