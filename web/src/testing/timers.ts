import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Moves fake time on, letting promises and React updates in between settle. */
export async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Lets pending work finish without moving the clock (TanStack Query notifies through setTimeout 0). */
export async function settleUntil(done: () => boolean, rounds = 50) {
  for (let round = 0; round < rounds && !done(); round += 1) await advance(0);
  if (!done()) throw new Error('Gave up waiting without moving the clock');
}
