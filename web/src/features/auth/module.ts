import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { auth } = paths;

/** Signing in and setting a password; two-factor and sessions show on /settings (settings.ts). */
const authModule: FeatureModule = {
  name: 'auth',
  namespaces: ['security', 'account-hold'],
  routes: [
    { path: auth.founderLogin.path, layout: 'public', budget: 'member', screen: () => import('@/features/auth/routes/founder-login').then((m) => ({ Component: m.FounderLoginRoute })) },
    { path: auth.passwordSetup.path, layout: 'public', budget: 'member', screen: () => import('@/features/auth/routes/password-setup').then((m) => ({ Component: m.PasswordSetupRoute })) },
    { path: auth.passwordVerify.path, layout: 'public', budget: 'member', screen: () => import('@/features/auth/routes/password-verify').then((m) => ({ Component: m.PasswordVerifyRoute })) },
  ],
};

export default authModule;
