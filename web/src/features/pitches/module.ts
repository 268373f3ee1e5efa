import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { founder } = paths;

/** The founder's matches among cofounders, mentors and investors. */
export const pitchesModule: FeatureModule = {
  name: 'pitches',
  namespaces: ['pitches'],
  routes: [
    { path: founder.cofounders.path, layout: 'member', budget: 'member', screen: () => import('@/features/pitches/routes/cofounders').then((m) => ({ Component: m.CofoundersRoute })) },
    { path: founder.mentors.path, layout: 'member', budget: 'member', screen: () => import('@/features/pitches/routes/mentors').then((m) => ({ Component: m.MentorsRoute })) },
    { path: founder.investors.path, layout: 'member', budget: 'member', screen: () => import('@/features/pitches/routes/investors').then((m) => ({ Component: m.InvestorsRoute })) },
  ],
  navigation: [
    { label: 'cofounders', to: founder.cofounders.getHref(), icon: 'handshake', sidebar: { group: 'match', order: 1 }, drawer: { order: 3 } },
    { label: 'mentors', to: founder.mentors.getHref(), icon: 'graduationCap', sidebar: { group: 'match', order: 2 }, drawer: { order: 1 } },
    { label: 'investors', to: founder.investors.getHref(), icon: 'briefcase', sidebar: { group: 'match', order: 3 }, drawer: { order: 2 } },
  ],
};
