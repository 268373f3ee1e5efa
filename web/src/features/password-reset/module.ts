import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { auth } = paths;

/** A forgotten password: the e-mailed reset link is asked for on /forgot-password and used on /reset-password. */
const passwordResetModule: FeatureModule = {
  name: 'password-reset',
  routes: [
    { path: auth.forgotPassword.path, layout: 'public', budget: 'member', screen: () => import('@/features/password-reset/routes/forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })) },
    { path: auth.resetPassword.path, layout: 'public', budget: 'member', screen: () => import('@/features/password-reset/routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })) },
  ],
};

export default passwordResetModule;
