import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@hiring/domain';
import { callApi } from './support/api.js';
import { a11yLanguages, seriousAxeViolations } from './support/axe-check.js';
import { useE2E } from './support/harness.js';
import { animationsDone, screenshot } from './support/page.js';

const e2e = useE2E();

const ROLES = {
  'company admin': 'giulia.rossi@tecnoware.demo',
  recruiter: 'marco.bianchi@tecnoware.demo',
  'hiring assistant': 'sara.conti@tecnoware.demo',
} as const;

const LIST_FILTERS = [
  'work_area',
  'seniority',
  'soft_skill',
  'availability',
  'protected_class',
  'education',
  'driver_license',
];

const FILTERS = '[data-testid="filter-panel"]';

/** Signs in with the language kept in local storage, as the language switch does. */
async function signInAs(email: string, lang: 'it' | 'en'): Promise<Page> {
  const { page } = await e2e.newPage();
  await page.goto(`${e2e.server.url}/login`);
  await page.evaluate((lng) => localStorage.setItem('lang', lng), lang);
  await e2e.signIn(page, email);
  return page;
}

/** Collects the serious violations of each state the walk passes through, under the state's name. */
function recorder(page: Page) {
  const found: string[] = [];
  return {
    found,
    check: async (state: string, include?: string) => {
      // The whole page from its top: a control half under the sticky top bar is not a small target.
      if (!include) await page.evaluate(() => window.scrollTo(0, 0));
      for (const line of await seriousAxeViolations(page, include))
        found.push(`${state}: ${line}`.slice(0, 400));
    },
  };
}

type Check = (state: string, include?: string) => Promise<void>;

/**
 * The search page with the filters filled, the results, a candidate and the save dialog; with
 * `overlays`, each filter's panel open too (the same components for every role: the company admin
 * opens them all in both languages).
 */
async function walkSearch(page: Page, check: Check, overlays: boolean): Promise<void> {
  const overlay: Check = overlays ? check : async () => undefined;
  await page.goto(`${e2e.server.url}/search`);
  await page.locator('[data-testid="filter-panel"]').waitFor();
  await expect
    .poll(() =>
      page.locator('[data-filter="work_area"]').evaluate((el) => el.classList.contains('p-disabled')),
    )
    .toBe(false);
  await check('search');

  for (const table of overlays ? LIST_FILTERS : LIST_FILTERS.slice(0, 1)) {
    await page.locator(`[data-filter="${table}"]`).click();
    await page.locator('.p-multiselect-panel').waitFor();
    await page.locator('.p-multiselect-panel li[role="option"]').first().click();
    await overlay(`search, ${table} open`, `${FILTERS}, .p-multiselect-panel`);
    await page.keyboard.press('Escape');
    await page.locator('.p-multiselect-panel').waitFor({ state: 'detached' });
  }

  await page.locator('#f-skills').pressSequentially('Jav', { delay: 30 });
  await page.locator('.p-autocomplete-panel').waitFor();
  await overlay('search, skill suggestions', `${FILTERS}, .p-autocomplete-panel`);
  await page.locator('.p-autocomplete-panel li').first().click();
  await page.locator('[data-skill-id] .p-dropdown').click();
  await page.locator('.p-dropdown-panel').waitFor();
  await overlay('search, skill years open', `${FILTERS}, .p-dropdown-panel`);
  await page.keyboard.press('Escape');

  await page.locator('.p-dropdown:has(#f-languages)').click();
  await page.locator('.p-dropdown-panel').waitFor();
  await overlay('search, language open', `${FILTERS}, .p-dropdown-panel`);
  await page.locator('.p-dropdown-panel li[role="option"]').first().click();
  await page.locator('[data-testid="filter-panel"] .p-dropdown').nth(1).click();
  await page.locator('.p-dropdown-panel').waitFor();
  await overlay('search, level open', `${FILTERS}, .p-dropdown-panel`);
  await page.locator('.p-dropdown-panel li[role="option"]').first().click();

  await page.locator('#f-location').pressSequentially('Mila', { delay: 30 });
  await page.locator('.p-autocomplete-panel').waitFor();
  await overlay('search, location suggestions', `${FILTERS}, .p-autocomplete-panel`);
  await page.locator('.p-autocomplete-panel li').first().click();
  await check('search, filters filled');

  await page.locator('[data-testid="search-run"]').click();
  await page.locator('[data-testid="search-total"]').waitFor();
  await page.locator('[data-testid="search-sort"]').click();
  await page.locator('.p-dropdown-panel').waitFor();
  await overlay('search, sort open', '[data-testid="search-sort"], .p-dropdown-panel');
  await page.keyboard.press('Escape');

  // A search that finds people, for the cards, the table and a candidate's detail.
  await page.locator('[data-testid="filter-panel"] button[type="button"]').last().click();
  await page.locator('#f-text').fill('developer');
  await page.locator('[data-testid="search-run"]').click();
  await page.locator('[data-testid="result-card"]').first().waitFor();
  await check('search, result cards');
  await page.locator('[data-testid="search-view"] .p-button').nth(1).click();
  await page.locator('[data-testid="results-table"]').waitFor();
  await check('search, result table');
  await page.locator('[data-testid="search-view"] .p-button').nth(0).click();
  await page.locator('[data-testid="result-card"] button').first().click();
  await page.locator('[data-testid="profile-name"]').waitFor();
  await check('search, candidate detail', '.p-sidebar');
  await page.keyboard.press('Escape');
  await page.locator('[data-testid="candidate-profile-view"]').waitFor({ state: 'detached' });

  await page.locator('[data-testid="search-save"]').click();
  await page.locator('#save-search-name').waitFor();
  await check('search, save dialog', '.p-dialog');
  await page.keyboard.press('Escape');
}

