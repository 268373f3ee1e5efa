import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { founder } = paths;

/** Success stories; administrators write them in /admin?section=stories. */
export const storiesModule: FeatureModule = {
  name: 'stories',
  namespaces: ['stories'],
  routes: [
    { path: founder.successStories.path, layout: 'member', budget: 'member', screen: () => import('@/features/stories/routes/success-stories').then((m) => ({ Component: m.SuccessStoriesRoute })) },
    { path: founder.story.path, layout: 'member', budget: 'member', screen: () => import('@/features/stories/routes/success-stories').then((m) => ({ Component: m.SuccessStoriesRoute })) },
  ],
  navigation: [{ label: 'successStories', to: founder.successStories.getHref(), icon: 'trophy', sidebar: { group: 'grow', order: 3 } }],
  admin: { key: 'stories', title: 'Stories', tab: 'Stories', order: 2, load: () => import('@/features/stories/admin/components/stories-section').then((m) => ({ default: m.StoriesSection })) },
};
