import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { founder } = paths;

/** The member's verification steps; administrators decide them in /admin?section=verification. */
export const verificationModule: FeatureModule = {
  name: 'verification',
  namespaces: ['verification'],
  routes: [
    { path: founder.verification.path, layout: 'member', budget: 'member', screen: () => import('@/features/verification/routes/verification').then((m) => ({ Component: m.VerificationRoute })) },
  ],
  navigation: [{ label: 'verification', to: founder.verification.getHref(), icon: 'badgeCheck', sidebar: { group: 'grow', order: 6 } }],
  admin: { key: 'verification', title: 'Verification', tab: 'Verification', order: 4, load: () => import('@/features/verification/admin/components/verification-section').then((m) => ({ default: m.VerificationSection })) },
};
