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

/**
 * The title of a matched route: its handle's, except that an existing job's board (the board
 * route with an id) is that job's board, not "new job post".
 */
export function matchTitle(match: {
  handle: unknown;
  params: Record<string, string | undefined>;
}): string | undefined {
  if (!isRouteHandle(match.handle)) return undefined;
  if (match.handle.name === 'board' && match.params.id) return '#routes.board_job';
  return match.handle.title;
}
