import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { founder } = paths;

/** Success stories; administrators write them in /admin?section=stories. */
const storiesModule: FeatureModule = {
  name: 'stories',
  namespaces: ['stories'],
  routes: [
    { path: founder.successStories.path, layout: 'member', budget: 'member', screen: () => import('@/features/stories/routes/success-stories').then((m) => ({ Component: m.SuccessStoriesRoute })) },
    // Beyond the SPEC: a link straight to one story.
    { path: founder.story.path, layout: 'member', budget: 'member', screen: () => import('@/features/stories/routes/success-stories').then((m) => ({ Component: m.SuccessStoriesRoute })), beyondSpec: true },
  ],
};

export default storiesModule;
