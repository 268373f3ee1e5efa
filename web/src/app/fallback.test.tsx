import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { RootLayout } from '@/app/layouts/root-layout';
import { AppProvider } from '@/app/provider';
import { RouteErrorFallback } from '@/app/routes/route-error';
import * as chunkLoadError from '@/lib/chunk-load-error';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/chunk-load-error', async (importOriginal) => ({
  ...(await importOriginal<typeof chunkLoadError>()),
  reloadPage: vi.fn(),
}));

let failing = true;

function Flaky() {
  if (failing) throw new Error('render failed');
  return <h1>Recovered</h1>;
}

beforeEach(() => {
  failing = true;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('app-root fallback', () => {
  it('replaces a crashed screen with the SPEC fallback, and Reload Page renders it again', async () => {
    const routes = [
      { path: '/', Component: RootLayout, errorElement: <RouteErrorFallback />, children: [{ path: '/flaky', Component: Flaky }] },
    ];
    const { user } = renderApp('/flaky', routes);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(
      screen.getByText("We're sorry, but something unexpected happened. Please try refreshing the page."),
    ).toBeVisible();
    expect(console.error).toHaveBeenCalledWith('[sangam] Error:', expect.objectContaining({ message: 'render failed' }), expect.anything());

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeVisible();
  });

  it('also catches errors outside the router and resets on Reload Page', async () => {
    const user = userEvent.setup();
    render(
      <AppProvider>
        <Flaky />
      </AppProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(screen.getByRole('heading', { name: 'Recovered' })).toBeVisible();
  });

  it('loads the page again when a screen’s code could not be fetched', async () => {
    const routes = [
      {
        path: '/',
        Component: RootLayout,
        errorElement: <RouteErrorFallback />,
        children: [
          {
            path: '/gone',
            lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/gone-x1.js')),
          },
        ],
      },
    ];
    const { user } = renderApp('/gone', routes);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(chunkLoadError.reloadPage).toHaveBeenCalledTimes(1);
  });
});
