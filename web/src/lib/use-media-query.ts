import { useSyncExternalStore } from 'react';

const media = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

/** Whether the CSS media query matches now, following changes (false where there is no matchMedia). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = media(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => media(query)?.matches ?? false,
    () => false,
  );
}
