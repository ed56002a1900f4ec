import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './support/harness.js';
import { startMailSink } from './support/mail-sink.js';
import { readMessages, text, type Messages } from './support/messages.js';
import { repoRoot } from './support/server.js';
import { animationsDone, screenshot } from './support/page.js';
import { seriousAxeViolations } from './support/axe-check.js';

const ENROLLMENT = 'admin.enrollment@hiring.demo';
const APPROVER = 'admin.human-approval@hiring.demo';
const PAOLO = 'paolo.verdi@studioverdi.demo';

// Mails (the confirmation code, the review's answers) go to a local SMTP server, read as an inbox.
let sink: Awaited<ReturnType<typeof startMailSink>>;
beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(async () => {
  await sink?.close();
});
const e2e = useE2E({ env: () => ({ SMTP_URL: sink.url }) });

let review: Messages;
let dashboard: Messages;
beforeAll(async () => {
  review = JSON.parse(
    await readFile(join(repoRoot, 'apps/web/public/locales/it/admin-review.json'), 'utf8'),
  ) as Messages;
  dashboard = await readMessages('it');
});

const fontsReady = (page: Page) => page.evaluate(() => document.fonts.ready.then(() => undefined));

async function toast(page: Page, message: string) {
  const found = page.locator('.p-toast-message', { hasText: message }).first();
  await found.waitFor();
  return found;
}

describe('enrollment: a company signs up, the back office completes it, its admin signs in', () => {
  it('goes from /join to "waiting for review", then admin.enrollment completes it and the new admin signs in', async () => {
    const email = 'irene.moretti@moretti-costruzioni.example';
    const password = 'Moretti-2026!';
    const company = 'Moretti Costruzioni S.r.l.';
    const applicant = await e2e.newPage();
    const page = applicant.page;
    await page.goto(`${e2e.server.url}/join`);
    await page.locator('#join-companyName').fill(company);
    await page.locator('#join-firstname').fill('Irene');
    await page.locator('#join-lastname').fill('Moretti');
    await page.locator('#join-email').fill(email);
    await page.locator('#join-password').fill(password);
    await page.locator('#join-terms').check();
    const since = sink.received.length;
    const registered = page.waitForResponse((r) => r.url().endsWith('/api/auth/register'));
    await page.locator('[data-step="signup"] button[type="submit"]').click();
    expect((await registered).status()).toBe(201);

    // The code from the inbox; confirming it only verifies the signup: the back office reviews it.
    const code = (await sink.next(email, /codice di conferma è:\s+(\d{6})/, since))[1]!;
    await page.locator('[data-step="code"]').waitFor();
    await page.locator('#join-code').fill(code);
    await page.locator('[data-step="code"] button[type="submit"]').click();
    await page
      .getByTestId('join-pending')
      .filter({ hasText: text(review, 'join.pending') })
      .waitFor();
    await fontsReady(page);
    await screenshot(page, 'admin-review-join-pending');

    // The back office: the signup waits in the first tab ("to review").
    const admin = (await e2e.newPage()).page;
    await e2e.signIn(admin, ENROLLMENT);
    await admin.goto(`${e2e.server.url}/admin/enrollment`);
    const table = admin.getByTestId('signups-table');
    const row = table.locator('tbody tr', { hasText: company });
    await row.waitFor();
    expect(await row.locator('[data-state]').getAttribute('data-state')).toBe('verified');
    await fontsReady(admin);
    await screenshot(admin, 'admin-review-enrollment');
    expect(await seriousAxeViolations(admin, '[data-page="admin-enrollment"]')).toEqual([]);

    // Searching by email with a match mode keeps only this row.
    await table
      .locator('th', { hasText: text(review, 'enrollment.columns.applicant') })
      .locator('.p-column-filter-menu-button')
      .click();
    await admin.locator('.p-column-filter-overlay input.p-inputtext').fill('irene.moretti@');
    await admin.locator('.p-column-filter-overlay button', { hasText: text(dashboard, 'table.apply') }).click();
    await expect
      .poll(() => table.locator('tbody tr').allTextContents())
      .toEqual([expect.stringContaining(company)]);

    const mailsBefore = sink.received.length;
    await row.locator('[data-action="complete"]').click();
    const dialog = admin.getByTestId('confirm-dialog');
    await dialog.waitFor();
    await animationsDone(admin, '[data-testid="confirm-dialog"]');
    await screenshot(admin, 'admin-review-enrollment-confirm');
    const completed = admin.waitForResponse((r) => /\/api\/admin\/customer\/\d+\/complete$/.test(r.url()));
    await dialog.locator('.p-confirm-dialog-accept').click();
    expect((await completed).status()).toBe(200);
    await toast(admin, text(review, 'enrollment.toast.completed', { company }));
    await row.waitFor({ state: 'detached' });
    // The applicant is mailed the sign-in link.
    await sink.next(email, /\/login/, mailsBefore);

    // It is listed as completed, with who completed it.
    await admin.locator('.tab-completed a').click();
    const done = admin.getByTestId('signups-table').locator('tbody tr', { hasText: company });
    await done.waitFor();
    expect(await done.locator('[data-state]').getAttribute('data-state')).toBe('completed');

    // The new company admin signs in.
    const newcomer = (await e2e.newPage()).page;
    await e2e.signIn(newcomer, email, password);
    await newcomer.goto(`${e2e.server.url}/company`);
    await newcomer.locator('[data-page="company"]', { hasText: company }).waitFor();
    expect(applicant.pageErrors).toEqual([]);
  });
});

