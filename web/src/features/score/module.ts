import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { founder } = paths;

export const scoreModule: FeatureModule = {
  name: 'score',
  namespaces: ['score'],
  routes: [
    { path: founder.founderScore.path, layout: 'member', budget: 'member', screen: () => import('@/features/score/routes/founder-score').then((m) => ({ Component: m.FounderScoreRoute })) },
  ],
  navigation: [{ label: 'founderScore', to: founder.founderScore.getHref(), icon: 'gauge', sidebar: { group: 'grow', order: 5 } }],
};
