import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';

import '@/lib/i18n';
import { FakeWebSocket } from '@/testing/fake-web-socket';

// Screens are code-split: the first render of one in a test file waits for its modules to be
// transformed, which takes seconds on a busy machine. findBy*/waitFor wait long enough for that.
configure({ asyncUtilTimeout: 5000 });

// Files marked `@vitest-environment node` have no DOM to prepare.
if (typeof window !== 'undefined') {
  // jsdom does no layout, so it has no scrolling.
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  window.scrollTo = () => {};

  beforeEach(() => {
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });

  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
  });
}
