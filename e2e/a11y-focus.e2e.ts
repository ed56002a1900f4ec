import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness.js';
import { focusState } from './support/keyboard.js';
import { text } from './support/messages.js';
import { screenshot } from './support/page.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';

const e2e = useE2E();

/** The test id, data-action or id of what has the focus. */
const focusedKey = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('data-testid') ?? el?.getAttribute('data-action') ?? el?.id ?? '';
  });

describe('visible focus and focus return', () => {
  it('shows a focus ring on every stop of the job list, none hidden under the sticky top bar', async () => {
    const { page } = await e2e.newPage();
    await page.setViewportSize({ width: 1280, height: 600 });
    await e2e.signIn(page, GIULIA);
    await page.goto(`${e2e.server.url}/board/list`);
    await page.locator('[data-testid="job-list"]').waitFor();
    await page.locator('body').focus();

    const problems: string[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const state = await focusState(page);
      if (!state) continue;
      seen.add(state.name);
      if (!state.shown) problems.push(`${state.name}: no focus indicator`);
      if (state.obscured) problems.push(`${state.name}: hidden under another element`);
      if (i === 45) await screenshot(page, 'a11y-focus-job-list');
    }
    expect(seen.size).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it('rings the entry the keyboard points at in a menu and in a select', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.goto(`${e2e.server.url}/board/list`);
    await page.locator('[data-testid="job-list"]').waitFor();
    const outlined = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const style = getComputedStyle(el);
          return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
        });

    await page.locator('[data-testid="account-menu"]').focus();
    await page.keyboard.press('Enter');
    await page.locator('#account-menu').waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await outlined('#account-menu .p-menuitem.p-focus > .p-menuitem-content')).toBe(true);
    await screenshot(page, 'a11y-focus-menu');
    await page.keyboard.press('Escape');

    const sort = page.locator('.p-dropdown').first();
    await sort.locator('input').focus();
    await page.keyboard.press('Alt+ArrowDown');
    await page.locator('.p-dropdown-panel').waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await outlined('.p-dropdown-panel .p-dropdown-item.p-focus')).toBe(true);
    await screenshot(page, 'a11y-focus-select');
    await page.keyboard.press('Escape');
  });

  it('returns the focus to the side menu entry that opened the new job dialog', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    const opener = page.locator('[data-testid="menu-new-job"]');
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedKey(page)).toBe('menu-new-job');
  });

  it('returns the focus to the button that asked for a confirmation, answered either way', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.goto(`${e2e.server.url}/board/list`);
    const remove = page.locator('[data-testid="job-list"] [data-action="delete"]').first();
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('[data-testid="confirm-dialog"]');
    await dialog.waitFor();
    await screenshot(page, 'a11y-focus-confirm');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedKey(page)).toBe('delete');

    // "Annulla" by keyboard: Tab to it and press Enter.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    const cancel = dialog.getByRole('button', { name: text(e2e.it, 'common.cancel') });
    for (let i = 0; i < 5 && !(await cancel.evaluate((b) => b === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedKey(page)).toBe('delete');

    // Accepted, the draft and its button are gone: the focus goes to the page's content, not the document's start.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedKey(page)).toBe('page-content');
  });
});
