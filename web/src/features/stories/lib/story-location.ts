/**
 * The history state a card's link leaves on /success-stories/:id: closing the modal then goes back
 * one step (so Back and Close agree), where a deep link's modal replaces its address instead.
 */
export const openedFromGrid = { openedFromGrid: true } as const;

export const wasOpenedFromGrid = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'openedFromGrid' in state && state.openedFromGrid === true;
