import type { ComponentType } from 'react';

export interface PageProps {
  params: Record<string, string>;
}

export interface TalentsRoute {
  path: string;
  /** The page's module, loaded when the route is first opened (one chunk per page). */
  page: () => Promise<{ default: ComponentType<PageProps> }>;
  /** Needs a signed-in candidate; others go to sign-in and come back. */
  signedIn: boolean;
}

/**
 * Every page of the candidate app (served under /talents by the server, which renders the public job
 * page `/talents/jobs/:id` itself: modules/talents). e2e/a11y-routes walks this table too.
 */
export const talentsRoutes: TalentsRoute[] = [
  { path: '/talents', page: () => import('../home/HomePage'), signedIn: false },
  { path: '/talents/login', page: () => import('../auth/LoginPage'), signedIn: false },
  { path: '/talents/signup', page: () => import('../auth/SignUpPage'), signedIn: false },
  { path: '/talents/confirm', page: () => import('../auth/ConfirmEmailPage'), signedIn: false },
  { path: '/talents/forgot-password', page: () => import('../auth/ForgotPasswordPage'), signedIn: false },
  { path: '/talents/reset-password', page: () => import('../auth/ResetPasswordPage'), signedIn: false },
  { path: '/talents/apply/:jobId', page: () => import('../apply/ApplyPage'), signedIn: true },
  { path: '/talents/profile', page: () => import('../profile/ProfilePage'), signedIn: true },
  { path: '/talents/applications', page: () => import('../applications/ApplicationsPage'), signedIn: true },
  {
    path: '/talents/applications/:id',
    page: () => import('../applications/ApplicationPage'),
    signedIn: true,
  },
  { path: '/talents/my-data', page: () => import('../my-data/MyDataPage'), signedIn: true },
  // The receipt of the account's deletion: shown once the session is gone (docs/talents.md, "My data").
  {
    path: '/talents/account-deleted',
    page: () => import('../my-data/AccountDeletedPage'),
    signedIn: false,
  },
];

export const loginPath = (next: string) => `/talents/login?next=${encodeURIComponent(next)}`;
