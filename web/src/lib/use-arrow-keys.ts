import { useEffect, useRef } from 'react';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const dialogOpen = () => document.querySelector('[aria-modal="true"], dialog[open]') !== null;

/** A card deck's keys (Discover, the match cards): ArrowLeft and ArrowRight, except while typing or with a dialog open. */
export function useArrowKeys(onLeft: () => void, onRight: () => void, enabled: boolean) {
  const handlers = useRef({ onLeft, onRight });
  useEffect(() => {
    handlers.current = { onLeft, onRight };
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (isTyping(event.target) || dialogOpen()) return;
      event.preventDefault();
      if (event.key === 'ArrowLeft') handlers.current.onLeft();
      else handlers.current.onRight();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
