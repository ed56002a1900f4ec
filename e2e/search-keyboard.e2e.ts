import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '@hiring/domain';
import { useE2E } from './support/harness.js';
import { isFocused, tabTo } from './support/keyboard.js';
import { animationsDone, screenshot } from './support/page.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';
const SEARCH_NAME = 'Da tastiera';

const e2e = useE2E();

describe('candidate search by keyboard alone', () => {
  it('runs a search with three filters, saves it and finds it in the saved searches', async () => {
    const { page } = await e2e.newPage();
    await page.goto(`${e2e.server.url}/login`);
    await page.locator('#email').fill(GIULIA);
    await page.locator('#password').fill(e2e.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${e2e.server.url}/`);

    await page.goto(`${e2e.server.url}/search`);
    const panel = page.locator('[data-testid="filter-panel"]');
    await panel.waitFor();
    // The pickers read the local reference database, filled after sign-in.
    await expect
      .poll(() => page.locator('[data-filter="work_area"]').getAttribute('class'))
      .not.toContain('p-disabled');
    await page.locator('#page-title').focus();

    // 1. A work area: the multiselect opens with Enter, an option is ticked with Enter, Escape closes.
    await tabTo(page, '#f-workAreaIds');
    await page.keyboard.press('Enter');
    // Keys only once the panel has opened: Escape during its entrance left the focus nowhere (fresh clone).
    await animationsDone(page, '.p-multiselect-panel');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.locator('.p-multiselect-panel').waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(page, '#f-workAreaIds')).toBe(true);
    await page.locator('[data-filter="work_area"] .p-multiselect-token').first().waitFor();

    // 2. A skill with its years: typed, picked from the suggestions, the years chosen in its row.
    await tabTo(page, '#f-skills');
    await page.keyboard.type('Jav', { delay: 40 });
    await page.locator('.p-autocomplete-panel li').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const skillRow = page.locator('[data-skill-id]').first();
    await skillRow.waitFor();
    await tabTo(page, '[data-skill-id] .p-dropdown input');
    await page.keyboard.press('Enter');
    await page.locator('.p-dropdown-panel').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(page, '[data-skill-id] .p-dropdown')).toBe(true);

    // 3. A language with its level, added with the + button.
    await tabTo(page, '#f-languages');
    await page.keyboard.press('Enter');
    await page.locator('.p-dropdown-panel').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.locator('.p-dropdown-panel').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.locator('[data-language-id]').first().waitFor();

    // Run it from the search button.
    await tabTo(page, '[data-testid="search-run"]');
    const searched = page.waitForResponse(
      (r) => r.url().endsWith('/api/search') && r.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    const sent = JSON.parse((await searched).request().postData() ?? '{}') as { filters: SearchFilters };
    expect(Object.keys(sent.filters).sort()).toEqual(['languages', 'professionalSkills', 'workAreaIds']);
    expect(sent.filters.professionalSkills?.[0]?.years).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-testid="search-total"]').innerText()).toMatch(/\d/);

    // Save it: the dialog opens on its name; Escape closes it and gives the focus back to its opener.
    await tabTo(page, '[data-testid="search-save"]', { back: true });
    await page.keyboard.press('Enter');
    await page.locator('#save-search-name').waitFor();
    await expect.poll(() => isFocused(page, '#save-search-name')).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="save-search-dialog"]').waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(page, '[data-testid="search-save"]')).toBe(true);

    await page.keyboard.press('Enter');
    await page.locator('#save-search-name').waitFor();
    await expect.poll(() => isFocused(page, '#save-search-name')).toBe(true);
    await page.keyboard.type(SEARCH_NAME);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\/\d+$/);
    const savedPath = new URL(page.url()).pathname;
    await page.locator('[data-testid="save-search-dialog"]').waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(page, '[data-testid="search-save"]')).toBe(true);
    await screenshot(page, 'search-keyboard-saved');

    // Find it in the saved searches and reopen it.
    await tabTo(page, '[data-testid="search-list"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${e2e.server.url}/search/list`);
    const row = page.locator('[data-testid="saved-searches"] tr', { hasText: SEARCH_NAME });
    await row.waitFor();
    await page.locator('#page-title').focus();
    await tabTo(
      page,
      `[data-testid="saved-searches"] tr:has-text("${SEARCH_NAME}") [data-testid="saved-search-open"]`,
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(`${e2e.server.url}${savedPath}`);
    await expect.poll(() => page.locator('#page-title').innerText()).toBe(SEARCH_NAME);
  });
});
