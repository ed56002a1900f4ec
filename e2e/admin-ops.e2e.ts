import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pickDropdownOption } from './support/dropdown.js';
import { useE2E } from './support/harness.js';
import { watchRequests } from './support/network-quiet.js';
import { animationsDone, screenshot } from './support/page.js';

const SUDOER = 'admin.sudoer@hiring.demo';
const GIULIA = 'giulia.rossi@tecnoware.demo';

// The mail dispatcher on (tests have it off by default): the policy mailing goes out while the page watches.
const e2e = useE2E({ env: { MAIL_DISPATCH_INTERVAL_MS: '300' } });

const settle = async (page: Page) => {
  await watchRequests(page).quiet();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
};

describe('the back office’s mail page and the team’s API keys', () => {
  it('lets a sudoer send a template to an address, find it in the outbox and read its content', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, SUDOER);
    await page.goto(`${e2e.server.url}/admin/mail?tab=templates`);
    await page.locator('[data-page="admin-mail"]').waitFor();

    // The tryer: a template, its data as fields filled with samples, a preview, then a send.
    await pickDropdownOption(page, 'tryer-template', 'password-reset');
    await pickDropdownOption(page, 'tryer-lang', 'Inglese');
    await page.locator('#tryer-data-firstname').fill('Marta');
    await page.getByTestId('tryer-preview').click();
    const result = page.getByTestId('tryer-result');
    await result.waitFor();
    expect(await result.textContent()).toContain('Reset your password');
    const preview = page.frameLocator('[data-testid="tryer-result"] iframe');
    await preview.getByText('Hi Marta,').waitFor();
    expect(await page.locator('[data-testid="tryer-result"] iframe').getAttribute('sandbox')).toBe('');
    await settle(page);
    await screenshot(page, 'admin-mail-tryer');

    await page.locator('#tryer-to').fill('marta.prova@esempio.it');
    await page.getByTestId('tryer-send').click();
    await page.locator('.p-toast-message', { hasText: 'marta.prova@esempio.it' }).waitFor();

    // The outbox shows it, newest first; a filter by address finds it.
    await page.getByTestId('tab-outbox').click();
    const table = page.getByTestId('outbox-table');
    const row = table.locator('tbody tr', { hasText: 'marta.prova@esempio.it' });
    await row.waitFor();
    expect(await table.locator('tbody tr').first().textContent()).toContain('marta.prova@esempio.it');
    expect(await row.textContent()).toContain('password-reset');
    await settle(page);
    await screenshot(page, 'admin-mail-outbox');

    // Its content: the text, and the HTML in a frame that runs nothing.
    await row.getByTestId('outbox-open').click();
    const view = page.getByTestId('mail-view');
    await view.getByTestId('mail-to').filter({ hasText: 'marta.prova@esempio.it' }).waitFor();
    const html = view.locator('iframe[data-testid="mail-html"]');
    expect(await html.getAttribute('sandbox')).toBe('');
    await page.frameLocator('[data-testid="mail-view"] iframe').getByText('Hi Marta,').waitFor();
    await animationsDone(page, '[data-testid="mail-view"]');
    await settle(page);
    await screenshot(page, 'admin-mail-view');
    await view.getByRole('tab', { name: 'Testo' }).click();
    await view.getByTestId('mail-text').waitFor();
    expect(await view.getByTestId('mail-text').textContent()).toContain('Hi Marta,');
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'detached' });

    // A privacy-policy mailing: started with a version, confirmed, worked through in the background.
    await page.getByTestId('tab-policy').click();
    const mailings = page.getByTestId('policy-table');
    await mailings.waitFor();
    await page.locator('#policy-version').fill('2026-11');
    await page.getByTestId('policy-start').click();
    await page.locator('[data-testid="confirm-dialog"] .p-confirm-dialog-accept').click();
    const mailing = mailings.locator('tbody tr', { hasText: '2026-11' });
    await mailing.waitFor();
    // Done once every user's mail left the outbox (polled by the page while under way).
    await mailing.getByText('Concluso').waitFor({ timeout: 30_000 });
    const counts = /^(\d+) inviate, 0 in coda, 0 non riuscite su (\d+)$/.exec(
      (await mailing.getByTestId('policy-counts').textContent()) ?? '',
    );
    expect(counts?.[1]).toBe(counts?.[2]);
    expect(Number(counts?.[2])).toBeGreaterThan(5);
    await settle(page);
    await screenshot(page, 'admin-mail-policy');
  });

  it('lets a sudoer create a recruiter in a company, who is mailed a link to choose a password', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, SUDOER);
    await page.goto(`${e2e.server.url}/admin/sudo`);
    await page.getByTestId('company-search').fill('tecno');
    const open = page
      .getByTestId('companies-table')
      .locator('[data-testid="company-open"]', { hasText: 'Tecnoware' });
    await open.waitFor();
    await open.click();
    const members = page.getByTestId('members-table');
    await members.getByText('giulia.rossi@tecnoware.demo').waitFor();

    await page.getByTestId('new-recruiter').click();
    const dialog = page.getByTestId('new-recruiter-dialog');
    await dialog.locator('#recruiter-email').fill('Luca.Neri@Tecnoware.demo');
    await dialog.locator('#recruiter-firstname').fill('Luca');
    await dialog.locator('#recruiter-lastname').fill('Neri');
    await animationsDone(page, '[data-testid="new-recruiter-dialog"]');
    await settle(page);
    await screenshot(page, 'admin-new-recruiter');
    await dialog.getByTestId('new-recruiter-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await members.getByText('luca.neri@tecnoware.demo').waitFor();
    await page.locator('.p-toast-message', { hasText: 'luca.neri@tecnoware.demo' }).waitFor();

    // The welcome mail, with its set-password link, is in the outbox.
    await page.goto(`${e2e.server.url}/admin/mail`);
    const row = page.getByTestId('outbox-table').locator('tbody tr', { hasText: 'luca.neri@tecnoware.demo' });
    await row.waitFor();
    expect(await row.textContent()).toContain('recruiter-welcome');
    await row.getByTestId('outbox-open').click();
    await page.frameLocator('[data-testid="mail-view"] iframe').getByText('Scegli la password').waitFor();
  });

  it('lets a company admin create an API key, see it once, use it, and revoke it', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.goto(`${e2e.server.url}/team/list`);
    const section = page.getByTestId('api-keys');
    await section.waitFor();
    await section.getByTestId('api-key-create').click();
    const dialog = page.getByTestId('api-key-dialog');
    await dialog.locator('#api-key-name').fill('Sito carriere');
    await pickDropdownOption(page, 'api-key-role', 'Selezionatore');
    await dialog.getByTestId('api-key-submit').click();

    const shown = page.getByTestId('api-key-shown');
    await shown.waitFor();
    const key = await shown.getByTestId('api-key-secret').inputValue();
    expect(key).toMatch(/^hk_[A-Za-z0-9_-]{43}$/);
    await animationsDone(page, '[data-testid="api-key-shown"]');
    await settle(page);
    await screenshot(page, 'team-api-key-shown');

    // The key works as a bearer on the API, in Giulia's company.
    const jobs = await fetch(`${e2e.server.url}/api/job`, { headers: { authorization: `Bearer ${key}` } });
    expect(jobs.status).toBe(200);

    await shown.getByTestId('api-key-done').click();
    await shown.waitFor({ state: 'detached' });
    // Listed without its secret: only the first characters.
    const keyRow = section.locator('tbody tr', { hasText: 'Sito carriere' });
    await keyRow.waitFor();
    expect(await section.textContent()).not.toContain(key);
    expect(await keyRow.textContent()).toContain(key.slice(0, 11));
    await settle(page);
    await screenshot(page, 'team-api-keys');

    await keyRow.getByTestId('api-key-revoke').click();
    await page.locator('[data-testid="confirm-dialog"] .p-confirm-dialog-accept').click();
    await keyRow.getByTestId('api-key-state').filter({ hasText: 'Revocata' }).waitFor();
    expect(await keyRow.getByTestId('api-key-revoke').count()).toBe(0);
    const refused = await fetch(`${e2e.server.url}/api/job`, { headers: { authorization: `Bearer ${key}` } });
    expect(refused.status).toBe(401);
  });
});
