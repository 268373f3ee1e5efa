import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { founder } = paths;

/** The member's verification steps; administrators decide them in /admin?section=verification. */
const verificationModule: FeatureModule = {
  name: 'verification',
  namespaces: ['verification'],
  routes: [
    { path: founder.verification.path, layout: 'member', budget: 'member', screen: () => import('@/features/verification/routes/verification').then((m) => ({ Component: m.VerificationRoute })) },
  ],
};

export default verificationModule;
