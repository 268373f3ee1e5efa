import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

/** The waitlist form lives on /marketing (src/app/routes); its own screen is the e-mailed confirmation. */
const waitlistModule: FeatureModule = {
  name: 'waitlist',
  routes: [
    // Beyond the SPEC: the page behind the e-mailed link that confirms a second waitlist sign-up (issue 9, finding 4).
    { path: paths.waitlistConfirmChange.path, layout: 'public', budget: 'member', screen: () => import('@/features/waitlist/routes/confirm-waitlist-change').then((m) => ({ Component: m.ConfirmWaitlistChangeRoute })), beyondSpec: true },
  ],
};

export default waitlistModule;
