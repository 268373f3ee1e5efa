import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';

// Files marked `@vitest-environment node` have no DOM to prepare.
if (typeof window !== 'undefined') {
  // jsdom does no layout, so it has no scrolling.
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  window.scrollTo = () => {};

  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
  });
}
