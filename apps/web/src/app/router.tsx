import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../shared/ui/PageLoading';
import { requireSession } from './require-session';
import { RootLayout } from './RootLayout';
import type { RouteHandle } from './route-handle';

const handle = (value: RouteHandle) => value;

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    lazy: {
      ErrorBoundary: async () => (await import('../features/errors/RouteErrorPage')).RouteErrorPage,
    },
    children: [
      {
        path: 'login',
        handle: handle({ title: '#routes.login', captive: true }),
        lazy: { Component: async () => (await import('../features/auth/LoginPage')).LoginPage },
      },
      {
        // Non-captive routes: the shell layout will render here.
        loader: requireSession,
        children: [
          {
            index: true,
            handle: handle({ title: '#routes.index' }),
            lazy: { Component: async () => (await import('../features/home/HomePage')).HomePage },
          },
        ],
      },
      {
        path: '*',
        handle: handle({ title: '#routes.notFound' }),
        lazy: { Component: async () => (await import('../features/errors/NotFoundPage')).NotFoundPage },
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
