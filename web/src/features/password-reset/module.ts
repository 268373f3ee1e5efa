import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const { auth, adminForgotPassword, adminResetPassword } = paths;

/**
 * A forgotten password: the e-mailed reset link is asked for on /forgot-password and used on
 * /reset-password; administrators do the same on /admin/forgot-password and /admin/reset-password.
 */
const passwordResetModule: FeatureModule = {
  name: 'password-reset',
  routes: [
    // Beyond the SPEC: asking for a link to reset a forgotten password.
    { path: auth.forgotPassword.path, layout: 'public', budget: 'member', screen: () => import('@/features/password-reset/routes/screens').then((m) => ({ Component: m.ForgotPasswordRoute })), beyondSpec: true },
    // Beyond the SPEC: the page behind the e-mailed reset link.
    { path: auth.resetPassword.path, layout: 'public', budget: 'member', screen: () => import('@/features/password-reset/routes/screens').then((m) => ({ Component: m.ResetPasswordRoute })), beyondSpec: true },
    // Beyond the SPEC: the same two screens for an administrator's password (English only, like /admin).
    { path: adminForgotPassword.path, layout: 'public', budget: 'member', screen: () => import('@/features/password-reset/routes/screens').then((m) => ({ Component: m.AdminForgotPasswordRoute })), beyondSpec: true },
    { path: adminResetPassword.path, layout: 'public', budget: 'member', screen: () => import('@/features/password-reset/routes/screens').then((m) => ({ Component: m.AdminResetPasswordRoute })), beyondSpec: true },
  ],
};

export default passwordResetModule;
