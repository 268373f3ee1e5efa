import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

/** The waitlist form lives on /marketing (src/app/routes); its own screens are the e-mailed confirmation and the invitation. */
const waitlistModule: FeatureModule = {
  name: 'waitlist',
  namespaces: ['waitlist'],
  routes: [
    // Beyond the SPEC: the page behind the e-mailed link that confirms a second waitlist sign-up (issue 9, finding 4).
    { path: paths.waitlistConfirmChange.path, layout: 'public', budget: 'member', screen: () => import('@/features/waitlist/routes/confirm-waitlist-change').then((m) => ({ Component: m.ConfirmWaitlistChangeRoute })), beyondSpec: true },
    // Beyond the SPEC: "I have an invite" and the e-mailed invitation to apply (issue 27, piece 6).
    { path: paths.invite.path, layout: 'public', budget: 'member', screen: () => import('@/features/waitlist/routes/invite').then((m) => ({ Component: m.InviteRoute })), beyondSpec: true },
  ],
};

export default waitlistModule;
