import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { founder } = paths;

/** Profiles, the photo, and /settings' own page, which takes other features' parts (their settings.ts). */
const profilesModule: FeatureModule = {
  name: 'profiles',
  namespaces: ['profile', 'settings', 'pause'],
  routes: [
    // Beyond the SPEC: the page behind the e-mailed link that confirms a new address (issue 9, finding 4).
    { path: founder.confirmEmail.path, layout: 'public', budget: 'member', screen: () => import('@/features/profiles/routes/confirm-email').then((m) => ({ Component: m.ConfirmEmailRoute })), beyondSpec: true },
    { path: paths.profilePictureSetup.path, layout: 'public', budget: 'member', screen: () => import('@/features/profiles/routes/profile-picture-setup').then((m) => ({ Component: m.ProfilePictureSetupRoute })) },
    { path: founder.profile.path, layout: 'member', budget: 'member', screen: () => import('@/features/profiles/routes/profile').then((m) => ({ Component: m.ProfileRoute })) },
    // Beyond the SPEC: another member's profile (issue 12).
    { path: founder.member.path, layout: 'member', budget: 'member', screen: () => import('@/features/profiles/routes/member-profile').then((m) => ({ Component: m.MemberProfileRoute })), beyondSpec: true },
  ],
};

export default profilesModule;
