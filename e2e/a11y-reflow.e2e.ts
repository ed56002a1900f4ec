import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness.js';
import { watchRequests } from './support/network-quiet.js';
import { screenshot } from './support/page.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';
const NARROW = { width: 320, height: 640 };

const e2e = useE2E();

/**
 * WCAG 1.4.10 at 320 px: how far the page reaches beyond the window sideways (0 when it needs no
 * horizontal scroll; a table may scroll inside its own region), and the visible elements that stick
 * out of the window (cut off).
 */
const reflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const cut: string[] = [];
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>('button, a, input, h1, [role="combobox"], label'),
    )) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      // Inside a region that scrolls sideways on its own: not cut off.
      let inScroller = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const overflowX = getComputedStyle(p).overflowX;
        if ((overflowX === 'auto' || overflowX === 'scroll') && p.scrollWidth > p.clientWidth)
          inScroller = true;
      }
      if (!inScroller && (box.left < -1 || box.right > width + 1)) {
        cut.push(
          `${el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}`,
        );
      }
    }
    return { overflow: document.documentElement.scrollWidth - width, cut };
  });

async function openNarrow(page: Page, path: string, ready: string): Promise<void> {
  const network = watchRequests(page);
  await page.goto(`${e2e.server.url}${path}`);
  await page.locator(ready).first().waitFor();
  await network.quiet();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

describe('reflow at 320 × 640 (WCAG 1.4.10)', () => {
  it('shows the login form whole, without horizontal scroll', async () => {
    const { page } = await e2e.newPage();
    await page.setViewportSize(NARROW);
    await openNarrow(page, '/login', '#email');
    await screenshot(page, 'a11y-reflow-login');
    expect(await reflow(page)).toEqual({ overflow: 0, cut: [] });
    for (const control of ['#email', '#password', 'form button[type="submit"]']) {
      expect(await page.locator(control).isVisible()).toBe(true);
    }
  });

  it('collapses the side menu and fits the dashboard and the job list in the width', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.setViewportSize(NARROW);

    for (const [path, name, ready] of [
      ['/', 'dashboard', 'h1'],
      ['/board/list', 'job-list', '[data-testid="job-list"]'],
    ] as const) {
      await openNarrow(page, path, ready);
      await screenshot(page, `a11y-reflow-${name}`);
      expect({ path, ...(await reflow(page)) }).toEqual({ path, overflow: 0, cut: [] });
      // The menu is behind its toggle; the page's heading and the top bar's controls are in view.
      expect(await page.locator('#side-nav').isVisible()).toBe(false);
      for (const control of ['[data-testid="menu-toggle"]', '[data-testid="notices-toggle"]', 'h1']) {
        expect(await page.locator(control).isVisible()).toBe(true);
      }
    }
    expect(await page.locator('[data-testid="job-list-new"]').isVisible()).toBe(true);

    // The toggle opens the menu over the page, whole, and it closes again.
    await page.locator('[data-testid="menu-toggle"]').click();
    await page.locator('#side-nav').waitFor({ state: 'visible' });
    await page.waitForFunction(() => document.getElementById('side-nav')!.getBoundingClientRect().left >= 0);
    await screenshot(page, 'a11y-reflow-menu');
    expect((await reflow(page)).overflow).toBe(0);
    await page.locator('[data-testid="menu-toggle"]').click();
    await page.locator('#side-nav').waitFor({ state: 'hidden' });
  });
});
