import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { isRouteHandle } from './route-handle';
import { useFirstLoadStore } from './routes/first-load';
import { usePageTitle } from './usePageTitle';

/**
 * The root of every route: keeps the page title in step with the route and sets the first-load
 * flag (spec section 2, rules 2 and 3).
 */
export function RootLayout() {
  usePageTitle();
  const location = useLocation();
  const matches = useMatches();
  const captive = matches.some((match) => isRouteHandle(match.handle) && match.handle.captive === true);
  const track = useFirstLoadStore((state) => state.track);

  useEffect(() => {
    track({ key: location.key, pathname: location.pathname }, captive);
  }, [captive, location.key, location.pathname, track]);

  return <Outlet />;
}
