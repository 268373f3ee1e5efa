import { useEffect, useRef } from 'react';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const dialogOpen = () => document.querySelector('[aria-modal="true"], dialog[open]') !== null;

/** As on Discover: ArrowLeft passes, ArrowRight opens the pitch; not while typing or with a dialog open. */
export function useCardKeys(onPass: () => void, onPitch: () => void, enabled: boolean) {
  const handlers = useRef({ onPass, onPitch });
  useEffect(() => {
    handlers.current = { onPass, onPitch };
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (isTyping(event.target) || dialogOpen()) return;
      event.preventDefault();
      if (event.key === 'ArrowLeft') handlers.current.onPass();
      else handlers.current.onPitch();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
