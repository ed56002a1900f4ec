import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyApplication } from '@hiring/domain';
import { callApi } from './support/api.js';
import { seriousAxeViolations } from './support/axe-check.js';
import { pathOf, useE2E } from './support/harness.js';
import { expectFocusOn, tabTo } from './support/keyboard.js';
import { startMailSink } from './support/mail-sink.js';
import { screenshot, type TestPage } from './support/page.js';
import { PHONE, SMALL_PDF } from './support/talents.js';

/**
 * Issue 19, points 2 and 4 in the candidate app at 390 × 844, with the bot check on: a visitor opens
 * a published job's apply link, is sent to sign in, signs up, confirms through the mailed link, signs
 * in and applies with a CV and the consent; the company sees the application and the version
 * consented to. A member of staff is refused on the candidate's sign-in; a forgotten password is reset
 * through the mailed link; the sign-in works by keyboard alone. axe on every page, in Italian and English.
 */
let sink: Awaited<ReturnType<typeof startMailSink>>;
beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(async () => {
  await sink?.close();
});
// Consent asked (the disableConsent module off, as a company that records it).
const e2e = useE2E({ env: () => ({ SMTP_URL: sink.url, MODULE_DISABLE_CONSENT: 'false' }) });

const GIULIA = 'giulia.rossi@tecnoware.demo';
const MARCO = 'marco.bianchi@tecnoware.demo';
const JOB = 'Sviluppatore/trice full stack TypeScript';
const CANDIDATE = { firstname: 'Lucia', lastname: 'Ferri', email: 'lucia.ferri@talenti.example' };
const PASSWORD = 'Lucia2026!x';
const NEW_PASSWORD = 'Ferri2026?y';

let staff: Page;
let jobId: number;
let applicationId: number;

const url = (path: string) => `${e2e.server.url}${path}`;

/** A fresh phone-sized page in the given language (the candidate app keeps it in local storage). */
async function phonePage(lang: 'it' | 'en' = 'it'): Promise<TestPage> {
  const opened = await e2e.newPage();
  await opened.page.setViewportSize(PHONE);
  if (lang === 'en') {
    await opened.page.addInitScript(() => localStorage.setItem('talents.lang', 'en'));
  }
  return opened;
}

/** Waits for the page's heading, then checks axe and takes the screenshot. */
async function look(page: Page, name: string): Promise<void> {
  await page.locator('h1').first().waitFor();
  expect(await seriousAxeViolations(page), name).toEqual([]);
  await screenshot(page, name);
}

