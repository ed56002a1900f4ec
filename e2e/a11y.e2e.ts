import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';

const e2e = useE2E();

/** What has the keyboard focus: its test id, id, or its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    return (
      el.getAttribute('data-testid') ??
      (el.id || el.closest('li[data-entry]')?.getAttribute('data-entry')) ??
      el.textContent ??
      ''
    );
  });

/** Presses Tab until the focus is on `target` (or gives up after `limit` presses); the visited stops. */
async function tabTo(page: Page, target: string, limit = 40): Promise<string[]> {
  const visited: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    visited.push(now);
    if (now === target) return visited;
  }
  throw new Error(`Tab never reached ${target}; it went through: ${visited.join(' → ')}`);
}

// The axe checks of every page are in a11y-routes.e2e.ts.
describe('accessibility: keyboard', () => {
  it('signs in with the keyboard alone', async () => {
    const { page } = await e2e.newPage();
    await page.goto(`${e2e.server.url}/login`);
    await page.locator('#email').waitFor();
    await tabTo(page, 'email');
    await page.keyboard.type(GIULIA);
    await tabTo(page, 'password');
    await page.keyboard.type(e2e.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${e2e.server.url}/`);
  });

  it('reaches the skip link, the top bar, every menu entry and the footer by keyboard', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.locator('[data-testid="side-menu"]').waitFor();
    await page.locator('body').focus();

    // The skip link comes first and moves the focus to the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#page-content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('page-content');

    await page.locator('body').focus();
    const stops = await tabTo(page, 'contacts', 60);
    for (const stop of [
      'notices-toggle',
      'account-menu',
      'menu-search',
      'index',
      'board_list',
      'menu-new-job',
      'messages',
    ]) {
      expect(stops).toContain(stop);
    }

    // The account menu opens from the keyboard and its first entry takes the focus's Enter.
    await page.locator('[data-testid="account-menu"]').focus();
    await page.keyboard.press('Enter');
    await page.locator('#account-menu').waitFor();
    await page.keyboard.press('Escape');

    // A menu entry opens its page with Enter.
    await page.locator('li[data-entry="guide"] a').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${e2e.server.url}/guide`);
  });
});
