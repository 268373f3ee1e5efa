import { removeSession, writeSession } from '@/lib/session';

/** Records who signed in for the screens (SPEC section 4); the server's cookie is what authorizes. */
export function rememberSignedInFounder({ email, profileId }: { email: string; profileId: string }): void {
  writeSession('founder_email', email);
  writeSession('founder_id', profileId);
  removeSession('pending_email');
}

/** Sign-out, or a session that ended: the SPEC's session keys go with it. */
export function forgetSignedInFounder(): void {
  removeSession('founder_email', 'founder_id', 'user_role', 'pending_email');
}
