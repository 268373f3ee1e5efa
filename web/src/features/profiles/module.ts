import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { founder } = paths;

/** Profiles, the photo, and /settings' own part (the page is composed in src/app/routes/settings-page.tsx). */
const profilesModule: FeatureModule = {
  name: 'profiles',
  namespaces: ['profile', 'settings'],
  routes: [
    { path: founder.confirmEmail.path, layout: 'public', budget: 'member', screen: () => import('@/features/profiles/routes/confirm-email').then((m) => ({ Component: m.ConfirmEmailRoute })) },
    { path: paths.profilePictureSetup.path, layout: 'public', budget: 'member', screen: () => import('@/features/profiles/routes/profile-picture-setup').then((m) => ({ Component: m.ProfilePictureSetupRoute })) },
    { path: founder.profile.path, layout: 'member', budget: 'member', screen: () => import('@/features/profiles/routes/profile').then((m) => ({ Component: m.ProfileRoute })) },
    { path: founder.member.path, layout: 'member', budget: 'member', screen: () => import('@/features/profiles/routes/member-profile').then((m) => ({ Component: m.MemberProfileRoute })) },
  ],
};

export default profilesModule;
