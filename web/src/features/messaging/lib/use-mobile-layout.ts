import { useMediaQuery } from '@/lib/use-media-query';

/** SPEC section 9: the mobile layout covers widths up to 768 px (the `desktop:` breakpoint starts at 769). */
const mobileQuery = '(max-width: 768px)';

/** True at phone widths, where the conversation list and a conversation are two screens. */
export function useMobileLayout(): boolean {
  return useMediaQuery(mobileQuery);
}
