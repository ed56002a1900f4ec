import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@hiring/domain';
import { callApi } from './support/api.js';
import { pathOf, useE2E } from './support/harness.js';
import { text } from './support/messages.js';
import { screenshot } from './support/page.js';
import { watchRequests } from './support/network-quiet.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';
const SEARCH_NAME = 'Sviluppatori disponibili';

const e2e = useE2E();

/** Rows of one IndexedDB store of the local reference database. */
function countLocal(page: Page, store: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('hiring-reference');
        // Not there yet: create nothing (the app's own open would have to upgrade it).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            return resolve(0);
          }
          const count = db.transaction(name).objectStore(name).count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(new Error(String(count.error)));
          // Closed at once, so a later version change of the app is never blocked by this reader.
          db.close();
        };
      }),
    store,
  );
}

/** The reference reads (GET /api/{table}) a page makes, after the model registry. */
function recordReferenceReads(page: Page): Request[] {
  const reads: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      request.method() === 'GET' &&
      /^\/api\/(model|professional-skill|language|location)$/.test(url.pathname)
    ) {
      reads.push(request);
    }
  });
  return reads;
}

/** Waits until the local database holds the professional skills (the sync runs after sign-in). */
async function waitForSync(page: Page): Promise<number> {
  await expect.poll(() => countLocal(page, 'professional_skill'), { timeout: 20_000 }).toBeGreaterThan(100);
  return countLocal(page, 'professional_skill');
}

