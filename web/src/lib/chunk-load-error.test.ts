import { isChunkLoadError } from '@/lib/chunk-load-error';

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://sangam.example/assets/admin-review-x1.js', // Chromium
    'error loading dynamically imported module: https://sangam.example/assets/admin-review-x1.js', // Firefox
    'Importing a module script failed.', // Safari
    'Unable to preload CSS for /assets/admin-review-x1.css', // Vite's preload helper
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors to the usual fallback', () => {
    expect(isChunkLoadError(new Error('render failed'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
