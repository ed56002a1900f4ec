import type { Page } from 'playwright-core';
import type { LoginResponse } from '@hiring/domain';
import { solveBotCheck } from '../../apps/server/test/bot-check-support.js';

/** The bot check's header for one form, solved as the browser's widget does (none when the check is off). */
export async function botCheckHeader(
  base: string,
  action: 'login' | 'register',
): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/auth/challenge?action=${action}`);
  const { data } = (await response.json()) as { data: unknown };
  return data ? { 'x-bot-check': await solveBotCheck(data) } : {};
}

/** POST /auth/login from the test process (no browser), the bot check solved: for tests not about signing in. */
export async function apiLogin(base: string, email: string, password: string): Promise<LoginResponse> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await botCheckHeader(base, 'login')) },
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

/** A one-page PDF, small but real (the server checks an upload's first bytes): a CV to upload. */
export const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
