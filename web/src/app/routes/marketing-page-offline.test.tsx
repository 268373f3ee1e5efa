import { screen } from '@testing-library/react';

import * as chunkLoadError from '@/lib/chunk-load-error';
import { renderApp } from '@/testing/render-app';

// The waitlist form's code cannot be fetched (offline, or replaced by a release).
vi.mock('@/app/routes/marketing-waitlist', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/marketing-waitlist-x1.js');
});
vi.mock('@/lib/chunk-load-error', async (importOriginal) => ({
  ...(await importOriginal<typeof chunkLoadError>()),
  reloadPage: vi.fn(),
}));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('/marketing without its waitlist form', () => {
  it('keeps the page, says the form could not be loaded and offers to reload', async () => {
    const { user } = renderApp('/marketing');
    expect(await screen.findByRole('heading', { name: 'Request your seat at the table' })).toBeInTheDocument();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('❌ The waitlist form could not be loaded. Please check your connection and reload the page.');
    expect(screen.getByRole('button', { name: 'Join as Founder' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(chunkLoadError.reloadPage).toHaveBeenCalledTimes(1);
  });
});
