import { render } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';

/** Renders the whole app (providers + route table) at `path`, as a route-level integration test. */
export function renderApp(path: string, routes: RouteObject[] = appRoutes, userOptions?: UserEventOptions) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup(userOptions);
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user };
}

export type RenderedApp = ReturnType<typeof renderApp>;
