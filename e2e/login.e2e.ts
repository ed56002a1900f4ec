import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { pathOf, useE2E, waitForTitle } from './support/harness.js';
import { text } from './support/messages.js';
import { animationsDone, screenshot } from './support/page.js';

const GIULIA = { email: 'giulia.rossi@tecnoware.demo', name: 'Giulia Rossi' };

const e2e = useE2E();

/** Opens /login and waits until the form is there. */
async function gotoLogin(page: Page): Promise<void> {
  await page.goto(`${e2e.server.url}/login`);
  await page.locator('#email').waitFor();
}

async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** Signs in as Giulia and waits for the dashboard's greeting. */
async function signIn(page: Page): Promise<void> {
  await gotoLogin(page);
  await submitLogin(page, GIULIA.email, e2e.password);
  await page.waitForURL(`${e2e.server.url}/`);
  await page.locator('#home-title', { hasText: GIULIA.name }).waitFor();
}

describe('login', () => {
  it('sends / to /login without a session and shows the login form in Italian', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await page.goto(`${e2e.server.url}/`);
    await page.waitForURL(`${e2e.server.url}/login`);
    await page.locator('#email').waitFor();
    await page.locator('#password').waitFor();
    await waitForTitle(page, `Hiring > ${text(e2e.it, 'routes.login')}`);

    expect(await page.title()).toBe('Hiring > Accesso');
    expect(await page.locator('html').getAttribute('lang')).toBe('it');
    expect(await page.locator('#login-title').textContent()).toBe('Hiring');
    expect(await page.locator('label[for="email"]').textContent()).toBe(text(e2e.it, 'login.email'));
    expect(await page.locator('label[for="password"]').textContent()).toBe(text(e2e.it, 'login.password'));
    expect(await page.locator('#email').getAttribute('type')).toBe('email');
    expect(await page.locator('#password').getAttribute('type')).toBe('password');
    expect(await page.locator('form button[type="submit"]').textContent()).toContain(
      text(e2e.it, 'login.submit'),
    );
    expect(pageErrors).toEqual([]);

    // The bot check is solved as soon as the page opens, before any submit; its badge hides again.
    await page.locator('[data-bot-check="ready"]').waitFor({ state: 'attached' });
    await page.locator('[data-bot-check]').waitFor({ state: 'hidden' });

    await page.locator('.pi-briefcase').waitFor();
    await screenshot(page, 'login');
  });

  it('shows the server message in an error toast on a wrong password and stays on /login', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await gotoLogin(page);

    const loginResponse = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await submitLogin(page, GIULIA.email, 'not-the-password');
    const answer = await loginResponse;

    // What the server answers to these credentials (past the bot check), and how the app words it in Italian.
    expect(answer.status()).toBe(401);
    const { message } = (await answer.json()) as { message: string };
    expect(message).toBe('Invalid email or password');
    const translated = e2e.itApi[message];
    expect(translated).toBe('Email o password non validi');

    const toast = page.locator('.p-toast .p-toast-message-error');
    await toast.waitFor();
    expect(await toast.locator('.p-toast-detail').textContent()).toBe(translated);
    expect(await toast.locator('.p-toast-summary').textContent()).toBe(text(e2e.it, 'common.error.title'));

    expect(pathOf(page)).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    expect(await page.locator('#email').inputValue()).toBe(GIULIA.email);
    expect(pageErrors).toEqual([]);

    await animationsDone(page, '.p-toast-message');
    await screenshot(page, 'login-wrong-password');
  });

  it('shows the required-field messages on an empty submit without calling the API', async () => {
    const { page, requests, pageErrors } = await e2e.newPage();
    await gotoLogin(page);
    await page.locator('form button[type="submit"]').click();

    const mandatory = text(e2e.it, 'common.error.mandatory');
    expect(mandatory).toBe('Il valore è obbligatorio');
    await page.locator('#email-error', { hasText: mandatory }).waitFor();
    await page.locator('#password-error', { hasText: mandatory }).waitFor();
    expect(await page.locator('#email').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#password').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#email').getAttribute('aria-describedby')).toBe('email-error');
    // The first invalid field gets the focus.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('email');

    // Once the user corrects a field, its message goes away; an invalid email gets its own message.
    await page.locator('#email').fill('giulia@');
    await page.locator('#email-error', { hasText: text(e2e.it, 'common.error.invalidEmail') }).waitFor();
    await page.locator('#email').fill(GIULIA.email);
    await page.locator('#email-error').waitFor({ state: 'detached' });
    expect(await page.locator('#password-error').textContent()).toBe(mandatory);

    // Only the bot-check challenge, fetched when the page opened; no login call.
    expect(requests.filter((url) => url.includes('/api/')).map((url) => new URL(url).pathname)).toEqual([
      '/api/auth/challenge',
    ]);
    expect(pathOf(page)).toBe('/login');
    expect(pageErrors).toEqual([]);
  });

  it('switches the texts to English and remembers the choice', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await gotoLogin(page);
    await page.locator('form button[type="submit"]', { hasText: text(e2e.it, 'login.submit') }).waitFor();

    await page.locator('.p-selectbutton [lang="en"]').click();
    await page.locator('form button[type="submit"]', { hasText: text(e2e.en, 'login.submit') }).waitFor();
    await waitForTitle(page, 'Hiring > Login');

    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByText(text(e2e.en, 'login.subtitle')).count()).toBe(1);
    expect(await page.getByText(text(e2e.it, 'login.subtitle')).count()).toBe(0);
    expect(await page.locator('#email').getAttribute('placeholder')).toBe(
      text(e2e.en, 'login.emailPlaceholder'),
    );
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

    // Validation messages follow the language too.
    await page.locator('form button[type="submit"]').click();
    await page.locator('#email-error', { hasText: text(e2e.en, 'common.error.mandatory') }).waitFor();

    // The choice survives a reload.
    await page.reload();
    await page.locator('form button[type="submit"]', { hasText: text(e2e.en, 'login.submit') }).waitFor();
    await waitForTitle(page, 'Hiring > Login');
    await page.locator('[data-bot-check]').waitFor({ state: 'hidden' });
    await screenshot(page, 'login-en');

    // And back to Italian.
    await page.locator('.p-selectbutton [lang="it"]').click();
    await page.locator('form button[type="submit"]', { hasText: text(e2e.it, 'login.submit') }).waitFor();
    await waitForTitle(page, 'Hiring > Accesso');
    expect(pageErrors).toEqual([]);
  });

  it('keeps a language chosen on the login page as the user’s language on the server', async () => {
    const { page } = await e2e.newPage();
    await gotoLogin(page);
    await page.locator('.p-selectbutton [lang="en"]').click();
    await page.locator('form button[type="submit"]', { hasText: text(e2e.en, 'login.submit') }).waitFor();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/auth/user') && r.request().method() === 'PATCH',
    );
    await e2e.signIn(page, 'elena.ricci@adriatica.demo');
    expect((await saved).status()).toBe(200);
    const me = await callApi<{ lang: string }>(page, 'GET', '/auth/user');
    expect(me.lang).toBe('en');
  });

  it('signs Giulia in, keeps the session over a reload and logs out', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await signIn(page);

    await waitForTitle(page, `Hiring > ${text(e2e.it, 'routes.index')}`);
    expect(await page.locator('#home-title').textContent()).toBe(`Ciao, ${GIULIA.name}`);
    expect(await page.getByText(GIULIA.email).count()).toBe(1);
    expect(await page.evaluate(() => Boolean(localStorage.getItem('accessToken')))).toBe(true);

    // Wait for the logout icon font before the picture.
    await page.locator('.pi-sign-out').waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'home');

    await page.reload();
    await page.locator('#home-title', { hasText: GIULIA.name }).waitFor();
    expect(pathOf(page)).toBe('/');

    // A fresh navigation to / (not a reload) also finds the session.
    await page.goto(`${e2e.server.url}/`);
    await page.locator('#home-title', { hasText: GIULIA.name }).waitFor();

    await page.getByRole('button', { name: text(e2e.it, 'home.logout') }).click();
    await page.waitForURL(`${e2e.server.url}/login`);
    await page.locator('#email').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    // Without the session, / goes back to /login.
    await page.goto(`${e2e.server.url}/`);
    await page.waitForURL(`${e2e.server.url}/login`);
    await page.locator('#email').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('refuses a login without a bot-check solution; the form solves one per attempt', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await gotoLogin(page);

    // The right credentials, sent from the page without the header (or with a made-up one): refused.
    const direct = await page.evaluate(
      async ({ email, password }) => {
        const send = async (headers: Record<string, string>) => {
          const response = await fetch('/api/auth/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify({ email, password }),
          });
          return { status: response.status, body: (await response.json()) as { message?: unknown } };
        };
        return {
          none: await send({}),
          madeUp: await send({ 'x-bot-check': btoa('{"challenge":{},"solution":{}}') }),
        };
      },
      { email: GIULIA.email, password: e2e.password },
    );
    for (const answer of [direct.none, direct.madeUp]) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Bot check failed');
    }
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    // The form sends a solution for a login challenge with each attempt, a new one after a failure.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) sent.push(request.headers()['x-bot-check'] ?? '');
    });
    const failed = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await submitLogin(page, GIULIA.email, 'not-the-password');
    expect((await failed).status()).toBe(401);
    await page.locator('.p-toast-message-error').waitFor();

    const succeeded = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await submitLogin(page, GIULIA.email, e2e.password);
    expect((await succeeded).status()).toBe(200);
    await page.locator('#home-title', { hasText: GIULIA.name }).waitFor();

    expect(sent).toHaveLength(2);
    expect(sent[0]).not.toBe(sent[1]);
    for (const header of sent) {
      const payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as {
        challenge: { parameters: { data?: { action?: string } }; signature: string };
        solution: { counter: number; derivedKey: string };
      };
      expect(payload.challenge.parameters.data?.action).toBe('login');
      expect(payload.solution.counter).toEqual(expect.any(Number));
    }

    // A solution passes once: the one that signed Giulia in is refused when sent again.
    const replayed = await page.evaluate(
      async ({ email, password, header }) => {
        const response = await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-bot-check': header },
          body: JSON.stringify({ email, password }),
        });
        return { status: response.status, body: (await response.json()) as { message?: unknown } };
      },
      { email: GIULIA.email, password: e2e.password, header: sent[1] ?? '' },
    );
    expect(replayed).toEqual({ status: 400, body: expect.objectContaining({ message: 'Bot check failed' }) });
    expect(pageErrors).toEqual([]);
  });

  it('shows the bot-check badge bottom left, clear of the form, only while the check runs', async () => {
    const { page, pageErrors } = await e2e.newPage();
    // Hold the challenge back so that the check stays under way.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/challenge?*', async (route) => {
      await released;
      await route.continue();
    });
    await gotoLogin(page);

    const badge = page.locator('[data-bot-check="solving"]');
    await badge.waitFor({ state: 'visible' });
    await animationsDone(page, '[data-bot-check]');
    await page.locator('.pi-shield').waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await badge.textContent()).toBe(text(e2e.it, 'botCheck.verifying'));

    const viewport = page.viewportSize();
    const box = await badge.boundingBox();
    const card = await page.locator('section[aria-labelledby="login-title"]').boundingBox();
    if (!viewport || !box || !card) throw new Error('No layout to measure');
    // Bottom left, and not over the login card.
    expect(box.x).toBeLessThan(viewport.width / 4);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
    const overlaps =
      box.x < card.x + card.width &&
      card.x < box.x + box.width &&
      box.y < card.y + card.height &&
      card.y < box.y + box.height;
    expect(overlaps).toBe(false);
    await screenshot(page, 'login-bot-check');

    // Submitting waits for the check, then signs in; the badge hides itself.
    await submitLogin(page, GIULIA.email, e2e.password);
    release();
    await page.locator('#home-title', { hasText: GIULIA.name }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page, pageErrors } = await e2e.newPage();
    const response = await page.goto(`${e2e.server.url}/no/such/page`);
    expect(response?.headers()['content-type']).toContain('text/html');

    await page.locator('#error-title', { hasText: text(e2e.it, 'errors.notFoundTitle') }).waitFor();
    await waitForTitle(page, `Hiring > ${text(e2e.it, 'routes.notFound')}`);
    expect(await page.getByText('404', { exact: true }).count()).toBe(1);
    expect(await page.getByText(text(e2e.it, 'errors.notFoundMessage')).count()).toBe(1);
    expect(pathOf(page)).toBe('/no/such/page');
    await page.locator('.pi-home').waitFor();
    await screenshot(page, 'not-found');

    // Its link leads home, which without a session is the login page.
    await page.getByRole('link', { name: text(e2e.it, 'errors.backHome') }).click();
    await page.waitForURL(`${e2e.server.url}/login`);
    await page.locator('#email').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('requests nothing from any host but the test server', async () => {
    const { page, requests } = await e2e.newPage();
    await page.goto(`${e2e.server.url}/`);
    await page.waitForURL(`${e2e.server.url}/login`);
    await page.locator('#email').waitFor();
    await page.locator('.p-selectbutton [lang="en"]').click();
    await page.locator('form button[type="submit"]', { hasText: text(e2e.en, 'login.submit') }).waitFor();
    await submitLogin(page, GIULIA.email, 'not-the-password');
    await page.locator('.p-toast-message-error').waitFor();
    await submitLogin(page, GIULIA.email, e2e.password);
    await page.locator('#home-title', { hasText: GIULIA.name }).waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.goto(`${e2e.server.url}/missing`);
    await page.locator('#error-title').waitFor();

    // Sanity: the recording saw the app's own traffic.
    const paths = requests.map((url) => new URL(url).pathname);
    expect(paths).toContain('/config.json');
    // The login page's texts come in one bundle (apps/web/src/shared/i18n/namespace-bundles.ts).
    expect(paths).toContain('/locales/en/bundle/start.json');
    expect(paths).toContain('/api/auth/login');

    const origin = new URL(e2e.server.url).origin;
    const foreign = requests.filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin);
    expect(foreign).toEqual([]);
  });

  it('serves /config.json and /version as JSON to the page', async () => {
    const { page } = await e2e.newPage();
    await gotoLogin(page);

    const fetched = await page.evaluate(async () => {
      const get = async (path: string) => {
        const response = await fetch(path, { headers: { Accept: 'application/json' } });
        return {
          status: response.status,
          contentType: response.headers.get('content-type') ?? '',
          body: (await response.json()) as unknown,
        };
      };
      return {
        config: await get('/config.json'),
        version: await get('/version'),
        apiVersion: await get('/api/version'),
      };
    });

    expect(fetched.config.status).toBe(200);
    expect(fetched.config.contentType).toContain('application/json');
    expect(fetched.config.body).toMatchObject({
      dashboardName: 'Hiring',
      api: { openApiUrl: '/api' },
      lang: { fallback: 'it' },
    });

    for (const version of [fetched.version, fetched.apiVersion]) {
      expect(version.status).toBe(200);
      expect(version.contentType).toContain('application/json');
      expect(version.body).toMatchObject({ data: { version: expect.any(String), database: 'pglite' } });
    }
  });

  it('serves the web app when the browser loads / directly', async () => {
    const { page } = await e2e.newPage();
    const response = await page.goto(`${e2e.server.url}/`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
  });
});
