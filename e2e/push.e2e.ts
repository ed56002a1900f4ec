import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness.js';
import { animationsDone, screenshot } from './support/page.js';
import { fakePushService, TEST_VAPID_KEYS } from './support/push.js';
import { repoRoot } from './support/server.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';
const { VAPID_PUBLIC_KEY } = TEST_VAPID_KEYS;
const ENDPOINT = 'https://push.example.net/send/e2e-device';

const pushTexts = (lng: 'it' | 'en') =>
  JSON.parse(readFileSync(join(repoRoot, `apps/web/public/locales/${lng}/push.json`), 'utf8')) as Record<
    string,
    string
  >;

const e2e = useE2E({ env: TEST_VAPID_KEYS });

async function openAccount(page: Page): Promise<void> {
  await page.goto(`${e2e.server.url}/account`);
  await page.locator('#account-title').waitFor();
  await page.locator('[data-testid="push-setting"]').waitFor();
}

describe('Web Push in the browser', () => {
  it('registers the service worker after login, turns push on from the account page, shows a push, and cleans up on logout', async () => {
    const { page, context, requests, pageErrors, consoleErrors } = await e2e.newPage();
    await page.addInitScript(fakePushService, ENDPOINT);
    await e2e.signIn(page, GIULIA);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pushAppId'))).toBe(VAPID_PUBLIC_KEY);
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? ''),
      )
      .toBe(`${e2e.server.url}/sw.js`);

    // Not allowed yet: nothing is subscribed at login, and nothing asks without a click.
    expect(requests.filter((url) => url.endsWith('/api/push-subscription'))).toEqual([]);
    await openAccount(page);
    const it = pushTexts('it');
    const setting = page.locator('[data-testid="push-setting"]');
    await expect.poll(() => setting.locator('label').textContent()).toBe(it.label);
    const toggle = page.locator('#account-push');
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await toggle.isChecked()).toBe(false);
    // The permission the user gives when the browser asks after the click below (the app has read
    // its app id and synced by now, as the enabled box shows: that sync found no permission).
    await context.grantPermissions(['notifications'], { origin: e2e.server.url });

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/push-subscription') && r.request().method() === 'POST',
    );
    await setting.locator('.p-checkbox').click();
    const response = await saved;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ endpoint: ENDPOINT });
    const toast = page.locator('.p-toast .p-toast-message-success .p-toast-detail').last();
    await expect.poll(() => toast.textContent()).toBe(it.enabled);
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await animationsDone(page, '.p-toast-message');
    await screenshot(page, 'push-account-toggle');

    const axe = await new AxeBuilder({ page })
      .include('#account-preferences')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);

    // A push as the push service delivers it reaches sw.js, which shows it as a notification.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${e2e.server.url}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const payload = {
      title: 'Nuovo messaggio da Carla',
      body: 'Buongiorno!',
      url: '/messages/7',
      tag: 'chat-3',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: e2e.server.url,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          const shown = (await registration?.getNotifications()) ?? [];
          return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
        }),
      )
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }]);

    expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);

    // Logout: the browser's subscription is dropped and the server told, before the session ends.
    const removed = page.waitForRequest(
      (r) => r.url().endsWith('/api/push-subscription') && r.method() === 'DELETE',
    );
    await page.locator('[data-testid="account-menu"]').click();
    await page.locator('#account-menu a').last().click();
    expect((await removed).postDataJSON()).toEqual({ endpoint: ENDPOINT });
    await page.waitForURL(`${e2e.server.url}/login`);
    expect(pageErrors).toEqual([]);
  });

  it('says so, with the switch off, when notifications are blocked for the site', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    // Headless Chromium denies a prompt nobody answers: what a user who blocked the site sees.
    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    await openAccount(page);
    const en = pushTexts('en');
    const setting = page.locator('[data-testid="push-setting"]');
    await expect.poll(() => setting.locator('p').textContent()).toBe(en.denied);
    expect(await page.locator('#account-push').isDisabled()).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
