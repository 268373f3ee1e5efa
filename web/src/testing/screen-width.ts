import { vi } from 'vitest';

/** Makes window.matchMedia answer width queries ("(min-width: 1280px)", "(max-width: 768px)") as a screen this wide would; vi.unstubAllGlobals undoes it. */
export function stubScreenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && Boolean(min ?? max);
    return { matches, media: query, addEventListener: () => {}, removeEventListener: () => {} };
  });
}
