import type { Page } from 'playwright-core';
import type { LoginResponse } from '@hiring/domain';

/**
 * POST /auth/login from the test process (no browser): for servers started with `BOT_CHECK: 'off'`,
 * where a test needs a session and is not about signing in.
 */
export async function apiLogin(base: string, email: string, password: string): Promise<LoginResponse> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: LoginResponse }).data;
}

/** Calls the API from the test process with a bearer token; resolves to the response. */
export function apiFetch(base: string, token: string, method: string, path: string, body?: unknown) {
  return fetch(`${base}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Puts a candidate's session where the candidate app keeps it (src/talents/session), then opens `path`. */
export async function openTalentsAs(page: Page, base: string, login: LoginResponse, path: string) {
  await page.goto(`${base}/talents`);
  await page.evaluate((session) => {
    localStorage.setItem('talents.accessToken', session.accessToken);
    if (session.refreshToken) localStorage.setItem('talents.refreshToken', session.refreshToken);
    localStorage.setItem('talents.user', JSON.stringify(session.user));
  }, login);
  await page.goto(`${base}${path}`);
  await page.locator('h1').first().waitFor();
}

/** The phone viewport the candidate app's tests use (issue 19). */
export const PHONE = { width: 390, height: 844 } as const;
