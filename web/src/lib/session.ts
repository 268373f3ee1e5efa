/** Session-storage keys of the SPEC. They steer screens only; the server never trusts them. */
export type SessionKey = 'pending_email' | 'founder_email' | 'founder_id' | 'user_role';

export function readSession(key: SessionKey): string {
  try {
    return window.sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}