/** A saved search reopened, the saved searches with their dialogs, and the saved profiles. */
async function walkSaved(page: Page, check: Check): Promise<void> {
  const saved = await callApi<{ id: number }>(page, 'POST', '/saved-search', {
    name: 'Axe',
    filters: { text: 'developer' },
  });
  await page.goto(`${e2e.server.url}/search/${saved.id}`);
  await page.locator('[data-testid="result-card"]').first().waitFor();
  await check('saved search');

  await page.goto(`${e2e.server.url}/search/list`);
  await page.locator('[data-testid="saved-searches"]').waitFor();
  await check('saved searches');
  await page.locator('[data-testid="saved-search-rename"]').first().click();
  await page.locator('#save-search-name').waitFor();
  await check('saved searches, rename', '.p-dialog');
  await page.keyboard.press('Escape');
  await page.locator('.p-dialog').waitFor({ state: 'detached' });
  await page.locator('[data-testid="saved-search-share"]').first().click();
  await animationsDone(page, '[data-testid="share-dialog"]');
  await page.locator('[data-testid="share-dialog"] .p-dropdown').click();
  await page.locator('.p-dropdown-panel').waitFor();
  await check('saved searches, share', '.p-dialog, .p-dropdown-panel');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.locator('.p-dialog').waitFor({ state: 'detached' });
  await page.locator('[data-testid="saved-search-delete"]').first().click();
  await page.locator('.p-dialog').waitFor();
  await check('saved searches, delete', '.p-dialog');
  await page.keyboard.press('Escape');

  const found = await callApi<SearchResult>(page, 'POST', '/search', { filters: { text: 'developer' } });
  await callApi(page, 'POST', '/saved-user', { savedUserId: found.items[0]!.userId, note: 'Axe' }).catch(
    () => undefined,
  );
  await page.goto(`${e2e.server.url}/profile/list`);
  await page.locator('[data-testid="saved-profiles"]').waitFor();
  await check('saved profiles');
  await page.locator('[data-testid="saved-profiles"] tbody button').first().click();
  await page.locator('[data-testid="profile-name"]').waitFor();
  await check('saved profiles, candidate detail', '.p-sidebar');
  await page.keyboard.press('Escape');
}

describe('search pages: WCAG 2.2 AA (axe)', () => {
  for (const [index, [role, email]] of Object.entries(ROLES).entries()) {
    for (const lang of a11yLanguages(index)) {
      it(`as ${role}, in ${lang}`, async () => {
        const page = await signInAs(email, lang);
        const { found, check } = recorder(page);
        await walkSearch(page, check, role === 'company admin');
        await walkSaved(page, check);
        expect(found).toEqual([]);
      }, 300_000);
    }
  }
});

/** Whatever of `selectors` sticks out of the 320 px viewport or is not shown at all. */
const cutOff = (page: Page, selectors: string[]) =>
  page.evaluate(
    (list) =>
      list.filter((selector) => {
        const el = document.querySelector(selector);
        if (!el) return true;
        const box = el.getBoundingClientRect();
        return box.width === 0 || box.left < 0 || box.right > window.innerWidth;
      }),
    selectors,
  );

describe('search page: reflow at 320 px (WCAG 1.4.10)', () => {
  it('needs no horizontal scrolling of the page, with the filters, the results and the table', async () => {
    const page = await signInAs(ROLES['company admin'], 'it');
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${e2e.server.url}/search`);
    await page.locator(FILTERS).waitFor();
    const controls = [
      '#page-title',
      '[data-testid="search-save"]',
      '[data-testid="search-list"]',
      '#f-text',
      '#f-skills',
      '[data-filter="work_area"]',
      '[data-testid="search-run"]',
      '[data-testid="search-total"]',
    ];
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBeLessThanOrEqual(320);
    expect(await cutOff(page, controls)).toEqual([]);

    await page.locator('#f-text').fill('developer');
    await page.locator('[data-testid="search-run"]').click();
    await page.locator('[data-testid="result-card"]').first().waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(320);
    expect(
      await cutOff(page, [...controls, '[data-testid="result-card"]', '[data-testid="search-sort"]']),
    ).toEqual([]);
    // The first result is not hidden under the filters when the page scrolls to it.
    await page.locator('[data-testid="result-card"] button').first().scrollIntoViewIfNeeded();
    const covered = await page
      .locator('[data-testid="result-card"] button')
      .first()
      .evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
        return !!hit && !el.contains(hit);
      });
    expect(covered).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'search-320-cards');

    // The table scrolls inside its own region, not the page.
    await page.locator('[data-testid="search-view"] .p-button').nth(1).click();
    await page.locator('[data-testid="results-table"]').waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(320);
    expect(await seriousAxeViolations(page, '[data-testid="results-table"]')).toEqual([]);
    await screenshot(page, 'search-320-table');
  });
});
