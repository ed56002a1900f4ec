/** Pages that skip token handling (spec section 2, rule 6). */
export const SKIP_TOKEN_PATHS = [
  '/join',
  '/web-policy',
  '/web-policy-user',
  '/web-policy-company',
  '/web-conditions',
];

/**
 * After a failed refresh the browser goes to /login, unless it is already there or on a page
 * that skips token handling (spec section 4).
 */
export function shouldRedirectToLogin(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/login') return false;
  return !SKIP_TOKEN_PATHS.includes(path);
}
