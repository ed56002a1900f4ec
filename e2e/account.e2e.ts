import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathOf, useE2E } from './support/harness.js';
import { text } from './support/messages.js';
import { animationsDone, screenshot } from './support/page.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';
const SARA = 'sara.conti@tecnoware.demo';
const MARCO = 'marco.bianchi@tecnoware.demo';

const e2e = useE2E();

async function gotoLogin(page: Page, query = ''): Promise<void> {
  await page.goto(`${e2e.server.url}/login${query}`);
  await page.locator('#login-title').waitFor();
}

async function gotoAccount(page: Page): Promise<void> {
  await page.goto(`${e2e.server.url}/account`);
  await page.locator('#account-title').waitFor();
}

/** The detail of the newest toast of a severity. */
async function toastText(page: Page, severity: 'error' | 'success'): Promise<string | null> {
  const toast = page.locator(`.p-toast .p-toast-message-${severity} .p-toast-detail`).last();
  await toast.waitFor();
  return toast.textContent();
}

/** The signed-in user as the server knows it, read with the page's token. */
const serverUser = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/auth/user', {
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
    });
    return ((await response.json()) as { data: { firstname: string; lang: string } }).data;
  });

describe('password recovery', () => {
  it('goes from the form to the sent state and back with the resend link', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await gotoLogin(page);
    await page.locator('#forgot-password', { hasText: text(e2e.it, 'login.forgot') }).click();
    const dialog = page.locator('.p-dialog');
    await dialog.locator('[data-state="form"]').waitFor();
    expect(await dialog.locator('.p-dialog-title').textContent()).toBe(
      text(e2e.it, 'dialogs.recovery.title'),
    );
    await animationsDone(page, '.p-dialog');
    await screenshot(page, 'recovery-form-it');

    // An invalid address: the message, and no call.
    await page.locator('#recovery-email').fill('giulia@');
    await dialog.locator('button[type="submit"]').click();
    await page
      .locator('#recovery-email-error', { hasText: text(e2e.it, 'common.error.invalidEmail') })
      .waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('recovery-email');

    // Typed with capitals and spaces: lowercased and stripped on key-up, sent as such.
    await page.locator('#recovery-email').fill('');
    await page.locator('#recovery-email').pressSequentially(' Giulia.Rossi@Tecnoware.DEMO ');
    expect(await page.locator('#recovery-email').inputValue()).toBe(GIULIA);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/auth/forgot-password'));
    await dialog.locator('button[type="submit"]').click();
    const answer = await sent;
    expect(answer.status()).toBe(204);
    expect(answer.request().postDataJSON()).toEqual({ email: GIULIA });
    expect(answer.request().headers()['x-bot-check']).toBeTruthy();

    await dialog.locator('[data-state="sent"]').waitFor();
    expect(await dialog.locator('[data-state="sent"]').textContent()).toContain(
      text(e2e.it, 'dialogs.recovery.sent', { email: GIULIA }),
    );
    await page.locator('.pi-envelope').waitFor();
    await screenshot(page, 'recovery-sent-it');

    await page.locator('#recovery-resend').click();
    await dialog.locator('[data-state="form"]').waitFor();
    expect(await page.locator('#recovery-email').inputValue()).toBe(GIULIA);
    expect(pageErrors).toEqual([]);
  });

  it("shows the server's 'Email not found' as a toast and stays on the form", async () => {
    const { page, pageErrors } = await e2e.newPage();
    await gotoLogin(page);
    await page.locator('#forgot-password').click();
    await page.locator('#recovery-email').fill('nobody@nowhere.example');
    await page.locator('.p-dialog button[type="submit"]').click();
    expect(await toastText(page, 'error')).toBe(e2e.itApi['Email not found']);
    expect(await page.locator('.p-dialog [data-state="form"]').count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('shows the dialog in English', async () => {
    const { page } = await e2e.newPage();
    await gotoLogin(page);
    await page.locator('.p-selectbutton [lang="en"]').click();
    await page.locator('#forgot-password', { hasText: text(e2e.en, 'login.forgot') }).click();
    await page.locator('.p-dialog-title', { hasText: text(e2e.en, 'dialogs.recovery.title') }).waitFor();
    await animationsDone(page, '.p-dialog');
    await screenshot(page, 'recovery-form-en');
  });

  it('offers a new-password form for a reset link and reports a wrong token', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await gotoLogin(page, '?reset=not-a-real-token');
    await page.locator('[data-form="reset"]').waitFor();
    await page.locator('#reset-password').fill('abc');
    expect(await page.locator('#reset-password-meter').getAttribute('data-strength')).toBe('weak');
    await page.locator('#reset-password').fill('Nuova-Pass2026');
    expect(await page.locator('#reset-password-meter').getAttribute('data-strength')).toBe('strong');
    await page.locator('#reset-password-confirm').fill('Nuova-Pass2027');
    await page.locator('[data-form="reset"] button[type="submit"]').click();
    await page
      .locator('#reset-password-confirm-error', {
        hasText: text(e2e.it, 'dialogs.account.passwordChange.error.noMatch'),
      })
      .waitFor();
    await screenshot(page, 'login-reset-it');

    await page.locator('#reset-password-confirm').fill('Nuova-Pass2026');
    await page.locator('[data-form="reset"] button[type="submit"]').click();
    expect(await toastText(page, 'error')).toBe(e2e.itApi['The link is wrong, already used or expired']);

    // Back to the sign-in form.
    await page.getByRole('button', { name: text(e2e.it, 'login.reset.back') }).click();
    await page.locator('#email').waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(pageErrors).toEqual([]);
  });
});

describe('expired password', () => {
  it('forces a non-super user with an expired password to change it', async () => {
    const { page, pageErrors } = await e2e.newPage();
    // No server seam marks a password as expired: the session user is marked in the answers of
    // /auth/login and /auth/user until the change goes through; the change itself is real.
    let changed = false;
    const markExpired = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      const user = (body.data.user ?? body.data) as Record<string, unknown>;
      if (!changed && response.ok()) user.passwordExpiredAt = '2026-01-01T00:00:00.000Z';
      await route.fulfill({ response, json: body });
    };
    await page.route('**/api/auth/login', markExpired);
    await page.route('**/api/auth/user', async (route) =>
      route.request().method() === 'GET' ? markExpired(route) : route.continue(),
    );

    await e2e.signIn(page, SARA);
    // A fresh start on a non-captive page: the first load opens the expired dialog.
    await page.goto(`${e2e.server.url}/account`);
    const dialog = page.locator('.p-dialog');
    await dialog
      .locator('.p-dialog-title', { hasText: text(e2e.it, 'dialogs.account.passwordChange.expiredTitle') })
      .waitFor();
    expect(await page.locator('.p-dialog').count()).toBe(1);
    expect(await dialog.getByText(text(e2e.it, 'dialogs.account.passwordChange.expiredBody')).count()).toBe(
      1,
    );
    // It cannot be dismissed: no close icon, no cancel, Escape does nothing.
    expect(await dialog.locator('.p-dialog-header-close').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: text(e2e.it, 'common.cancel') }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await animationsDone(page, '.p-dialog');
    expect(await dialog.isVisible()).toBe(true);
    await page.locator('.pi-lock').waitFor();
    await screenshot(page, 'password-expired-it');

    // A confirmation that does not match.
    await page.locator('#current-password').fill(e2e.password);
    await page.locator('#new-password').fill('Nuova-Pass2026');
    await page.locator('#new-password-confirm').fill('Nuova-Pass2025');
    await dialog.locator('button[type="submit"]').click();
    await page
      .locator('#new-password-confirm-error', {
        hasText: text(e2e.it, 'dialogs.account.passwordChange.error.noMatch'),
      })
      .waitFor();

    await page.locator('#new-password-confirm').fill('Nuova-Pass2026');
    const change = page.waitForResponse((r) => r.url().endsWith('/api/auth/change-password'));
    await dialog.locator('button[type="submit"]').click();
    expect((await change).status()).toBe(204);
    changed = true;
    expect(await toastText(page, 'success')).toBe(text(e2e.it, 'dialogs.account.passwordChange.done'));
    await page.locator('.p-dialog').waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => localStorage.getItem('session') ?? '');
    expect(stored).toContain('"passwordExpiredAt":null');
    expect(pageErrors).toEqual([]);
  });

  it('opens the normal password dialog from the account page, cancellable', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, MARCO);
    await gotoAccount(page);
    await page.locator('#account-password-change').click();
    const dialog = page.locator('.p-dialog');
    await dialog
      .locator('.p-dialog-title', { hasText: text(e2e.it, 'dialogs.account.passwordChange.title') })
      .waitFor();
    await page.locator('#new-password').fill('abc123');
    expect(await page.locator('#new-password-meter').getAttribute('data-strength')).toBe('medium');
    await animationsDone(page, '.p-dialog');
    await screenshot(page, 'password-change-it');
    await dialog.getByRole('button', { name: text(e2e.it, 'common.cancel') }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });
});