describe('candidate search', () => {
  let page: Page;
  let skill: { name: string };

  beforeAll(async () => {
    page = (await e2e.newPage()).page;
    await e2e.signIn(page, GIULIA);
    // A skill one of the developers really has, so the combined search finds someone.
    const found = await callApi<SearchResult>(page, 'POST', '/search', {
      filters: { text: 'developer', excludeEmployed: true },
    });
    expect(found.total).toBeGreaterThan(0);
    skill = found.items[0]!.skills[0]!;
  });

  it('fills IndexedDB from the reference sync, and a second load asks only what changed', async () => {
    const fresh = (await e2e.newPage()).page;
    const firstReads = recordReferenceReads(fresh);
    await e2e.signIn(fresh, GIULIA);
    const skills = await waitForSync(fresh);
    expect(await countLocal(fresh, 'language')).toBeGreaterThan(20);
    expect(await countLocal(fresh, 'work_years')).toBe(6);
    const firstSkillReads = firstReads.filter((r) => r.url().includes('/professional-skill'));
    expect(firstSkillReads.length).toBeGreaterThan(0);
    expect(firstSkillReads.some((r) => !r.url().includes('updatedAt'))).toBe(true);

    const secondReads = recordReferenceReads(fresh);
    const network = watchRequests(fresh);
    await fresh.reload();
    await expect.poll(() => secondReads.some((r) => r.url().includes('/api/model'))).toBe(true);
    await network.quiet();
    // Nothing changed on the server: only the registry is read, never a whole table again.
    expect(secondReads.filter((r) => !r.url().includes('/api/model')).map((r) => r.url())).toEqual([]);
    expect(await countLocal(fresh, 'professional_skill')).toBe(skills);
  });

  it('searches with several filters, saves the search and reopens it from the list', async () => {
    await page.goto(`${e2e.server.url}/search`);
    await waitForSync(page);
    await page.locator('#f-text').fill('developer');
    await page.locator('#f-skills').pressSequentially(skill.name.slice(0, 5), { delay: 30 });
    await page.locator('.p-autocomplete-panel li', { hasText: skill.name }).first().click();
    await page.locator('[data-skill-id]').first().waitFor();
    await page.locator('label[for="f-excludeEmployed"]').click();
    const searched = page.waitForResponse(
      (r) => r.url().endsWith('/api/search') && r.request().method() === 'POST',
    );
    await page.locator('[data-testid="search-run"]').click();
    const body = (await (await searched).json()) as { data: SearchResult };
    const sent = JSON.parse((await searched).request().postData() ?? '{}') as {
      filters: Record<string, unknown>;
    };
    expect(Object.keys(sent.filters).sort()).toEqual(['excludeEmployed', 'professionalSkills', 'text']);
    expect(body.data.total).toBeGreaterThan(0);

    const cards = page.locator('[data-testid="result-card"]');
    await expect.poll(() => cards.count()).toBe(Math.min(body.data.total, 200));
    // Every result explains its rank: the skill and the text matched.
    const explanation = await cards.first().locator('[data-testid="rank-explanation"]').innerText();
    expect(explanation).toContain(skill.name);
    expect(explanation).toContain(text(e2e.it, 'search.filters.text'));
    // The table view's DataTable is loaded when the view is chosen, not with the page.
    const scripts = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect((await scripts()).filter((url) => url.includes('/assets/datatable'))).toEqual([]);
    await page.locator('[data-testid="search-view"] .p-button').nth(1).click();
    await page.locator('[data-testid="results-table"]').waitFor();
    expect((await scripts()).filter((url) => url.includes('/assets/datatable')).length).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'search-results-it');

    await page.locator('[data-testid="search-save"]').click();
    await page.locator('#save-search-name').fill(SEARCH_NAME);
    await page.locator('[data-testid="save-search-submit"]').click();
    await page.waitForURL(/\/search\/\d+$/);
    const savedId = Number(pathOf(page).split('/').pop());

    await page.goto(`${e2e.server.url}/search/list`);
    const row = page.locator('[data-testid="saved-searches"] tr', { hasText: SEARCH_NAME });
    await row.waitFor();
    await screenshot(page, 'saved-searches-it');
    await row.locator('[data-testid="saved-search-open"]').click();
    await page.waitForURL(`${e2e.server.url}/search/${savedId}`);
    await expect.poll(() => page.locator('#f-text').inputValue()).toBe('developer');
    await expect
      .poll(() => page.locator('[data-testid="search-total"]').innerText())
      .toContain(String(body.data.total));
    expect(await page.locator('#page-title').innerText()).toBe(SEARCH_NAME);
  });

  it('opens a profile, saves it with a note, and downloads its PDF from the saved profiles', async () => {
    await page.goto(`${e2e.server.url}/search`);
    await page.locator('#f-text').fill('developer');
    await page.locator('[data-testid="search-run"]').click();
    const first = page.locator('[data-testid="result-card"]').first();
    await first.waitFor();
    const userId = Number(await first.getAttribute('data-user-id'));
    await first.locator('button').first().click();
    const name = await page.locator('[data-testid="profile-name"]').innerText();
    await page.locator('[data-testid="profile-save"]').click();
    await page.locator('#saved-profile-note').fill('Forte su React');
    await page.locator('[data-testid="note-submit"]').click();
    await page.locator('.p-toast-message', { hasText: name }).first().waitFor();

    // Invite the candidate to one of the company's published jobs.
    await page.locator('[data-testid="profile-invite"]').click();
    const dialog = page.locator('[data-testid="invite-dialog"]');
    await dialog.locator('.p-dropdown').click();
    await page.locator('.p-dropdown-panel li[role="option"]').first().click();
    expect(await dialog.locator('#invite-message').inputValue()).toContain(name.split(' ')[0]!);
    const invited = page.waitForResponse((r) => r.url().endsWith('/api/job-invitation'));
    await dialog.locator('[data-testid="invite-submit"]').click();
    expect((await invited).status()).toBe(201);
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(`${e2e.server.url}/profile/list`);
    const row = page.locator('[data-testid="saved-profiles"] tr', { hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toContain('Forte su React');
    await screenshot(page, 'saved-profiles-it');

    const pdf = page.waitForResponse((r) => r.url().endsWith(`/api/user-detail/${userId}.pdf`));
    const tab = page.context().waitForEvent('page');
    await row.getByRole('button', { name: new RegExp(text(e2e.it, 'profiles.pdf')) }).click();
    const response = await pdf;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    await (await tab).close();
    // The bytes behind the button: a real PDF that names the candidate.
    const head = await page.evaluate(async (url) => {
      const res = await fetch(url, {
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return new TextDecoder('latin1').decode(await res.arrayBuffer());
    }, `/api/user-detail/${userId}.pdf`);
    expect(head.startsWith('%PDF-')).toBe(true);
  });
});
