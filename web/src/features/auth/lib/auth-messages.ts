/** SPEC section 8, verbatim. */
export const authMessages = {
  emailNotApproved: '❌ Email not found or not approved yet.',
  loginFailed: '❌ Error logging in. Please try again.',
  wrongPassword: '❌ Incorrect password. Please try again.',
  verifyFailed: '❌ Error verifying password. Please try again.',
  // Beyond the SPEC: the two-factor step (issue 12) waited too long.
  secondStepExpired: '❌ Your sign-in took too long. Please enter your password again.',
  passwordsDiffer: "❌ Passwords don't match.",
  passwordTooShort: '❌ Password must be at least 6 characters.',
  setupFailed: '❌ Error setting up password. Please try again.',
  passwordSet: '✅ Password set successfully! Redirecting...',
  invalidAccess: 'Invalid access. Please login first.',
} as const;

export const minPasswordLength = 6;
