import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness.js';
import { text } from './support/messages.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';
const MARCO = 'marco.bianchi@tecnoware.demo';
/** A VAPID key pair for tests only: the public key is the push app id the server answers. */
const PUSH_APP_ID = 'BJmGVm0AKA-h0FUg65bQwDmwrZSkiorTqzL4tGRtfHRTECWaQRQXywDRH-oiV3tiEPwHwMBJ_UohpISAwoOHdPA';

const e2e = useE2E({
  env: { VAPID_PUBLIC_KEY: PUSH_APP_ID, VAPID_PRIVATE_KEY: '5Qgon3K8hqR4wT2p0C2U705TWF8SQ98KLSlvv8soFmY' },
});

const zIndexOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => getComputedStyle(element).zIndex);

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('shell (spec 3 and 9)', () => {
  it('keeps the push app id of the session in local storage, and logout clears it', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pushAppId'))).toBe(PUSH_APP_ID);

    // The account menu opens at the top-bar layer, above other menus (1050, not PrimeReact's 1001).
    await page.locator('[data-testid="account-menu"]').click();
    await page.locator('#account-menu').waitFor();
    expect(await zIndexOf(page, '#account-menu')).toBe('1050');
    await page.locator('#account-menu a', { hasText: text(e2e.it, 'shell.account.logout') }).click();
    await page.waitForURL(`${e2e.server.url}/login`);
    expect(await page.evaluate(() => localStorage.getItem('pushAppId'))).toBeNull();
    expect(pageErrors).toEqual([]);
  });

  it('opens the company switcher at the top-bar layer and fades tooltips in over 250 ms', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, MARCO);
    await page.locator('[data-testid="company-switcher"]').click();
    await page.locator('#company-switcher-menu').waitFor();
    expect(await zIndexOf(page, '#company-switcher-menu')).toBe('1050');
    await page.keyboard.press('Escape');

    await page.goto(`${e2e.server.url}/board/list`);
    await page.locator('[data-testid="job-sort-dir"]').hover();
    const tooltip = page.locator('.p-tooltip');
    await tooltip.waitFor();
    const style = await tooltip.evaluate((element) => {
      const css = getComputedStyle(element);
      return { name: css.animationName, duration: css.animationDuration, zIndex: Number(css.zIndex) };
    });
    expect(style).toEqual({ name: 'tooltip-fade-in', duration: '0.25s', zIndex: expect.any(Number) });
    expect(style.zIndex).toBeGreaterThan(1100);
    expect(pageErrors).toEqual([]);
  });

  it('moves the focus by type-ahead on the side menu and forgets the letters after 500 ms', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.clock.install();
    await page.reload();
    const links = page.locator('[data-testid="side-menu"] a');
    await links.first().waitFor();
    await page.clock.pauseAt(Date.now() + 5_000);
    const label = (key: string) => text(e2e.it, `shell.menu.${key}`);

    await links.first().focus();
    await page.keyboard.press('p');
    await expect.poll(() => focusedText(page)).toBe(label('profile_list'));
    await page.keyboard.press('a');
    expect(await focusedText(page)).toBe(label('company_list'));
    // Still within 500 ms: 'pag' keeps the focus where 'pa' put it ('g' alone would be another entry).
    await page.clock.runFor(499);
    await page.keyboard.press('g');
    expect(await focusedText(page)).toBe(label('company_list'));
    // 500 ms after the last letter the buffer is empty: 'g' starts again.
    await page.clock.runFor(500);
    await page.keyboard.press('g');
    expect(await focusedText(page)).toBe(label('board_list'));
    // Nothing was filtered away and no page was opened.
    expect(await links.count()).toBe(9);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(pageErrors).toEqual([]);
  });
});
