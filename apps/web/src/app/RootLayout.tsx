import { Outlet } from 'react-router';
import { usePageTitle } from './usePageTitle';

/** The root of every route: keeps the page title in step with the route. */
export function RootLayout() {
  usePageTitle();
  return <Outlet />;
}
