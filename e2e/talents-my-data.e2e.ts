import { readFile } from 'node:fs/promises';
import { unzipSync, strFromU8 } from 'fflate';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@hiring/domain';
import { seriousAxeViolations } from './support/axe-check.js';
import { useE2E } from './support/harness.js';
import { screenshot } from './support/page.js';
import { fakePushService, TEST_VAPID_KEYS } from './support/push.js';
import { apiFetch, apiLogin, openTalentsAs, PHONE } from './support/talents.js';

const ENDPOINT = 'https://push.example.net/send/talents-device';

/**
 * Issue 19, point 6: "I miei dati" of the candidate app at 390 × 844 — the export saved as the
 * server's ZIP, push on for this browser (stored server-side: the export lists it), the consents, the
 * account's deletion with its receipt, and the sign-in refused afterwards. The session is given through
 * the API: signing in is talents-loop's and talents-keyboard's.
 */
const e2e = useE2E({ env: TEST_VAPID_KEYS });

let candidate: { email: string; login: LoginResponse };
let page: Page;
let context: BrowserContext;

/** A demo candidate with applications (found as the back office finds one), signed in by the API. */
beforeAll(async () => {
  const base = e2e.server.url;
  const sudoer = await apiLogin(base, 'admin.sudoer@hiring.demo', e2e.password);
  const found = (await (
    await apiFetch(base, sudoer.accessToken, 'GET', '/admin/candidates?email=.1%40candidati.demo')
  ).json()) as { data: Array<{ email: string; applications: number }> };
  const email = found.data.find((c) => c.applications > 0)!.email;
  candidate = { email, login: await apiLogin(base, email, e2e.password) };
  const opened = await e2e.newPage();
  ({ page, context } = opened);
  await page.setViewportSize(PHONE);
  await page.addInitScript(fakePushService, ENDPOINT);
  await openTalentsAs(page, base, candidate.login, '/talents/my-data');
});

/** Clicks the export button and reads the ZIP the browser saved: its name and data.json. */
async function exportThroughThePage() {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica i miei dati (ZIP)' }).click();
  const saved = await download;
  const files = unzipSync(new Uint8Array(await readFile((await saved.path())!)));
  const data = JSON.parse(strFromU8(files['data.json']!)) as {
    account: { email: string };
    records: { pushSubscriptions: Array<{ service: string }> };
  };
  return { name: saved.suggestedFilename(), files, data };
}