const noHorizontalScroll = async (page: Page) => {
  await page.setViewportSize({ width: 320, height: 720 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize(PHONE);
};

const linkIn = async (address: string, path: string, since: number) => {
  const [, link] = await sink.next(address, new RegExp(`(http://\\S+?${path}\\?[^\\s"<>]+)`), since);
  return link!.replaceAll('&amp;', '&');
};

beforeAll(async () => {
  staff = (await e2e.newPage()).page;
  await e2e.signIn(staff, GIULIA);
  const jobs = await callApi<Array<{ id: number; name: string }>>(
    staff,
    'GET',
    '/job?select=id,name&take=200',
  );
  jobId = jobs.find((j) => j.name === JOB)!.id;
});

describe('candidate app: sign-up, confirmation, sign-in and applying', () => {
  it('takes a visitor from the apply link through sign-up and the mailed confirmation to a sent application', async () => {
    const { page, pageErrors } = await phonePage();

    // The apply link of the public job page: signed out, the router sends the visitor to sign in.
    await page.goto(url(`/talents/apply/${jobId}`));
    await page.waitForURL((u) => u.pathname === '/talents/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/talents/apply/${jobId}`);
    await look(page, 'talents-login-it');

    // Sign-up keeps where the visitor was going.
    await page.getByRole('link', { name: 'Registrati' }).last().click();
    await page.waitForURL((u) => u.pathname === '/talents/signup');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/talents/apply/${jobId}`);
    await look(page, 'talents-signup-it');
    await noHorizontalScroll(page);

    // Validated on submit: the first invalid field takes the focus, its error tied to it.
    await page.locator('button[type="submit"]').click();
    await expectFocusOn(page, '#signup-firstname');
    expect(await page.locator('#signup-firstname').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#signup-firstname').getAttribute('aria-describedby')).toBe(
      'signup-firstname-error',
    );
    await page.locator('#signup-firstname').fill(CANDIDATE.firstname);
    await page.locator('#signup-lastname').fill(CANDIDATE.lastname);
    await page.locator('#signup-email').fill(`  ${CANDIDATE.email.toUpperCase()} `);
    await page.locator('#signup-password').fill('abc');
    await page.locator('button[type="submit"]').click();
    await expectFocusOn(page, '#signup-password');
    // The show button reveals what was typed.
    await page.getByRole('button', { name: 'Mostra la password' }).click();
    expect(await page.locator('#signup-password').getAttribute('type')).toBe('text');
    await page.locator('#signup-password').fill(PASSWORD);
    await page.locator('[data-strength="strong"]').waitFor();
    await screenshot(page, 'talents-signup-filled-it');

    const since = sink.received.length;
    const registered = page.waitForResponse((r) => r.url().endsWith('/api/auth/register/candidate'));
    await page.locator('button[type="submit"]').click();
    expect((await registered).status()).toBe(201);
    await page.locator('[data-state="sent"]').waitFor();
    expect(await page.locator('[data-state="sent"]').textContent()).toContain(CANDIDATE.email);
    await look(page, 'talents-signup-sent-it');

    // The mail's link, opened as from the inbox: the address is confirmed, and the application waits.
    const confirmLink = await linkIn(CANDIDATE.email, '/talents/confirm', since);
    expect(new URL(confirmLink).origin).toBe(e2e.server.url);
    await page.goto(confirmLink);
    await page.locator('[data-state="confirmed"]').waitFor();
    await look(page, 'talents-confirmed-it');
    await page.getByRole('link', { name: 'Accedi e continua la candidatura' }).click();
    await page.waitForURL((u) => u.pathname === '/talents/login');
    expect(await page.locator('#login-email').inputValue()).toBe(CANDIDATE.email);
    await page.locator('#login-password').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === `/talents/apply/${jobId}`);

    // The apply page: the job, the phone and the CV the profile lacks, the consent.
    await page.locator('[data-state="form"]').waitFor();
    expect(await page.locator('h1').textContent()).toContain(JOB);
    await look(page, 'talents-apply-it');
    await noHorizontalScroll(page);
    await page.locator('#apply-phone').fill('+39 333 123 4567');
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/file/curriculum'));
    await page
      .locator('#apply-cv')
      .setInputFiles({ name: 'lucia-ferri-cv.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
    expect((await uploaded).status()).toBe(201);
    await page.locator('[data-testid="cv-picker"]', { hasText: 'lucia-ferri-cv.pdf' }).waitFor();
    await page.getByText('Sostituisci il curriculum').waitFor();

    // The consent is asked before anything is sent.
    await page.locator('button[type="submit"]').click();
    await expectFocusOn(page, '#apply-consent');
    expect(await page.locator('#apply-consent').getAttribute('aria-describedby')).toBe('apply-consent-error');
    const policy = await page.evaluate(async () => {
      const response = await fetch('/api/privacy/policy-version');
      return ((await response.json()) as { data: { version: string } }).data;
    });
    expect(await page.locator('label[for="apply-consent"]').textContent()).toContain(policy.version);
    await page.locator('#apply-consent').check();
    await screenshot(page, 'talents-apply-filled-it');
    const applied = page.waitForResponse(
      (r) => r.url().endsWith('/api/application') && r.request().method() === 'POST',
    );
    await page.locator('button[type="submit"]').click();
    const answer = await applied;
    expect(answer.status()).toBe(201);
    const created = ((await answer.json()) as { data: { id: number; policyVersion: string } }).data;
    expect(created.policyVersion).toBe(policy.version);
    applicationId = created.id;

    await page.locator('[data-state="sent"]').waitFor();
    expect(await page.locator('h1').textContent()).toBe('Candidatura inviata');
    await expect
      .poll(() => page.locator('[aria-live="polite"]').textContent())
      .toBe(`Candidatura inviata: ${JOB}`);
    await look(page, 'talents-apply-sent-it');
    expect(await page.getByRole('link', { name: 'Segui la candidatura' }).getAttribute('href')).toBe(
      `/talents/applications/${applicationId}`,
    );

    // The company sees it on the board; the candidate's consent names the application and the version.
    const board = await callApi<{ applications: Array<{ id: number }> }>(staff, 'GET', `/board/${jobId}`);
    expect(board.applications.map((a) => a.id)).toContain(applicationId);
    const consents = await page.evaluate(async () => {
      const response = await fetch('/api/me/consents', {
        headers: { authorization: `Bearer ${localStorage.getItem('talents.accessToken') ?? ''}` },
      });
      return (
        (await response.json()) as {
          data: Array<{ kind: string; applicationId: number | null; policyVersion: string }>;
        }
      ).data;
    });
    expect(consents).toContainEqual(
      expect.objectContaining({ kind: 'privacy-policy', applicationId, policyVersion: policy.version }),
    );

    // Coming back to the apply link: already applied, with the way to the application.
    await page.goto(url(`/talents/apply/${jobId}`));
    await page.locator('[data-state="already"]').waitFor();
    await look(page, 'talents-apply-already-it');
    expect(await page.getByRole('link', { name: 'Vai alla tua candidatura' }).getAttribute('href')).toBe(
      `/talents/applications/${applicationId}`,
    );
    const mine = await page.evaluate(async () => {
      const response = await fetch('/api/talents/applications', {
        headers: { authorization: `Bearer ${localStorage.getItem('talents.accessToken') ?? ''}` },
      });
      return ((await response.json()) as { data: MyApplication[] }).data;
    });
    expect(mine.map((a) => a.id)).toEqual([applicationId]);

    // A post that does not exist says so, with the way home.
    await page.goto(url('/talents/apply/999999'));
    await page.locator('[data-state="gone"]').waitFor();
    await look(page, 'talents-apply-gone-it');
    expect(pageErrors).toEqual([]);
  });

  it('refuses a member of staff on the candidate sign-in, keeping no session', async () => {
    const { page } = await phonePage();
    await page.goto(url('/talents/login'));
    await page.locator('#login-email').fill(MARCO);
    await page.locator('#login-password').fill(e2e.password);
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.locator('form button[type="submit"]').click();
    await page.locator('[data-refusal="staff"]').waitFor();
    expect((await loggedOut).status()).toBe(204);
    expect(await page.evaluate(() => localStorage.getItem('talents.accessToken'))).toBeNull();
    expect(pathOf(page)).toBe('/talents/login');
    expect(
      await page.getByRole('link', { name: 'Vai all’accesso per le aziende' }).getAttribute('href'),
    ).toBe('/login');
    await look(page, 'talents-login-staff-it');
  });

  it('tells an unconfirmed candidate to confirm and sends the code again', async () => {
    const { page } = await phonePage('en');
    const email = 'marta.galli@talenti.example';
    await page.goto(url('/talents/signup'));
    await page.locator('#signup-firstname').fill('Marta');
    await page.locator('#signup-lastname').fill('Galli');
    await page.locator('#signup-email').fill(email);
    await page.locator('#signup-password').fill(PASSWORD);
    await page.locator('#signup-lang').selectOption('en');
    await page.locator('button[type="submit"]').click();
    await page.locator('[data-state="sent"]').waitFor();
    await look(page, 'talents-signup-sent-en');

    await page.goto(url('/talents/login'));
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.locator('[data-refusal="unconfirmed"]').waitFor();
    await look(page, 'talents-login-unconfirmed-en');
    const since = sink.received.length;
    await page.locator('[data-testid="resend-code"]').click();
    await page.getByText(`We sent a new confirmation link to ${email}.`).waitFor();
    const link = await linkIn(email, '/talents/confirm', since);
    expect(new URL(link).searchParams.get('email')).toBe(email);

    // A wrong code: said plainly, with the resend and the code form.
    await page.goto(url(`/talents/confirm?email=${encodeURIComponent(email)}&code=000000`));
    await page.locator('[data-state="failed"]').waitFor();
    await page.getByText('The code is wrong or has expired. Ask for a new one.').waitFor();
    await look(page, 'talents-confirm-failed-en');
    // The code typed by hand confirms too.
    await page.locator('#confirm-code').fill(new URL(link).searchParams.get('code')!);
    await page.locator('form button[type="submit"]').click();
    await page.locator('[data-state="confirmed"]').waitFor();
    await look(page, 'talents-confirmed-en');
  });

  it('resets a forgotten password through the mailed link', async () => {
    const { page } = await phonePage();
    await page.goto(url('/talents/login'));
    await page.getByRole('link', { name: 'Password dimenticata?' }).click();
    await page.waitForURL((u) => u.pathname === '/talents/forgot-password');
    await look(page, 'talents-forgot-it');
    // The address is lowercased and stripped, as spec 4's recovery asks.
    await page.locator('#forgot-email').fill(` ${CANDIDATE.email.toUpperCase()}`);
    const since = sink.received.length;
    await page.locator('form button[type="submit"]').click();
    await page.locator('[data-state="sent"]').waitFor();
    expect(await page.locator('[data-state="sent"]').textContent()).toContain(CANDIDATE.email);
    await look(page, 'talents-forgot-sent-it');
    // "Send it again" goes back to the form, the address kept.
    await page.getByRole('button', { name: 'Invia di nuovo' }).click();
    expect(await page.locator('#forgot-email').inputValue()).toBe(CANDIDATE.email);

    const link = await linkIn(CANDIDATE.email, '/talents/reset-password', since);
    await page.goto(link);
    await look(page, 'talents-reset-it');
    await page.locator('#reset-password').fill(NEW_PASSWORD);
    await page.locator('#reset-confirm').fill('something else 1');
    await page.locator('form button[type="submit"]').click();
    await expectFocusOn(page, '#reset-confirm');
    await page.locator('#reset-confirm').fill(NEW_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === '/talents/login' && u.searchParams.get('notice') === 'reset');
    await page.getByText('Password aggiornata: accedi con la nuova password.').waitFor();

    // The link is spent.
    await page.goto(link);
    await page.locator('#reset-password').fill(NEW_PASSWORD);
    await page.locator('#reset-confirm').fill(NEW_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page
      .getByText('Il link non è valido, è già stato usato o è scaduto. Chiedine uno nuovo.')
      .waitFor();
  });

  it('signs in by keyboard alone, with the new password, and signs out', async () => {
    const { page } = await phonePage();
    await page.goto(url('/talents/login'));
    await page.locator('h1').waitFor();
    await tabTo(page, '#login-email');
    await page.keyboard.type(CANDIDATE.email);
    await tabTo(page, '#login-password');
    await page.keyboard.type(NEW_PASSWORD);
    // The show button is reachable and works by keyboard.
    await tabTo(page, 'button[aria-controls="login-password"]');
    await page.keyboard.press('Enter');
    expect(await page.locator('#login-password').getAttribute('type')).toBe('text');
    await page.keyboard.press('Enter');
    expect(await page.locator('#login-password').getAttribute('type')).toBe('password');
    await tabTo(page, 'form button[type="submit"]');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/talents/applications');

    // Signing out ends the session on the server too: its token is refused afterwards.
    const token = await page.evaluate(() => localStorage.getItem('talents.accessToken'));
    await page.getByRole('button', { name: 'Esci' }).click();
    await page.waitForURL((u) => u.pathname === '/talents');
    expect(await page.evaluate(() => localStorage.getItem('talents.accessToken'))).toBeNull();
    const after = await fetch(url('/api/auth/user'), { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
    await page.goto(url('/talents/applications'));
    await page.waitForURL((u) => u.pathname === '/talents/login');
  });

  it('shows every account page in English, axe-clean', async () => {
    const { page } = await phonePage('en');
    for (const [path, name] of [
      ['/talents/login', 'talents-login-en'],
      ['/talents/signup', 'talents-signup-en'],
      ['/talents/confirm', 'talents-confirm-en'],
      ['/talents/forgot-password', 'talents-forgot-en'],
      ['/talents/reset-password?token=x', 'talents-reset-en'],
    ] as const) {
      await page.goto(url(path));
      await look(page, name);
    }
    await page.goto(url('/talents/reset-password'));
    await page.getByText('This link is incomplete').waitFor();

    // The apply page in English, for the confirmed candidate of the first test.
    await page.goto(url('/talents/login'));
    await page.locator('#login-email').fill('marta.galli@talenti.example');
    await page.locator('#login-password').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === '/talents/applications');
    await page.goto(url(`/talents/apply/${jobId}`));
    await page.locator('[data-state="form"]').waitFor();
    await look(page, 'talents-apply-en');
  });
});
