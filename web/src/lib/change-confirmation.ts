import { ApiError, NetworkError } from '@/lib/api-client';

/** Mirrors ChangeConfirmationPhase (components/ui/change-confirmation.tsx). */
type Phase = 'loading' | 'ready' | 'confirming' | 'confirmed' | 'closed' | 'failed';

export const linkClosedMessage = '❌ This link has expired or was already used.';
const networkMessage = '❌ Network error. Please check your connection and try again.';
const failedMessage = '❌ Something went wrong. Please try again.';

/** The server's answer for a link that is unknown, used or expired. */
export const isLinkClosed = (error: unknown) => error instanceof ApiError && error.code === 'invalid_token';

type Load = { isPending: boolean; error: unknown };
type Confirm = { isPending: boolean; isSuccess: boolean; error: unknown };

/**
 * Where an e-mailed change link stands, from the check of the link (`load`) and the confirmation:
 * the phase of the page and its message.
 */
export function changeConfirmationState(token: string, load: Load, confirm: Confirm, confirmedMessage: string): { phase: Phase; message: string | null } {
  if (token === '' || isLinkClosed(load.error) || isLinkClosed(confirm.error)) return { phase: 'closed', message: linkClosedMessage };
  if (confirm.isSuccess) return { phase: 'confirmed', message: confirmedMessage };
  if (confirm.isPending) return { phase: 'confirming', message: null };
  const error = load.error ?? confirm.error;
  if (error) return { phase: 'failed', message: error instanceof NetworkError ? networkMessage : failedMessage };
  if (load.isPending) return { phase: 'loading', message: null };
  return { phase: 'ready', message: null };
}
