/**
 * A message for the next screen, carried in the history state of the navigation to it (e.g.
 * /founder-login after a password reset): `navigate(to, { state: withNotice(text) })`.
 */
export const withNotice = (notice: string) => ({ notice });

/** The notice a navigation carried to this screen, if any. */
export const noticeOf = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string' ? state.notice : null;