describe('approval: a post of Studio Verdi waits, is rejected with a reason, edited, approved, live', () => {
  it('goes from Paolo to admin.human-approval and back, twice', async () => {
    const name = 'Consulente paghe senior (e2e)';
    const reason = 'Indicate la retribuzione e il tipo di contratto.';
    const paolo = await e2e.newPage();
    const page = paolo.page;
    await e2e.signIn(page, PAOLO);
    await page.goto(`${e2e.server.url}/board`);
    await page.locator('#job-name').fill(name);
    await page.locator('#job-description').fill('Elaborazione paghe per i clienti dello studio.');
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/job',
    );
    await page.locator('#job-save').click();
    const job = ((await (await created).json()) as { data: { id: number } }).data;
    await page.waitForURL((url) => url.pathname === `/board/${job.id}` && url.search === '?tab=edit');
    const bar = page.getByTestId('job-status-bar');
    const asked = page.waitForResponse((r) => r.url().endsWith(`/api/job/status/${job.id}`));
    await bar.locator('[data-action="ACTIVE"]').click();
    expect((await asked).status()).toBe(200);
    // Publishing waits for the back office.
    await bar.getByTestId('awaiting-approval').waitFor();
    await bar.locator('.p-tag[data-status="draft"]').waitFor();

    // The approver sees it in the queue, as candidates would, and rejects it with a reason.
    const admin = (await e2e.newPage()).page;
    await e2e.signIn(admin, APPROVER);
    await admin.goto(`${e2e.server.url}/admin/approval`);
    const queue = admin.getByTestId('approval-queue');
    await queue.locator(`[data-key="job-${job.id}"]`).click();
    await admin.waitForURL((url) => url.search.includes(`item=job-${job.id}`));
    const panel = admin.getByTestId('approval-panel');
    await panel.getByTestId('job-preview').locator('h2', { hasText: name }).waitFor();
    await fontsReady(admin);
    await screenshot(admin, 'admin-review-approval');
    expect(await seriousAxeViolations(admin, '[data-page="admin-approval"]')).toEqual([]);

    const mails = sink.received.length;
    await panel.locator('[data-action="reject"]').click();
    const dialog = admin.getByTestId('reason-dialog');
    await dialog.waitFor();
    // A reason is required.
    await dialog.getByTestId('reason-submit').click();
    await dialog.locator('small', { hasText: text(review, 'reason.tooShort', { min: '3' }) }).waitFor();
    await dialog.getByTestId('reason-input').fill(reason);
    await animationsDone(admin, '[data-testid="reason-dialog"]');
    await screenshot(admin, 'admin-review-approval-reject');
    const rejected = admin.waitForResponse((r) =>
      r.url().endsWith(`/api/admin/approval/job/${job.id}/reject`),
    );
    await dialog.getByTestId('reason-submit').click();
    expect((await rejected).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await queue.locator(`[data-key="job-${job.id}"]`).waitFor({ state: 'detached' });
    await sink.next(PAOLO, new RegExp(reason), mails);

    // Paolo sees the reason in the editor, edits the post and publishes it again.
    await page.reload();
    const notice = page.getByTestId('job-rejection');
    await notice.filter({ hasText: reason }).waitFor();
    await page.getByTestId('job-status-bar').getByTestId('approval-rejected').waitFor();
    await fontsReady(page);
    await screenshot(page, 'admin-review-job-rejected');
    await page
      .locator('#job-description')
      .fill('Elaborazione paghe per i clienti dello studio. RAL 35.000 €, tempo indeterminato.');
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/job/content/${job.id}`));
    await page.locator('#job-save').click();
    expect((await saved).status()).toBe(200);
    const again = page.waitForResponse((r) => r.url().endsWith(`/api/job/status/${job.id}`));
    await page.getByTestId('job-status-bar').locator('[data-action="ACTIVE"]').click();
    expect((await again).status()).toBe(200);
    await page.getByTestId('job-status-bar').getByTestId('awaiting-approval').waitFor();
    await notice.waitFor({ state: 'detached' });

    // The approver approves it; the post is live.
    await admin.goto(`${e2e.server.url}/admin/approval?item=job-${job.id}`);
    await panel.getByTestId('job-preview').locator('p', { hasText: 'RAL 35.000' }).waitFor();
    const approved = admin.waitForResponse((r) =>
      r.url().endsWith(`/api/admin/approval/job/${job.id}/approve`),
    );
    await panel.locator('[data-action="approve"]').click();
    expect((await approved).status()).toBe(200);
    await toast(admin, text(review, 'approval.toast.approved', { title: name }));
    await queue.locator(`[data-key="job-${job.id}"]`).waitFor({ state: 'detached' });

    await page.reload();
    await page.locator('[data-testid="job-status-bar"] .p-tag[data-status="published"]').waitFor();
    expect(await page.getByTestId('awaiting-approval').count()).toBe(0);
    expect(paolo.pageErrors).toEqual([]);
  });

  it('shows the page edit of Studio Verdi waiting; a rejection reaches Paolo on his company page', async () => {
    const paolo = (await e2e.newPage()).page;
    await e2e.signIn(paolo, PAOLO);
    await paolo.goto(`${e2e.server.url}/company`);
    await paolo
      .getByTestId('page-waiting')
      .filter({ hasText: text(review, 'company.pageWaiting') })
      .waitFor();

    const admin = (await e2e.newPage()).page;
    await e2e.signIn(admin, APPROVER);
    await admin.goto(`${e2e.server.url}/admin/approval?kind=page`);
    const open = admin.getByTestId('approval-queue').locator('[data-key^="page-"]').first();
    await open.click();
    const panel = admin.getByTestId('approval-panel');
    await panel.getByTestId('page-preview').locator('h2', { hasText: 'Studio Verdi' }).waitFor();
    await fontsReady(admin);
    await screenshot(admin, 'admin-review-approval-page');

    const reason = 'Il sito indicato non è raggiungibile.';
    await panel.locator('[data-action="reject"]').click();
    const dialog = admin.getByTestId('reason-dialog');
    await dialog.getByTestId('reason-input').fill(reason);
    const rejected = admin.waitForResponse((r) => /\/api\/admin\/approval\/page\/\d+\/reject$/.test(r.url()));
    await dialog.getByTestId('reason-submit').click();
    expect((await rejected).status()).toBe(200);
    await open.waitFor({ state: 'detached' });

    await paolo.reload();
    await paolo.getByTestId('page-rejection').filter({ hasText: reason }).waitFor();
    await fontsReady(paolo);
    await screenshot(paolo, 'admin-review-page-rejected');

    const other = (await e2e.newPage()).page;
    await e2e.signIn(other, ENROLLMENT);
    await other.goto(`${e2e.server.url}/admin/approval`);
    await other.locator('[data-error-code="403"]').waitFor();
  });
});
