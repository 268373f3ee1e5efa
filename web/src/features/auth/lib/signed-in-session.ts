import { removeSession, writeSession } from '@/lib/session';

/** Records who signed in for the screens (SPEC section 4); the server's cookie is what authorizes. */
export function rememberSignedInFounder({ email, profileId }: { email: string; profileId: string }): void {
  writeSession('founder_email', email);
  writeSession('founder_id', profileId);
  removeSession('pending_email');
}
