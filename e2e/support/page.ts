import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { repoRoot } from './server.js';

export const screenshotDir = join(repoRoot, 'e2e/screenshots');

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** URLs of every request the page made, in order. */
  requests: string[];
  /** Uncaught exceptions thrown in the page. */
  pageErrors: string[];
  /** console.error messages of the page. */
  consoleErrors: string[];
  close: () => Promise<void>;
}

/** A page in a fresh context (own local storage, no session), recording what it requests and throws. */
export async function openPage(browser: Browser): Promise<TestPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'it-IT' });
  const page = await context.newPage();
  const requests: string[] = [];
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { page, context, requests, pageErrors, consoleErrors, close: () => context.close() };
}

/** Waits until the element's CSS animations and transitions (e.g. a toast sliding in) have settled. */
export async function animationsDone(page: Page, selector: string): Promise<void> {
  await page
    .locator(selector)
    .first()
    .evaluate(async (element) => {
      // A transition replaced by another one rejects `finished` (AbortError): look again until none runs.
      for (;;) {
        // Endless ones (a spinner) never finish: only those that will are waited for.
        const running = element
          .getAnimations({ subtree: true })
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
        if (running.length === 0) return;
        await Promise.allSettled(running.map((animation) => animation.finished));
      }
    });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}
