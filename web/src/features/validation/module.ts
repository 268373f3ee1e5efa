import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { founder } = paths;

const validationModule: FeatureModule = {
  name: 'validation',
  namespaces: ['validation'],
  routes: [
    { path: founder.ideaValidation.path, layout: 'member', budget: 'member', screen: () => import('@/features/validation/routes/idea-validation').then((m) => ({ Component: m.IdeaValidationRoute })) },
  ],
};

export default validationModule;
