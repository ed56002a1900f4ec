import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness.js';
import { expectFocusOn, tabTo } from './support/keyboard.js';
import { apiFetch, apiLogin, PHONE } from './support/talents.js';

const e2e = useE2E();

/**
 * A published demo job of Tecnoware (its public API answers 200) and a demo candidate who has not
 * applied to it yet.
 */
async function jobAndCandidate(): Promise<{ jobId: number; email: string }> {
  const base = e2e.server.url;
  const giulia = await apiLogin(base, 'giulia.rossi@tecnoware.demo', e2e.password);
  const jobs = (await (
    await apiFetch(base, giulia.accessToken, 'GET', '/job?select=id&orderBy=id&take=200')
  ).json()) as { data: Array<{ id: number }> };
  const published: number[] = [];
  for (const { id } of jobs.data)
    if ((await fetch(`${base}/api/public/jobs/${id}`)).status === 200) published.push(id);
  const sudoer = await apiLogin(base, 'admin.sudoer@hiring.demo', e2e.password);
  const found = (await (
    await apiFetch(base, sudoer.accessToken, 'GET', '/admin/candidates?email=.3%40candidati.demo')
  ).json()) as { data: Array<{ email: string }> };
  const email = found.data[0]!.email;
  const candidate = await apiLogin(base, email, e2e.password);
  const mine = (await (
    await apiFetch(base, candidate.accessToken, 'GET', '/talents/applications')
  ).json()) as {
    data: Array<{ jobId: number }>;
  };
  const jobId = published.find((id) => !mine.data.some((application) => application.jobId === id));
  if (jobId === undefined) throw new Error(`${email} applied to every published job`);
  return { jobId, email };
}

describe('the candidate app by keyboard alone (390 × 844)', () => {
  it('goes from the public job page to Apply, signs in and reaches the apply button, every stop showing its focus', async () => {
    const { jobId, email } = await jobAndCandidate();
    const { page, pageErrors } = await e2e.newPage();
    await page.setViewportSize(PHONE);
    await page.goto(`${e2e.server.url}/talents/jobs/${jobId}`);

    // The server-rendered page: Tab to its Apply link, Enter follows it to sign-in (signed out).
    await tabTo(page, 'a.apply');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/talents\/login\?next=/);
    await page.locator('#login-email').waitFor();

    await tabTo(page, '#login-email');
    await page.keyboard.type(email);
    await tabTo(page, '#login-password');
    await page.keyboard.type(e2e.password);
    await tabTo(page, 'form button[type="submit"]');
    await page.keyboard.press('Enter');

    // Back where the Apply link led, signed in: the form's send button is reached by Tab.
    await page.waitForURL(`${e2e.server.url}/talents/apply/${jobId}`);
    const send = 'form button[type="submit"]';
    await page.locator(send).waitFor();
    await tabTo(page, send);
    await expectFocusOn(page, send);
    expect(await page.locator(send).isEnabled()).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
