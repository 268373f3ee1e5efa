import { useEffect, useRef } from 'react';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const dialogOpen = () => document.querySelector('[aria-modal="true"], dialog[open]') !== null;

/** ArrowLeft passes and ArrowRight connects, except while typing or with a dialog open. */
export function useSwipeKeys(onPass: () => void, onConnect: () => void, enabled: boolean) {
  const handlers = useRef({ onPass, onConnect });
  useEffect(() => {
    handlers.current = { onPass, onConnect };
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (isTyping(event.target) || dialogOpen()) return;
      event.preventDefault();
      if (event.key === 'ArrowLeft') handlers.current.onPass();
      else handlers.current.onConnect();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
