import { useSyncExternalStore } from 'react';

import type { ChartTheme } from '@/features/analytics/lib/series-looks';

// lib/preferences paints the resolved theme on <html data-theme>, "auto" included: follow that.
const themeNow = (): ChartTheme => (document.documentElement.dataset.theme === 'light' ? 'light' : 'dark');

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** The theme on screen now, so canvas drawings (which CSS cannot restyle) redraw when it changes. */
export const useChartTheme = () => useSyncExternalStore(subscribe, themeNow, () => 'dark' as const);