describe('account page', () => {
  it('changes the name, switches the language for good, toggles the consent and logs out', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await gotoAccount(page);
    await page.locator('.pi-user').first().waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'account-it');

    // Name.
    await page.locator('#account-firstname').fill('Giulietta');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/auth/user') && r.request().method() === 'PATCH',
    );
    await page.locator('#account-profile-save').click();
    expect((await saved).status()).toBe(200);
    // Its own toast (another section may show one of its own at the same moment).
    await page
      .locator('.p-toast .p-toast-message-success .p-toast-detail', {
        hasText: text(e2e.it, 'account.profile.saved'),
      })
      .waitFor();
    expect((await serverUser(page)).firstname).toBe('Giulietta');

    // Empty name: the required message on the field, focused.
    await page.locator('#account-lastname').fill('  ');
    await page.locator('#account-profile-save').click();
    await page
      .locator('#account-lastname-error', { hasText: text(e2e.it, 'common.error.mandatory') })
      .waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('account-lastname');
    await page.locator('#account-lastname').fill('Rossi');

    // Consent.
    const consent = page.locator('#account-consent');
    await page.waitForFunction(() => !document.querySelector('#account-consent')?.hasAttribute('disabled'));
    const before = await consent.isChecked();
    const patched = page.waitForResponse(
      (r) => r.url().includes('/api/recruiter-preference/') && r.request().method() === 'PATCH',
    );
    await consent.click();
    expect((await patched).status()).toBe(200);
    await page.waitForFunction(
      (expected) => document.querySelector<HTMLInputElement>('#account-consent')?.checked === expected,
      !before,
    );

    // Language: English, saved on the account and kept over a reload.
    await page.locator('#account-language').getByText('English').click();
    await page.locator('#account-title', { hasText: text(e2e.en, 'account.title') }).waitFor();
    await page.waitForFunction(() => localStorage.getItem('lang') === 'en');
    expect((await serverUser(page)).lang).toBe('en');
    await page.reload();
    await page.locator('#account-title', { hasText: text(e2e.en, 'account.title') }).waitFor();
    await page.waitForFunction(() => !document.querySelector('#account-consent')?.hasAttribute('disabled'));
    expect(await page.locator('#account-consent').isChecked()).toBe(!before);
    expect(await page.locator('#account-firstname').inputValue()).toBe('Giulietta');
    await page.locator('.pi-user').first().waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'account-en');

    // The deletion dialog explains the last-admin rule.
    await page.locator('#account-delete-open').click();
    await page.locator('.p-dialog').getByText(text(e2e.en, 'account.delete.lastAdmin')).waitFor();
    await animationsDone(page, '.p-dialog');
    await screenshot(page, 'account-delete-en');
    await page
      .locator('.p-dialog')
      .getByRole('button', { name: text(e2e.en, 'common.cancel') })
      .click();
    await page.locator('.p-dialog').waitFor({ state: 'detached' });

    // Back to Italian, then log out: the session leaves local storage.
    await page.locator('#account-language').getByText('Italiano').click();
    await page.locator('#account-title', { hasText: text(e2e.it, 'account.title') }).waitFor();
    await page.locator('#account-logout').click();
    await page.waitForURL(`${e2e.server.url}/login`);
    await page.locator('#email').waitFor();
    // Read again if the login page loads once more meanwhile (its context is then replaced).
    const signedOut = async () => {
      try {
        const storage = await page.evaluate(() => ({
          accessToken: localStorage.getItem('accessToken'),
          refreshToken: localStorage.getItem('refreshToken'),
          session: localStorage.getItem('session'),
        }));
        return (
          storage.accessToken === null &&
          storage.refreshToken === null &&
          !(storage.session ?? '').includes(GIULIA)
        );
      } catch {
        return 'navigating';
      }
    };
    await expect.poll(signedOut).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('explains that linking a professional network is not configured', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, MARCO);
    await page.goto(`${e2e.server.url}/account/linkedin/callback`);
    await page.locator('#linkedin-title', { hasText: text(e2e.it, 'account.linkedin.title') }).waitFor();
    await page.locator('#linkedin-back').click();
    await page.locator('#account-title').waitFor();
    expect(pathOf(page)).toBe('/account');
    expect(pageErrors).toEqual([]);
  });
});

