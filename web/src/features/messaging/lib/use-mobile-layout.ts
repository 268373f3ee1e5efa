import { useSyncExternalStore } from 'react';

/** SPEC section 9: the mobile layout covers widths up to 768 px (the `desktop:` breakpoint starts at 769). */
const mobileQuery = '(max-width: 768px)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(mobileQuery) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True at phone widths, where the conversation list and a conversation are two screens. */
export function useMobileLayout(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
