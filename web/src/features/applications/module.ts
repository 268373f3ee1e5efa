import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { onboarding } = paths;

/** Applying to join: onboarding's steps and the e-mailed confirmation of a second application. */
const applicationsModule: FeatureModule = {
  name: 'applications',
  namespaces: ['applications'],
  routes: [
    { path: onboarding.welcome.path, layout: 'public', budget: 'member', screen: () => import('@/features/applications/routes/onboarding-welcome').then((m) => ({ Component: m.OnboardingWelcomeRoute })) },
    { path: onboarding.step1.path, layout: 'public', budget: 'member', screen: () => import('@/features/applications/routes/onboarding-step1').then((m) => ({ Component: m.OnboardingStep1Route })) },
    { path: onboarding.step2.path, layout: 'public', budget: 'member', screen: () => import('@/features/applications/routes/onboarding-step2').then((m) => ({ Component: m.OnboardingStep2Route })) },
    { path: onboarding.step3.path, layout: 'public', budget: 'member', screen: () => import('@/features/applications/routes/onboarding-step3').then((m) => ({ Component: m.OnboardingStep3Route })) },
    { path: onboarding.step4.path, layout: 'public', budget: 'member', screen: () => import('@/features/applications/routes/onboarding-step4').then((m) => ({ Component: m.OnboardingStep4Route })) },
    { path: onboarding.success.path, layout: 'public', budget: 'member', screen: () => import('@/features/applications/routes/application-submitted').then((m) => ({ Component: m.ApplicationSubmittedRoute })) },
    // Beyond the SPEC: the page behind the e-mailed link that confirms a second application (issue 9, finding 4).
    { path: onboarding.confirmChange.path, layout: 'public', budget: 'member', screen: () => import('@/features/applications/routes/confirm-application-change').then((m) => ({ Component: m.ConfirmApplicationChangeRoute })), beyondSpec: true },
  ],
};

export default applicationsModule;
