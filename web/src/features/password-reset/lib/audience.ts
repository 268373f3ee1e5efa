import { paths } from '@/config/paths';

/**
 * Whose password a reset screen serves: members (from /founder-login) or administrators (from the
 * admin sign-in). The flow is the same; the server's routes, the password rule and the way back differ.
 */
export type ResetAudience = {
  /** The API's routes: `${api}` asks for a link and checks one, `${api}/confirm` uses it. */
  api: '/auth/password-reset' | '/admin/password-reset';
  eyebrow: string;
  /** Who the "sent" answer speaks of, without saying whether the address is one. */
  who: string;
  minPasswordLength: number;
  signInHref: string;
  forgotHref: string;
};

/** With two-factor on, members and administrators alike give a code from the app or a recovery code. */
export const codeHint = 'The 6-digit code from your authenticator app, or one of your recovery codes.';
export const codeNeeded = '❌ Enter the code from your authenticator app, or a recovery code.';

export const members: ResetAudience = {
  api: '/auth/password-reset',
  eyebrow: 'Members',
  who: 'a member',
  minPasswordLength: 6,
  signInHref: paths.auth.founderLogin.getHref(),
  forgotHref: paths.auth.forgotPassword.getHref(),
};

export const administrators: ResetAudience = {
  api: '/admin/password-reset',
  eyebrow: 'Administration',
  who: 'an administrator',
  minPasswordLength: 12,
  signInHref: paths.admin.getHref(),
  forgotHref: paths.adminForgotPassword.getHref(),
};
