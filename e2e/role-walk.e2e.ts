import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness.js';
import { LIVE_STREAM } from './support/network-quiet.js';

/** The demo's roles, and the user whose password has expired (her dialog comes first). */
const roles = [
  { role: 'super user', email: 'su@hiring.demo', staff: false },
  { role: 'admin', email: 'admin@hiring.demo', staff: false },
  { role: 'company admin', email: 'giulia.rossi@tecnoware.demo', staff: true },
  { role: 'recruiter in two companies', email: 'marco.bianchi@tecnoware.demo', staff: true },
  { role: 'hiring assistant', email: 'sara.conti@tecnoware.demo', staff: true },
  {
    role: 'recruiter with an expired password',
    email: 'chiara.galli@adriatica.demo',
    staff: true,
    expired: true,
  },
] as const;

/** The notice poll's period (spec section 9). */
const NOTICE_POLL_MS = 15_000;

const e2e = useE2E();

/** What the page did wrong: refused or failed answers, console errors, uncaught exceptions. */
function watch(page: Page) {
  const problems: string[] = [];
  const polls: string[] = [];
  let inFlight = 0;
  page.on('response', (r) => {
    if (r.status() >= 400)
      problems.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
  // The live stream (GET /api/live) stays open as long as the page: it is never "in flight".
  const counted = (r: Request) => !LIVE_STREAM.test(r.url());
  page.on('request', (r) => {
    if (counted(r)) inFlight++;
    if (new URL(r.url()).pathname === '/api/notice/@fetch') polls.push(r.url());
  });
  page.on('requestfinished', (r) => {
    if (counted(r)) inFlight--;
  });
  page.on('requestfailed', (r) => {
    if (counted(r)) inFlight--;
  });
  /** Waits until no request has been under way for a while (real time: the page's clock is fake). */
  const idle = async () => {
    for (let quiet = 0; quiet < 4;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      quiet = inFlight === 0 ? quiet + 1 : 0;
    }
  };
  return { problems, polls, idle };
}

/** The menu's entries as the page offers them: name and where each leads. */
async function menuLinks(page: Page): Promise<Array<{ name: string; href: string }>> {
  const menu = page.locator('[data-testid="side-menu"]');
  await menu.locator('li[data-entry] a').first().waitFor();
  return menu.locator(':scope > li[data-entry]').evaluateAll((items) =>
    items.map((item) => ({
      name: item.getAttribute('data-entry') ?? '',
      href: item.querySelector('a')?.getAttribute('href') ?? '',
    })),
  );
}

describe('role walk: every page of each role’s menu opens without a refused call or an error', () => {
  for (const { role, email, staff, ...rest } of roles) {
    it(`${role} (${email})`, async () => {
      const { page } = await e2e.newPage();
      // A fake clock: the notice poll comes when the test moves time on, not after a real wait.
      await page.clock.install();
      const { problems, polls, idle } = watch(page);
      await e2e.signIn(page, email);
      await page.locator('#home-title, #page-title').first().waitFor();
      if ('expired' in rest) {
        // The expired password's dialog cannot be dismissed: change the password through it first.
        const dialog = page.locator('.p-dialog');
        await page.locator('#current-password').fill(e2e.password);
        await page.locator('#new-password').fill('Nuova-Pass2026!');
        await page.locator('#new-password-confirm').fill('Nuova-Pass2026!');
        const changed = page.waitForResponse((r) => r.url().endsWith('/api/auth/change-password'));
        await dialog.locator('button[type="submit"]').click();
        expect((await changed).status()).toBe(204);
        await dialog.waitFor({ state: 'detached' });
      }
      await idle();

      const links = await menuLinks(page);
      expect(links.length).toBeGreaterThan(1);
      const visited: string[] = [];
      for (const link of links) {
        await page.locator(`[data-testid="side-menu"] li[data-entry="${link.name}"] a`).first().click();
        await page.waitForURL((url) => url.pathname === link.href);
        await page.locator('#home-title, #page-title').first().waitFor();
        await idle();
        // Let at least one notice poll run on this page.
        const before = polls.length;
        await page.clock.runFor(NOTICE_POLL_MS);
        await idle();
        // Company staff always poll their notices; back-office users may have none to poll.
        if (staff) expect(polls.length, `a notice poll on ${link.href}`).toBeGreaterThan(before);
        visited.push(link.href);
      }
      // The menu's 'new job post' entry, where offered: the blank editor.
      const newJob = page.locator('[data-testid="menu-new-job"]');
      if ((await newJob.count()) > 0) {
        await newJob.click();
        await page.locator('[data-testid="new-job-blank"]').click();
        await page.waitForURL((url) => url.pathname === '/board');
        await page.locator('#job-name').waitFor();
        await idle();
        await page.clock.runFor(NOTICE_POLL_MS);
        await idle();
        visited.push('/board');
      }
      expect(visited.slice(0, links.length)).toEqual(links.map((l) => l.href));
      expect(problems).toEqual([]);
    });
  }
});