describe('the candidate app: my data', () => {
  it('shows the page at 390 px, axe clean, and at 320 px without horizontal scroll', async () => {
    await page.locator('h1', { hasText: 'I miei dati' }).waitFor();
    await page.locator('[data-testid="push-hint"][data-state="off"]').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'talents-my-data-390');
    await page.setViewportSize({ width: 320, height: 720 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize(PHONE);
  });

  it('turns push on for this browser: the subscription is stored for the candidate', async () => {
    // The permission the candidate gives when the browser asks after the click (not asked before it:
    // the box shows 'off' without a prompt).
    await context.grantPermissions(['notifications'], { origin: e2e.server.url });
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/push-subscription') && r.request().method() === 'POST',
    );
    await page.getByLabel('Ricevi notifiche su questo browser').click();
    expect((await saved).status()).toBe(201);
    await page.locator('[data-testid="push-hint"][data-state="on"]').waitFor();
    expect(await page.getByLabel('Ricevi notifiche su questo browser').isChecked()).toBe(true);
    await expect
      .poll(() => page.locator('[aria-live="polite"]').textContent())
      .toBe('Notifiche push attivate');
  });

  it('downloads the export: a ZIP under the server’s name with data.json of this candidate (push included)', async () => {
    const { name, files, data } = await exportThroughThePage();
    expect(name).toMatch(/^data-export-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'data.json']));
    expect(data.account.email).toBe(candidate.email);
    expect(data.records.pushSubscriptions.map((s) => s.service)).toEqual(['push.example.net']);
    await page.locator('[data-testid="export-done"]', { hasText: name }).waitFor();
  });

  it('turns push off again: the browser unsubscribes and the server forgets it', async () => {
    const removed = page.waitForResponse(
      (r) => r.url().endsWith('/api/push-subscription') && r.request().method() === 'DELETE',
    );
    await page.getByLabel('Ricevi notifiche su questo browser').click();
    expect((await removed).status()).toBe(204);
    await page.locator('[data-testid="push-hint"][data-state="off"]').waitFor();
    expect(await page.getByLabel('Ricevi notifiche su questo browser').isChecked()).toBe(false);
  });

  it('says what to do, with the box off, when notifications are blocked for the site', async () => {
    const blocked = (await e2e.newPage()).page;
    await blocked.setViewportSize(PHONE);
    // Headless Chromium denies a prompt nobody answers: what a candidate who blocked the site sees.
    await blocked.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    await openTalentsAs(blocked, e2e.server.url, candidate.login, '/talents/my-data');
    const hint = blocked.locator('[data-testid="push-hint"][data-state="denied"]');
    await expect.poll(() => hint.textContent()).toContain('bloccate per questo sito');
    expect(await blocked.getByLabel('Ricevi notifiche su questo browser').isDisabled()).toBe(true);
    expect(await seriousAxeViolations(blocked, 'section[aria-labelledby="my-data-push"]')).toEqual([]);
  });

  it('says so when the hour’s exports are spent (429)', async () => {
    // Five an hour per candidate (docs/privacy.md): four more from elsewhere, then the page's is refused.
    for (let i = 0; i < 4; i++) {
      const response = await apiFetch(e2e.server.url, candidate.login.accessToken, 'GET', '/me/data-export');
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    await page.getByRole('button', { name: 'Scarica i miei dati (ZIP)' }).click();
    await page.getByRole('alert').filter({ hasText: 'nell’ultima ora' }).waitFor();
  });

  it('lists the consents with their policy version (none recorded for this candidate: the consent step is off)', async () => {
    const section = page.locator('section[aria-labelledby="my-data-consents"]');
    await section.getByText('Nessun consenso registrato.').waitFor();
  });

  it('deletes the account with the password: the receipt is shown, the session cleared, signing in refused', async () => {
    const form = page.locator('section[aria-labelledby="my-data-delete"]');
    // Validated on submit: the first missing field takes the focus.
    await form.getByRole('button', { name: 'Elimina definitivamente l’account' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('delete-password');
    expect(await form.locator('#delete-password').getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('Password attuale').fill('not-the-password');
    await form.getByLabel('Ho capito che l’account e i miei dati saranno cancellati per sempre.').check();
    await form.getByRole('button', { name: 'Elimina definitivamente l’account' }).click();
    await form.getByText('La password non è corretta.').waitFor();

    await form.getByLabel('Password attuale').fill(e2e.password);
    const deleted = page.waitForResponse((r) => r.url().endsWith('/api/auth/delete-user'));
    await form.getByRole('button', { name: 'Elimina definitivamente l’account' }).click();
    const receipt = ((await (await deleted).json()) as { data: { code: string } }).data;
    await page.waitForURL(`${e2e.server.url}/talents/account-deleted`);
    const shown = page.locator('[data-testid="erasure-receipt"]');
    await expect
      .poll(() => shown.locator('[data-testid="erasure-receipt-code"]').textContent())
      .toBe(receipt.code);
    await shown.getByText('Candidature (rese anonime)').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('talents.accessToken'))).toBeNull();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'talents-account-deleted');

    // The receipt stays after a reload, and downloads as JSON.
    await page.reload();
    const json = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica la ricevuta (JSON)' }).click();
    const file = await json;
    expect(file.suggestedFilename()).toBe(`erasure-receipt-${receipt.code}.json`);
    expect(JSON.parse(await readFile((await file.path())!, 'utf8'))).toMatchObject({ code: receipt.code });

    // Signing in again is refused, and the old token is dead.
    await expect(apiLogin(e2e.server.url, candidate.email, e2e.password)).rejects.toThrow(/: 401 /);
    expect((await apiFetch(e2e.server.url, candidate.login.accessToken, 'GET', '/me/consents')).status).toBe(
      401,
    );
  });
});
