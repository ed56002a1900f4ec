import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeetingView } from '@hiring/domain';
import { findPgBin, startPostgres, type Cluster } from '../scripts/pg-cluster.mjs';
import { callApi } from './support/api.js';
import { useE2E } from './support/harness.js';
import { startMailSink } from './support/mail-sink.js';
import { PHONE, SMALL_PDF } from './support/talents.js';

/**
 * Issue 19's acceptance: the whole hiring loop through both apps, on both database lanes. A recruiter
 * publishes a job in the dashboard → a new candidate on a phone opens its public link, signs up,
 * confirms the address from the mail, builds a profile with a CV and applies → the recruiter gets the
 * APPL notice, sees the card on the board and moves it, schedules an interview and opens the chat →
 * the candidate accepts the slot → both exchange messages live → the candidate downloads their data
 * and deletes the account → the recruiter's board shows the application anonymised.
 */
const GIULIA = 'giulia.rossi@tecnoware.demo';
const PASSWORD = 'Loop2026talenti';
const DAY = 86_400_000;

let sink: Awaited<ReturnType<typeof startMailSink>>;
beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(async () => {
  await sink?.close();
});

interface Board {
  columns: Array<{ id: number; special: string | null }>;
  applications: Array<{ id: number; jobApplicationStatusId: number | null }>;
}

