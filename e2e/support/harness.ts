import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { readMessages, type Messages } from './messages.js';
import { openPage, type TestPage } from './page.js';
import {
  ensureWebBuilt,
  launchBrowser,
  startServer,
  type StartServerOptions,
  type StartedServer,
} from './server.js';

export interface E2E {
  server: StartedServer;
  browser: Browser;
  /** The demo password the server printed with the demo logins. */
  password: string;
  it: Messages;
  en: Messages;
  itApi: Messages;
  /** A fresh page (own storage, no session), closed after the file. */
  newPage(): Promise<TestPage>;
  /** Signs in through the login form (which solves the bot check) and waits to leave /login. */
  signIn(page: Page, email: string, password?: string): Promise<void>;
}

/** The demo password a server printed when it seeded the demo data. */
export function demoPasswordOf(server: StartedServer): string {
  const printed = /Demo logins \(password (\S+) for all\)/.exec(server.output());
  if (!printed?.[1]) throw new Error(`The server did not print the demo logins:\n${server.output()}`);
  return printed[1];
}

/** Signs in at `base` through the form and waits for the dashboard. */
export async function signInAt(page: Page, base: string, email: string, password: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(`${base}/`);
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

export const waitForTitle = (page: Page, title: string) =>
  page.waitForFunction((expected) => document.title === expected, title);

/**
 * One real server (fresh embedded database with the demo data) and one Chromium for a test file,
 * started before its tests and stopped after them; `browserArgs` are extra Chromium flags.
 */
export function useE2E(options: StartServerOptions & { browserArgs?: readonly string[] } = {}): E2E {
  const ctx = {} as E2E;
  const opened: TestPage[] = [];
  beforeAll(async () => {
    await ensureWebBuilt();
    [ctx.server, ctx.browser, ctx.it, ctx.en, ctx.itApi] = await Promise.all([
      startServer(options),
      launchBrowser(options.browserArgs),
      readMessages('it'),
      readMessages('en'),
      readMessages('it', 'api'),
    ]);
    ctx.password = demoPasswordOf(ctx.server);
  });
  afterAll(async () => {
    await Promise.allSettled(opened.map((p) => p.close()));
    await ctx.browser?.close();
    await ctx.server?.stop();
  });
  ctx.newPage = async () => {
    const p = await openPage(ctx.browser);
    opened.push(p);
    return p;
  };
  ctx.signIn = (page, email, password) => signInAt(page, ctx.server.url, email, password ?? ctx.password);
  return ctx;
}
