import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { withNamespaces } from '../shared/i18n/i18n';
import { PageLoading } from '../shared/ui/PageLoading';
import { RootLayout } from './RootLayout';
import type { RouteHandle } from './route-handle';
import { layoutNamespaces, withPageNamespaces } from './routes/page-namespaces';
import { pages } from './routes/pages';
import { guardLoader, jobRedirectLoader } from './routes/route-guards';
import {
  jobRedirectPaths,
  legalRedirect,
  notFoundEntry,
  routeTable,
  type RouteEntry,
  type RouteLayout,
} from './routes/route-table';
import { StandaloneLayout } from './routes/StandaloneLayout';

const routeError = async () => (await import('../features/errors/RouteErrorPage')).RouteErrorPage;
// The shell (top bar, menus, live connection, notices) loads after sign-in, not with the login page.
// Its pages read every namespace of translations: they load with it (the login page needs two).
const shellLayout = () =>
  withNamespaces(layoutNamespaces.shell, async () => (await import('./routes/ShellLayout')).ShellLayout);
const eitherLayout = () =>
  withNamespaces(layoutNamespaces.either, async () => (await import('./routes/EitherLayout')).EitherLayout);

/** One route of the table as a React Router route (paths relative to the root). */
function toRoute(route: RouteEntry): RouteObject {
  const handle: RouteHandle = { name: route.name, title: route.title, captive: route.layout === 'captive' };
  return {
    path: route.path === '/' ? undefined : route.path.replace(/^\//, ''),
    index: route.path === '/' ? true : undefined,
    handle,
    loader: route.layout === 'shell' ? guardLoader(route) : undefined,
    // An error of a shell page (a 403, an absent module's 404) shows inside the shell.
    lazy: { Component: withPageNamespaces(route.page, pages[route.page]), ErrorBoundary: routeError },
  } as RouteObject;
}

const routesOf = (layout: RouteLayout) => routeTable.filter((route) => route.layout === layout).map(toRoute);

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    lazy: { ErrorBoundary: routeError },
    children: [
      { Component: StandaloneLayout, children: routesOf('captive') },
      { path: legalRedirect.from.slice(1), loader: () => redirect(legalRedirect.to) },
      ...jobRedirectPaths.map((path) => ({
        path: path.slice(1),
        loader: jobRedirectLoader,
        Component: PageLoading,
      })),
      { lazy: { Component: shellLayout }, children: routesOf('shell') },
      { lazy: { Component: eitherLayout }, children: [...routesOf('either'), toRoute(notFoundEntry)] },
    ],
  },
];

export const router = createBrowserRouter(routes);
