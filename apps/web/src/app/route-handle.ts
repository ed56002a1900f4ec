import type { RouteName } from './routes/route-paths';

/**
 * What a route declares about itself in its `handle`: its name, its title (a title starting with
 * '#' is a translation key) and whether it is captive (renders without the shell and needs no
 * session).
 */
export interface RouteHandle {
  name?: RouteName;
  title?: string;
  captive?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