describe('join', () => {
  it('validates the signup form, registers a company and checks the code', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await page.goto(`${e2e.server.url}/join`);
    await page.locator('#join-title', { hasText: text(e2e.it, 'join.signup.title') }).waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'join-it');

    // Empty submit: messages, the first invalid field focused, no call.
    await page.locator('[data-step="signup"] button[type="submit"]').click();
    await page
      .locator('#join-companyName-error', { hasText: text(e2e.it, 'common.error.mandatory') })
      .waitFor();
    await page.locator('#join-password-error').waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'join-companyName');

    await page.locator('#join-companyName').fill('Officina Test Srl');
    await page.locator('#join-vatId').pressSequentially('it 00743110158');
    expect(await page.locator('#join-vatId').inputValue()).toBe('IT00743110158');
    await page.locator('#join-firstname').fill('Anna');
    await page.locator('#join-lastname').fill('Verdi');
    const email = `anna.verdi.${Date.now()}@officina.example`;
    await page.locator('#join-email').fill(email);
    await page.locator('#join-password').fill('Officina-2026');
    await page.locator('#join-terms').check();
    await page.locator('[data-step="signup"] button[type="submit"]').click();
    await page.locator('#join-vatId-error', { hasText: text(e2e.it, 'common.error.invalidVatId') }).waitFor();
    await screenshot(page, 'join-errors-it');

    await page.locator('#join-vatId').fill('IT00743110157');
    const registered = page.waitForResponse((r) => r.url().endsWith('/api/auth/register'));
    await page.locator('[data-step="signup"] button[type="submit"]').click();
    const answer = await registered;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toMatchObject({ vatId: '00743110157', email, lang: 'it' });

    // The code step, with the address filled in.
    await page.locator('[data-step="code"]').waitFor();
    expect(await page.locator('#join-code-email').inputValue()).toBe(email);
    await page.locator('#join-code').fill('12');
    await page.locator('[data-step="code"] button[type="submit"]').click();
    await page.locator('#join-code-error', { hasText: text(e2e.it, 'common.error.code') }).waitFor();
    await page.locator('#join-code').fill('000000');
    await page.locator('[data-step="code"] button[type="submit"]').click();
    expect(await toastText(page, 'error')).toBe(e2e.itApi['The code is wrong or has expired']);
    await animationsDone(page, '.p-toast-message');
    await screenshot(page, 'join-code-it');

    // A new code can be asked for.
    const resent = page.waitForResponse((r) => r.url().includes('/api/auth/send-email-confirmation-code'));
    await page.locator('#join-resend').click();
    expect((await resent).status()).toBe(204);
    expect(await toastText(page, 'success')).toBe(text(e2e.it, 'join.code.resent'));
    expect(pathOf(page)).toBe('/join');
    expect(pageErrors).toEqual([]);
  });

  it('shows the signup in English, and says when an invitation link is not valid', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await page.goto(`${e2e.server.url}/join`);
    await page.locator('#join-title').waitFor();
    await page.locator('.p-selectbutton [lang="en"]').click();
    await page.locator('#join-title', { hasText: text(e2e.en, 'join.signup.title') }).waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'join-en');

    await page.goto(`${e2e.server.url}/join?invite=abc`);
    await page.locator('#join-title', { hasText: text(e2e.en, 'join.invite.title') }).waitFor();
    // A link that is no invitation says so (the invitation flow itself: e2e/team.e2e.ts).
    await page
      .locator('[data-testid="invite-refused"]', { hasText: 'This invitation link is not valid' })
      .waitFor();
    await screenshot(page, 'join-invite-en');
    expect(pageErrors).toEqual([]);
  });
});
