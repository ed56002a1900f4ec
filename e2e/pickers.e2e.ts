import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness.js';
import { text } from './support/messages.js';
import { screenshot } from './support/page.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';

const e2e = useE2E();

/** The texts of the open autocomplete panel, once it shows something. */
async function suggestions(page: Page): Promise<string[]> {
  const items = page.locator('.p-autocomplete-panel li.p-autocomplete-item');
  await items.first().waitFor();
  return items.allInnerTexts();
}

/** Waits until the local reference database has the tables the filters search. */
async function waitForReference(page: Page): Promise<void> {
  await page.locator('#f-location').waitFor();
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('hiring-reference');
              open.onupgradeneeded = () => open.transaction?.abort();
              open.onerror = () => resolve(0);
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('location')) return resolve(0);
                const count = db.transaction('location').objectStore('location').count();
                count.onsuccess = () => resolve(count.result);
                db.close();
              };
            }),
        ),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(100);
}

describe('search pickers', () => {
  it('suggest for the whole text typed, and for pasted text, so Enter picks what was asked', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.goto(`${e2e.server.url}/search`);
    await waitForReference(page);

    // Typed quickly: the suggestions are those of 'Mil', not of 'Mi' (Rimini, Fiumicino…).
    await page.locator('#f-location').pressSequentially('Mil', { delay: 20 });
    await expect.poll(() => suggestions(page)).toEqual(['Milano (MI)', 'Reggio Emilia (RE)']);
    await screenshot(page, 'picker-location-mil');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#f-location').inputValue()).toContain('Milano');

    // The radius is a number in Italian too: a decimal or an out-of-range radius is an error, not another radius.
    const radius = page.locator('#f-location-radius');
    await radius.fill('12,5');
    await page
      .locator('#f-location-radius-error', { hasText: text(e2e.it, 'common.error.invalidNumber') })
      .waitFor();
    await radius.fill('600');
    await page
      .locator('#f-location-radius-error', {
        hasText: text(e2e.it, 'search.filters.radiusRange', { max: '500' }),
      })
      .waitFor();
    await radius.fill('30');
    await page.locator('#f-location-radius-error').waitFor({ state: 'detached' });
    expect(await radius.inputValue()).toBe('30');

    // Pasted at once: filtered like typed text, so ArrowDown and Enter pick the pasted skill.
    await page.locator('#f-skills').focus();
    await page.keyboard.insertText('Java');
    await expect.poll(async () => (await suggestions(page))[0]).toBe('Java');
    expect(await suggestions(page)).toEqual(['Java', 'JavaScript']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const row = page.locator('[data-skill-id]');
    await row.first().waitFor();
    expect(await row.allInnerTexts()).toEqual([expect.stringContaining('Java')]);
    expect((await row.first().innerText()).startsWith('JavaScript')).toBe(false);
    expect(pageErrors).toEqual([]);
  });
});
