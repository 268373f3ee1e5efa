import { useCallback, useEffect, useRef } from 'react';

const focusLost = () => document.activeElement === null || document.activeElement === document.body || !document.activeElement.isConnected;

/**
 * After the member moves the deck on (a swipe, a pass, a sent pitch, a block), focus that fell to the
 * page with a removed button or a closed dialog goes to the next card, or to the end of the deck.
 * Call `moved()` when the member moves the deck on; put `cardRef` on the card and `endRef` on the end text.
 */
export function useDeckFocus(currentId: string | null, ended: boolean) {
  const cardRef = useRef<HTMLElement>(null);
  const endRef = useRef<HTMLParagraphElement>(null);
  const movedOn = useRef(false);

  useEffect(() => {
    if (!movedOn.current || !focusLost()) return;
    if (currentId !== null) cardRef.current?.focus({ preventScroll: true });
    else if (ended) endRef.current?.focus({ preventScroll: true });
  }, [currentId, ended]);

  const moved = useCallback(() => {
    movedOn.current = true;
  }, []);

  return { cardRef, endRef, moved };
}
