/** Session-storage keys of the SPEC. They steer screens only; the server never trusts them. */
export type SessionKey =
  | 'pending_email'
  | 'founder_email'
  | 'founder_id'
  | 'user_role'
  | 'onboarding_step1'
  | 'onboarding_step2'
  | 'onboarding_step3'
  /** The code of an invitation from the waitlist that the application sends (features/waitlist). */
  | 'onboarding_invite';

// Storage can be unavailable (privacy modes, quota); the screens then behave as if nothing is stored.

export function readSession(key: SessionKey): string {
  try {
    return window.sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

export function writeSession(key: SessionKey, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // See above: the flow still works for this page view.
  }
}

export function removeSession(...keys: SessionKey[]): void {
  try {
    for (const key of keys) window.sessionStorage.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}