/** The loop's steps on one server: `database` is null for the embedded one, else a cluster's URL. */
function loop(lane: string, database: () => string | null) {
  const e2e = useE2E({
    env: () => ({
      SMTP_URL: sink.url,
      // The mails (the address's confirmation, the interview's) leave at once.
      MAIL_DISPATCH_INTERVAL_MS: '300',
      MODULE_DISABLE_SCHEDULING: 'false',
      // The consent step on: the application records the policy version.
      MODULE_DISABLE_CONSENT: 'false',
      ...(database() ? { DATABASE_URL: database()! } : {}),
    }),
  });
  const jobName = `Tecnico/a di laboratorio (${lane})`;
  const email = `loop.${lane}@candidati-nuovi.example.com`;
  let recruiter: Page;
  let candidate: Page;
  let jobId: number;
  let applicationId: number;
  let candidateUserId: number;

  it('the recruiter writes a job post in the dashboard and publishes it', async () => {
    const version = (await (await fetch(`${e2e.server.url}/version`)).json()) as {
      data: { database: string };
    };
    expect(version.data.database).toBe(database() ? 'postgres' : 'pglite');
    recruiter = (await e2e.newPage()).page;
    await e2e.signIn(recruiter, GIULIA);
    await recruiter.goto(`${e2e.server.url}/board`);
    await recruiter.locator('#job-name').fill(jobName);
    await recruiter.locator('#job-description').fill('Analisi di laboratorio e controllo qualità dei lotti.');
    const created = recruiter.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/job',
    );
    await recruiter.locator('#job-save').click();
    jobId = ((await (await created).json()) as { data: { id: number } }).data.id;
    await recruiter.waitForURL((url) => url.pathname === `/board/${jobId}`);
    const statusBar = recruiter.locator('[data-testid="job-status-bar"]');
    await statusBar.locator('[data-action="ACTIVE"]').click();
    await statusBar.locator('.p-tag[data-status="published"]').waitFor();
    expect((await fetch(`${e2e.server.url}/api/public/jobs/${jobId}`)).status).toBe(200);
  });

  it('a new candidate on a phone opens the public link, signs up, confirms from the mail and signs in back to Apply', async () => {
    candidate = (await e2e.newPage()).page;
    await candidate.setViewportSize(PHONE);
    await candidate.goto(`${e2e.server.url}/talents/jobs/${jobId}`);
    await candidate.locator('h1', { hasText: jobName }).waitFor();
    await candidate.locator('a.apply').first().click();
    await candidate.waitForURL(/\/talents\/login\?next=/);
    // The page's own sign-up link (it carries `next`; the header's does not).
    await candidate.locator('main').getByRole('link', { name: 'Registrati' }).click();
    await candidate.locator('#signup-firstname').fill('Nadia');
    await candidate.locator('#signup-lastname').fill(`Loop${lane}`);
    await candidate.locator('#signup-email').fill(email);
    await candidate.locator('#signup-password').fill(PASSWORD);
    const since = sink.received.length;
    await candidate.locator('form button[type="submit"]').click();
    await candidate.locator('[data-state="sent"]').waitFor({ timeout: 60_000 });

    const [link] = await sink.next(email, /https?:\/\/[^\s"<>]+\/talents\/confirm\?[^\s"<>]+/, since);
    await candidate.goto(link.replaceAll('&amp;', '&'));
    await candidate.locator('[data-state="confirmed"]').waitFor();
    await candidate.getByRole('link', { name: 'Accedi e continua la candidatura' }).click();
    expect(await candidate.locator('#login-email').inputValue()).toBe(email);
    await candidate.locator('#login-password').fill(PASSWORD);
    await candidate.locator('form button[type="submit"]').click();
    await candidate.waitForURL(`${e2e.server.url}/talents/apply/${jobId}`, { timeout: 60_000 });
  }, 120_000);

  it('builds a profile with a CV and applies, consenting to the policy in force', async () => {
    await candidate.getByRole('link', { name: 'Completa il profilo' }).click();
    await candidate.locator('#personal-headline').waitFor();
    await candidate.locator('#personal-headline').fill('Tecnica di laboratorio chimico');
    const detailSaved = candidate.waitForResponse(
      (r) => /\/api\/user-detail(\/\d+)?$/.test(new URL(r.url()).pathname) && r.request().method() !== 'GET',
    );
    await candidate.locator('[data-testid="section-personal"] button[type="submit"]').click();
    expect((await detailSaved).ok()).toBe(true);
    const uploaded = candidate.waitForResponse((r) => r.url().endsWith('/api/file/curriculum'));
    await candidate
      .locator('#cv-file')
      .setInputFiles({ name: 'CV Nadia.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
    expect((await uploaded).ok()).toBe(true);
    await candidate.locator('[data-testid="section-cv"]', { hasText: 'CV Nadia.pdf' }).waitFor();

    await candidate.goBack();
    await candidate.waitForURL(`${e2e.server.url}/talents/apply/${jobId}`);
    await candidate.locator('[data-testid="cv-picker"]', { hasText: 'CV Nadia.pdf' }).waitFor();
    await candidate.locator('#apply-consent').check();
    const sent = candidate.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/application' && r.request().method() === 'POST',
    );
    await candidate.getByRole('button', { name: 'Invia la candidatura' }).click();
    const answer = await sent;
    expect(answer.status()).toBe(201);
    const created = ((await answer.json()) as { data: { id: number; policyVersion: string } }).data;
    applicationId = created.id;
    expect(created.policyVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await candidate.locator('h1', { hasText: 'Candidatura inviata' }).waitFor();
    candidateUserId = (await candidate.evaluate(
      () => (JSON.parse(localStorage.getItem('talents.user')!) as { id: number }).id,
    )) as number;
  });

  it('the recruiter gets the APPL notice, finds the card on the board and moves it to a column', async () => {
    await expect
      .poll(async () =>
        (
          await callApi<Array<{ itemClass: string; itemId: number }>>(recruiter, 'POST', '/notice/@fetch', {
            idList: [],
          })
        ).some((item) => item.itemClass === 'APPL' && item.itemId === applicationId),
      )
      .toBe(true);

    await recruiter.goto(`${e2e.server.url}/board/${jobId}?tab=new`);
    const row = recruiter.locator('[data-testid="board-new-list"] tbody tr', { hasText: `Loop${lane}` });
    await row.locator('input[type="checkbox"]').check();
    await recruiter.locator('[data-testid="bulk-move"]').click();
    await recruiter.locator('.p-dropdown-panel li[role="option"]').first().click();
    const moved = async () =>
      (await callApi<Board>(recruiter, 'GET', `/board/${jobId}`)).applications.find(
        (a) => a.id === applicationId,
      )?.jobApplicationStatusId ?? null;
    await expect.poll(moved).not.toBeNull();
    const columnId = await moved();

    await recruiter.goto(`${e2e.server.url}/board/${jobId}?tab=manage`);
    await recruiter
      .locator(
        `[data-testid="board-column"][data-column-id="${columnId}"] [data-testid="board-card"][data-application-id="${applicationId}"]`,
        { hasText: `Loop${lane}` },
      )
      .waitFor();
  });

  it('the recruiter schedules an interview and opens the chat from the candidate detail', async () => {
    // A free hour a week ahead and more (a busy one answers 409: the next day is tried).
    let meeting: MeetingView | null = null;
    for (let days = 8; meeting === null && days < 20; days++) {
      const startsAt = new Date(Math.ceil((Date.now() + days * DAY) / DAY) * DAY + 10 * 3_600_000);
      meeting = await callApi<MeetingView>(recruiter, 'POST', '/application-step/setInterview', {
        applicationId,
        meetingTypeId: 2,
        startsAt: startsAt.toISOString(),
      }).catch((error: unknown) => {
        if (String(error).includes(': 409 ')) return null;
        throw error;
      });
    }
    expect(meeting?.status).toBe('requested');

    await recruiter.goto(`${e2e.server.url}/board/${jobId}/${applicationId}`);
    const detail = recruiter.locator('[data-testid="candidate-detail"]');
    await detail.getByRole('tab', { name: /Contatti|Contatto/ }).click();
    await detail.locator('[data-testid="start-chat"]').click();
    await recruiter.waitForURL(`**/messages/${candidateUserId}`);
    await recruiter.locator('[data-testid="composer-input"]').waitFor();
  });

  it('the candidate accepts the slot in their app', async () => {
    await candidate.getByRole('link', { name: 'Segui la candidatura' }).click();
    await candidate.waitForURL(`${e2e.server.url}/talents/applications/${applicationId}`);
    const interview = candidate.locator('[data-testid="interview"]').first();
    await interview.getByRole('button', { name: 'Accetta' }).click();
    await interview.locator('[data-testid="interview-status"]', { hasText: 'Accettato' }).waitFor();
    const [meeting] = await callApi<MeetingView[]>(
      recruiter,
      'GET',
      `/meeting?where[applicationId]=${applicationId}`,
    );
    expect(meeting?.status).toBe('accepted');
  });

  it('both exchange messages live, each seeing the other’s without a reload', async () => {
    await candidate.locator('[data-testid="chat-thread"][data-live="true"]').waitFor();
    // Marks on both documents: a reload would drop them.
    for (const page of [recruiter, candidate])
      await page.evaluate(() => Object.assign(window, { loopMark: true }));
    const hello = `Buongiorno Nadia, confermiamo il colloquio (${lane}).`;
    const composer = recruiter.locator('[data-testid="composer-input"]');
    await composer.fill(hello);
    await composer.press('Enter');
    await candidate.locator('[data-testid="chat-thread"] [data-mine="false"]', { hasText: hello }).waitFor();

    const reply = `Grazie, a presto! (${lane})`;
    await candidate.locator('[data-testid="chat"] textarea').fill(reply);
    await candidate.locator('[data-testid="chat"] button[type="submit"]').click();
    await candidate.locator('[data-testid="chat-thread"] [data-mine="true"]', { hasText: reply }).waitFor();
    await recruiter.locator('[data-testid="message"]', { hasText: reply }).waitFor();
    for (const page of [recruiter, candidate])
      expect(await page.evaluate(() => (window as { loopMark?: boolean }).loopMark)).toBe(true);
  });

  it('the candidate downloads their data and deletes the account; the board shows the application anonymised', async () => {
    await candidate.getByRole('link', { name: 'I miei dati' }).first().click();
    const download = candidate.waitForEvent('download');
    await candidate.getByRole('button', { name: 'Scarica i miei dati (ZIP)' }).click();
    const files = unzipSync(new Uint8Array(await readFile((await (await download).path())!)));
    const data = JSON.parse(strFromU8(files['data.json']!)) as {
      account: { email: string };
      applications: unknown[];
    };
    expect(data.account.email).toBe(email);
    expect(data.applications).toHaveLength(1);

    const form = candidate.locator('section[aria-labelledby="my-data-delete"]');
    await form.getByLabel('Password attuale').fill(PASSWORD);
    await form.getByLabel('Ho capito che l’account e i miei dati saranno cancellati per sempre.').check();
    await form.getByRole('button', { name: 'Elimina definitivamente l’account' }).click();
    await candidate.locator('[data-testid="erasure-receipt-code"]').waitFor();

    await recruiter.goto(`${e2e.server.url}/board/${jobId}?tab=manage`);
    const card = recruiter.locator(`[data-testid="board-card"][data-application-id="${applicationId}"]`);
    await card.filter({ hasText: 'Candidato anonimo' }).waitFor();
    expect(await card.textContent()).not.toContain(`Loop${lane}`);
  });
}

describe('the hiring loop on the embedded database', () => {
  loop('embedded', () => null);
});

const postgres = findPgBin() !== null;
if (!postgres) console.info('talents-loop: the PostgreSQL lane is skipped (no initdb/pg_ctl found)');

describe.skipIf(!postgres)('the hiring loop on PostgreSQL', () => {
  let cluster: Cluster | null = null;
  // Registered before the server's hooks: the cluster starts first and stops last.
  beforeAll(async () => {
    cluster = await startPostgres();
    if (!cluster) throw new Error('PostgreSQL did not start');
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
  });
  loop('postgres', () => cluster?.url ?? null);
});
