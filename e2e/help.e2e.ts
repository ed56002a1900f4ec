import { AxeBuilder } from '@axe-core/playwright';
import { defaultCompanyRoles } from '@hiring/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { pathOf, useE2E } from './support/harness.js';
import { readMessages, text, type Messages } from './support/messages.js';
import { animationsDone, screenshot } from './support/page.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';
const MARCO = 'marco.bianchi@tecnoware.demo';
const SARA = 'sara.conti@tecnoware.demo';
const PAOLO = 'paolo.verdi@studioverdi.demo';

const e2e = useE2E();
const help = {} as Record<'it' | 'en', Messages>;
beforeAll(async () => {
  [help.it, help.en] = await Promise.all([readMessages('it', 'help'), readMessages('en', 'help')]);
});

const roleName = (key: string, lang: 'it' | 'en') => {
  const role = defaultCompanyRoles.find((r) => r.key === key)!;
  return lang === 'it' ? role.name : role.nameEn;
};

/** Signs in, in the given language (kept in local storage, as the language switch does). */
async function signInAs(email: string, lang: 'it' | 'en' = 'it'): Promise<Page> {
  const { page } = await e2e.newPage();
  await page.goto(`${e2e.server.url}/login`);
  await page.evaluate((lng) => localStorage.setItem('lang', lng), lang);
  await e2e.signIn(page, email);
  return page;
}

async function openGuide(page: Page, hash = ''): Promise<void> {
  await page.goto(`${e2e.server.url}/guide${hash}`);
  await page.locator('#guide-search').waitFor();
}

/** The questions shown (each accordion header carries its entry id). */
const questions = (page: Page) => page.locator('[data-entry]');

const hitQuestions = (page: Page) =>
  page
    .locator('[data-testid="guide-hits"] [data-entry]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-entry')));

describe('the FAQ', () => {
  it('lists 8 topics and at least 20 questions, and searches in Italian as the user types', async () => {
    const page = await signInAs(MARCO);
    await openGuide(page);
    expect(await page.locator('#page-title').textContent()).toBe(text(e2e.it, 'routes.guide'));
    expect(await page.locator('section[data-topic]').count()).toBe(8);
    expect(await questions(page).count()).toBeGreaterThanOrEqual(20);
    await screenshot(page, 'guide-it');

    // Typed without the accent and in capitals: the accented questions are found, best first.
    await page.locator('#guide-search').pressSequentially('PERCHE');
    const status = page.locator('[data-testid="guide-status"]');
    await page.locator('[data-testid="guide-hits"]').waitFor();
    const hits = await hitQuestions(page);
    expect(hits.length).toBeGreaterThanOrEqual(3);
    expect(await status.textContent()).toBe(
      text(help.it, 'resultCount_other', { count: String(hits.length), text: 'PERCHE' }),
    );
    // Questions starting with the word come before an answer that merely contains it.
    expect(hits.slice(0, 3)).toEqual(['job-approval', 'contact-details', 'vat-id']);
    const first = page.locator('[data-testid="guide-hits"] [data-entry="job-approval"]');
    expect(await first.locator('mark').allTextContents()).toEqual(['Perché']);
    // The last hit matched in its answer only: a piece of the answer shows with the word marked.
    const last = page.locator(`[data-testid="guide-hits"] [data-entry="${hits.at(-1)}"]`);
    expect((await last.locator('mark').allTextContents()).map((m) => m.toLowerCase())).toContain('perché');

    // An entry opens in its accordion with the answer, the word marked there too.
    await first.click();
    const answer = page.locator('#job-approval .p-accordion-content');
    await answer.waitFor();
    const written = text(help.it, 'entries.job-approval.a');
    expect(await answer.textContent()).toContain(written.split('\n')[0]!.slice(0, 60));
    await animationsDone(page, '#job-approval');
    await screenshot(page, 'guide-search-it');

    // Escape clears the search: the topics come back.
    await page.locator('#guide-search').press('Escape');
    await page.locator('section[data-topic="jobs"]').waitFor();
    expect(await status.textContent()).toBe('');
  });

  it('searches in English, answers "no results" with a way to contact us that carries the question', async () => {
    const page = await signInAs(GIULIA, 'en');
    await openGuide(page);
    expect(await page.locator('#page-title').textContent()).toBe(text(e2e.en, 'routes.guide'));

    await page.locator('#guide-search').pressSequentially('invoice');
    await page.locator('[data-testid="guide-hits"]').waitFor();
    // The hits of the first letters show first; the English texts may come after them.
    await expect.poll(async () => (await hitQuestions(page))[0]).toBe('budget');
    const budget = page.locator('[data-testid="guide-hits"] [data-entry="budget"]');
    expect(await budget.locator('mark').allTextContents()).toEqual(['invoice']);
    await screenshot(page, 'guide-search-en');

    await page.locator('#guide-search').fill('');
    await page.locator('#guide-search').pressSequentially('fax number');
    await page.locator('[data-testid="guide-no-results"]').waitFor();
    expect(await page.locator('[data-testid="guide-status"]').textContent()).toBe(
      text(help.en, 'noResultsTitle', { text: 'fax number' }),
    );
    await screenshot(page, 'guide-no-results-en');
    await page.locator('#guide-contact-us').click();
    await page.waitForURL(/\/contacts\?subject=fax%20number$/);
    expect(await page.locator('#support-subject').inputValue()).toBe('fax number');
    // The subject is written: the message is what is left.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('support-message');
  });

  it('opens the entry a deep link names and brings it into view', async () => {
    const page = await signInAs(SARA);
    await openGuide(page, '#change-password');
    const tab = page.locator('#change-password');
    await tab.locator('.p-accordion-content').waitFor();
    expect(await tab.locator('.p-accordion-header-link').getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => tab.evaluate((node) => node.getBoundingClientRect().top)).toBeLessThan(300);
    // Its link to the page it talks about.
    await tab.getByRole('link', { name: text(e2e.it, 'routes.account') }).click();
    await page.waitForURL(`${e2e.server.url}/account`);

    // A deep link leaves a search that does not show its entry.
    await openGuide(page);
    await page.locator('#guide-search').fill('colloquio');
    await page.locator('[data-testid="guide-hits"]').waitFor();
    await page.goto(`${e2e.server.url}/guide#delete-account`);
    await page.locator('#delete-account .p-accordion-content').waitFor();
    expect(await page.locator('#guide-search').inputValue()).toBe('');
  });
});

