import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';

import { AppFallback } from '@/components/errors/app-fallback';
import { isChunkLoadError, reloadPage } from '@/lib/chunk-load-error';
import { reportError } from '@/lib/error-reporting';

/**
 * The router's error element: report the error, then offer to render the same screen again, or
 * to load the page again when the screen's code could not be fetched.
 */
export function RouteErrorFallback() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    reportError(error, { source: 'router', path: location.pathname });
  }, [error, location.pathname]);

  // Navigating to the same location gives the router a new location, which clears its error state.
  const reload = () => {
    if (isChunkLoadError(error)) reloadPage();
    else void navigate(location, { replace: true });
  };

  return <AppFallback onReload={reload} />;
}
