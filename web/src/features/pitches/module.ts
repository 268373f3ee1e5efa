import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { founder } = paths;

/** The founder's matches among cofounders, mentors and investors. */
const pitchesModule: FeatureModule = {
  name: 'pitches',
  namespaces: ['pitches'],
  routes: [
    { path: founder.cofounders.path, layout: 'member', budget: 'member', screen: () => import('@/features/pitches/routes/cofounders').then((m) => ({ Component: m.CofoundersRoute })) },
    { path: founder.mentors.path, layout: 'member', budget: 'member', screen: () => import('@/features/pitches/routes/mentors').then((m) => ({ Component: m.MentorsRoute })) },
    { path: founder.investors.path, layout: 'member', budget: 'member', screen: () => import('@/features/pitches/routes/investors').then((m) => ({ Component: m.InvestorsRoute })) },
  ],
};

export default pitchesModule;