describe('contacts', () => {
  it('shows Tecnoware its account manager and the support address, and sends the support form', async () => {
    const page = await signInAs(MARCO);
    const menu = await callApi<Array<{ id: number; current: boolean }>>(page, 'GET', '/company/@menu');
    const company = menu.find((c) => c.current)!;
    const contacts = await callApi<{ supportEmail: string; accountManager: { email: string } | null }>(
      page,
      'GET',
      `/company/contacts/${company.id}`,
    );
    expect(contacts.accountManager?.email).toBe('admin@hiring.demo');

    await page.goto(`${e2e.server.url}/contacts`);
    const manager = page.locator('[data-testid="account-manager"]');
    await manager.waitFor();
    expect(await manager.textContent()).toContain('Alberto Neri');
    expect(await page.locator('[data-testid="manager-email"]').getAttribute('href')).toBe(
      'mailto:admin@hiring.demo',
    );
    expect(await page.locator('[data-testid="support-email"]').textContent()).toBe(contacts.supportEmail);
    await screenshot(page, 'contacts-it');

    // Empty: both fields say they are required (spec 5), nothing is sent.
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/mail/support')) posted++;
    });
    await page.locator('#support-send').click();
    const required = text(e2e.it, 'common.error.mandatory');
    await page.locator('#support-subject-error', { hasText: required }).waitFor();
    await page.locator('#support-message-error', { hasText: required }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('support-subject');
    // Blanks only are empty too.
    await page.locator('#support-subject').fill('   ');
    await page.locator('#support-send').click();
    await page.locator('#support-subject-error', { hasText: required }).waitFor();
    expect(posted).toBe(0);

    await page.locator('#support-subject').fill('Annuncio non visibile');
    await page.locator('#support-message').fill('Buongiorno,\nil mio annuncio non compare nella ricerca.');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/mail/support'));
    await page.locator('#support-send').click();
    const answer = await sent;
    expect(answer.status()).toBe(204);
    expect(answer.request().postDataJSON()).toEqual({
      subject: 'Annuncio non visibile',
      message: 'Buongiorno,\nil mio annuncio non compare nella ricerca.',
    });
    const toast = page.locator('.p-toast .p-toast-message-success .p-toast-detail');
    await toast.waitFor();
    expect(await toast.textContent()).toBe(text(help.it, 'sent', { email: MARCO }));
    // The form clears for the next message.
    expect(await page.locator('#support-subject').inputValue()).toBe('');
    expect(await page.locator('#support-message').inputValue()).toBe('');
    expect(await page.locator('#support-subject-error').count()).toBe(0);
    await animationsDone(page, '.p-toast');
    await screenshot(page, 'contacts-sent-it');
  });

  it('tells Studio Verdi, which has no account manager, to write to support', async () => {
    const page = await signInAs(PAOLO, 'en');
    await page.goto(`${e2e.server.url}/contacts`);
    const none = text(help.en, 'managerNone', { company: 'Studio Verdi & Associati' });
    await page.getByText(none).waitFor();
    expect(await page.locator('[data-testid="account-manager"]').count()).toBe(0);
    expect(pathOf(page)).toBe('/contacts');
  });
});

describe('accessibility of the help pages', () => {
  /** The serious and critical axe violations of the page as it is now. */
  const serious = async (page: Page) =>
    (
      await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    ).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' / ')}`);

  it('finds no serious or critical violations on the guide (browsing and searching) and on contacts', async () => {
    const page = await signInAs(GIULIA);
    await openGuide(page, '#roles');
    await page.locator('#roles .p-accordion-content').waitFor();
    expect(await serious(page)).toEqual([]);
    await page.locator('#guide-search').fill('colloquio');
    await page.locator('[data-testid="guide-hits"] mark').first().waitFor();
    expect(await serious(page)).toEqual([]);

    await page.goto(`${e2e.server.url}/contacts`);
    await page.locator('[data-testid="account-manager"]').waitFor();
    await page.locator('#support-send').click();
    await page.locator('#support-message-error').waitFor();
    expect(await serious(page)).toEqual([]);
  });
});

describe('the dashboard account card', () => {
  it('names the company role, not its id, in the reader’s language', async () => {
    for (const [email, key, lang] of [
      [MARCO, 'recruiter', 'it'],
      [SARA, 'hiring-assistant', 'it'],
      [GIULIA, 'company-admin', 'en'],
    ] as const) {
      const page = await signInAs(email, lang);
      const role = page.locator('[data-testid="account-role"]');
      await expect.poll(() => role.textContent()).toBe(roleName(key, lang));
      expect(await page.locator('[data-testid="account-company"]').textContent()).toBe('Tecnoware S.r.l.');
      if (email === SARA) await screenshot(page, 'dashboard-account-role');
    }
  });
});
