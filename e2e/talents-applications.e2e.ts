import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, LoginResponse, MeetingView, MyApplication } from '@hiring/domain';
import { formatDateTime } from '../apps/web/src/shared/format/date.js';
import { seriousAxeViolations } from './support/axe-check.js';
import { useE2E } from './support/harness.js';
import { expectFocusOn, tabTo } from './support/keyboard.js';
import { watchRequests } from './support/network-quiet.js';
import { screenshot, type TestPage } from './support/page.js';
import { fakeMediaArgs } from './support/server.js';
import { apiFetch, apiLogin, openTalentsAs, PHONE, SMALL_PDF } from './support/talents.js';

/**
 * Issue 19, point 5: "Le mie candidature" of the candidate app at 390 × 844. A demo candidate (found on
 * the board of a Tecnoware job, signed in through the API: signing up and in are other tests') gets, from the company admin through the API, two interview requests, a question and a
 * chat; in the browser they see them, accept one interview, decline the other, save the .ics, answer in
 * writing and with a video recorded with Chromium's fake camera, exchange messages live with the recruiter, and withdraw another application.
 */
const e2e = useE2E({ env: { MODULE_DISABLE_SCHEDULING: 'false' }, browserArgs: fakeMediaArgs });

const GIULIA = 'giulia.rossi@tecnoware.demo';
const JOB = 'DevOps engineer';
const QUESTION = 'Quale strumento di CI preferisce e perché?';
const VIDEO_QUESTION = 'Ci racconti in un minuto il suo ultimo progetto.';
const ANSWER = 'GitLab CI: le pipeline stanno nel repository e si rivedono come il codice.';
const DAY = 86_400_000;
/** A 1×1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let recruiter: LoginResponse;
let candidate: LoginResponse;
let applicationId: number;
let otherApplicationId: number;
let chatId: number;
let interviews: MeetingView[];
let tab: TestPage;
let page: Page;

/** Calls the API from the test with a token; resolves to `data` (fails on an error status). */
async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await apiFetch(e2e.server.url, token, method, path, body);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? (null as T) : ((await response.json()) as { data: T }).data;
}

/**
 * A candidate of the job's board still in the running, with the company's chat about this
 * application (opened now, or theirs already) and another live application.
 */
async function findCandidate(jobId: number) {
  const board = await api<{ applications: Array<{ id: number; locked: boolean }> }>(
    recruiter.accessToken,
    'GET',
    `/board/${jobId}`,
  );
  for (const card of board.applications.filter((a) => !a.locked)) {
    const detail = await api<{ contact: { email: string } | null }>(
      recruiter.accessToken,
      'GET',
      `/board/application/${card.id}`,
    );
    const login = await apiLogin(e2e.server.url, detail.contact!.email, e2e.password);
    const chat = await api<{ id: number }>(recruiter.accessToken, 'POST', '/chat', {
      candidateUserId: login.user.id,
      jobId,
    });
    const mine = await api<MyApplication[]>(login.accessToken, 'GET', '/talents/applications');
    const other = mine.find((a) => a.id !== card.id && a.state === 'active');
    const application = mine.find((a) => a.id === card.id);
    if (application?.state === 'active' && application.chatId === chat.id && other)
      return { login, applicationId: card.id, otherApplicationId: other.id, chatId: chat.id };
  }
  throw new Error(`No candidate of ${JOB} with the chat about it and another live application`);
}

const noHorizontalScroll = async () => {
  await page.setViewportSize({ width: 320, height: 720 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize(PHONE);
};

const liveRegion = () => page.locator('[aria-live="polite"]').textContent();

beforeAll(async () => {
  const base = e2e.server.url;
  recruiter = await apiLogin(base, GIULIA, e2e.password);
  const jobs = await api<Array<{ id: number; name: string }>>(
    recruiter.accessToken,
    'GET',
    '/job?select=id,name&take=200',
  );
  const jobId = jobs.find((j) => j.name === JOB)!.id;
  ({ applicationId, otherApplicationId, chatId, login: candidate } = await findCandidate(jobId));

  // Two interviews a week ahead (online, then on site) and a question.
  const at = (days: number) =>
    new Date(Math.ceil((Date.now() + days * DAY) / DAY) * DAY + 9 * 3_600_000).toISOString();
  interviews = [
    await api<MeetingView>(recruiter.accessToken, 'POST', '/application-step/setInterview', {
      applicationId,
      meetingTypeId: 2,
      startsAt: at(7),
      note: 'Porti il suo portfolio.',
    }),
    await api<MeetingView>(recruiter.accessToken, 'POST', '/application-step/setInterview', {
      applicationId,
      meetingTypeId: 1,
      startsAt: at(8),
      place: 'Via Roma 1, Milano',
    }),
  ];
  await api(recruiter.accessToken, 'POST', '/application-question', {
    applicationId,
    questions: [{ text: QUESTION }, { text: VIDEO_QUESTION }],
  });

  tab = await e2e.newPage();
  page = tab.page;
  await page.setViewportSize(PHONE);
  await openTalentsAs(page, base, candidate, '/talents/applications');
});

describe('the candidate app: my applications', () => {
  it('lists the applications with what waits for the candidate; axe clean, 320 px', async () => {
    await page.locator('h1', { hasText: 'Le mie candidature' }).waitFor();
    const card = page.locator('li', {
      has: page.locator(`a[href="/talents/applications/${applicationId}"]`),
    });
    await card.getByText('Colloquio da confermare').waitFor();
    await card.getByText('2 domande da rispondere').waitFor();
    await page.locator(`a[href="/talents/applications/${otherApplicationId}"]`).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'talents-applications-390');
    await noHorizontalScroll();

    await card.locator('a').click();
    await page.locator('h1', { hasText: JOB }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/talents/applications/${applicationId}`);
  });

  it('shows the interviews, accepts one (the recruiter sees it accepted), declines the other after a confirmation', async () => {
    const cards = page.locator('[data-testid="interview"]');
    await expect.poll(() => cards.count()).toBe(2);
    const [online, onsite] = [cards.nth(0), cards.nth(1)];
    // As the page shows it: in the browser's time zone, the machine's, as this process's.
    const start = formatDateTime(interviews[0]!.startsAt);
    const end = formatDateTime(interviews[0]!.endsAt).split(' ')[1];
    await online.getByText(`${start}–${end}`).waitFor();
    await online.getByRole('link', { name: interviews[0]!.link! }).waitFor();
    await onsite.getByText('Via Roma 1, Milano').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'talents-application-390');
    await noHorizontalScroll();

    await online.getByRole('button', { name: 'Accetta' }).click();
    await online.locator('[data-testid="interview-status"]', { hasText: 'Accettato' }).waitFor();
    await expect.poll(liveRegion).toBe('Colloquio accettato');
    expect(await online.getByRole('button', { name: 'Accetta' }).count()).toBe(0);
    const seen = await api<MeetingView>(recruiter.accessToken, 'GET', `/meeting/${interviews[0]!.id}`);
    expect(seen.status).toBe('accepted');

    // Declining asks first; "no" keeps it, "decline" cancels it.
    await onsite.getByRole('button', { name: 'Rifiuta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rifiutare il colloquio?' });
    await dialog.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'No, torna indietro' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(
      (await api<MeetingView>(recruiter.accessToken, 'GET', `/meeting/${interviews[1]!.id}`)).status,
    ).toBe('requested');
    await onsite.getByRole('button', { name: 'Rifiuta' }).click();
    await dialog.getByRole('button', { name: 'Rifiuta' }).click();
    await onsite.locator('[data-testid="interview-status"]', { hasText: 'Annullato' }).waitFor();
    expect(
      (await api<MeetingView>(recruiter.accessToken, 'GET', `/meeting/${interviews[1]!.id}`)).status,
    ).toBe('cancelled');
  });

  it('saves the accepted interview as an .ics with its time', async () => {
    const download = page.waitForEvent('download');
    await page
      .locator('[data-testid="interview"]')
      .first()
      .getByRole('button', { name: 'Aggiungi al calendario' })
      .click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`interview-${interviews[0]!.id}.ics`);
    const ics = await readFile((await saved.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    const utc = interviews[0]!.startsAt.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
    expect(ics).toContain(`DTSTART:${utc}`);
  });

  it('answers the question in writing (checked first: an empty answer is refused on the field), corrects it until it is read', async () => {
    const question = page.locator('[data-testid="question"]', { hasText: QUESTION });
    await question.getByRole('button', { name: 'Invia la risposta' }).click();
    const field = question.getByRole('textbox');
    await expectFocusOn(page, `[data-testid="question"]:has-text("${QUESTION}") textarea`);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await question.getByText('Scrivi la risposta prima di inviarla.').waitFor();

    await field.fill(ANSWER);
    await question.getByRole('button', { name: 'Invia la risposta' }).click();
    await question.locator('[data-testid="question-status"]', { hasText: 'Risposta inviata' }).waitFor();
    expect(await question.locator('[data-testid="question-answer"]').textContent()).toBe(ANSWER);
    const asked = await api<Array<{ text: string; answerText: string | null }>>(
      recruiter.accessToken,
      'GET',
      `/application-question?where[applicationId]=${applicationId}`,
    );
    expect(asked.find((q) => q.text === QUESTION)?.answerText).toBe(ANSWER);

    // A correction the company has read meanwhile is refused, in the reader's language.
    await question.getByRole('button', { name: 'Correggi la risposta' }).click();
    await api(recruiter.accessToken, 'PATCH', `/application-question/viewed/${applicationId}`);
    await question.getByRole('textbox').fill(`${ANSWER} E GitHub Actions.`);
    await question.getByRole('button', { name: 'Invia la risposta' }).click();
    await question
      .getByRole('alert')
      .filter({ hasText: 'L’azienda ha già letto la risposta: non si può più cambiare' })
      .waitFor();
  });

  it('answers the other question with a video recorded in the browser, and watches it back', async () => {
    const question = page.locator('[data-testid="question"]', { hasText: VIDEO_QUESTION });
    await question.getByRole('button', { name: 'Rispondi con un video' }).click();
    await question.getByRole('button', { name: 'Accendi la fotocamera' }).click();
    await question.getByRole('button', { name: 'Avvia la registrazione' }).click();
    await expect
      .poll(() => question.getByRole('timer').textContent(), { timeout: 15_000 })
      .toMatch(/^0:0[1-9] /);
    await question.getByRole('button', { name: 'Ferma la registrazione' }).click();
    await question.getByRole('button', { name: 'Usa questo video' }).click();
    await question.locator('[data-testid="question-status"]', { hasText: 'Risposta inviata' }).waitFor({
      timeout: 30_000,
    });
    await question.getByText('Hai risposto con un video.').waitFor();
    // They can watch what they sent: the player loads the recording.
    await question.getByRole('button', { name: 'Guarda il tuo video' }).click();
    const player = question.getByLabel(`La tua risposta a: ${VIDEO_QUESTION}`);
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    const asked = await api<Array<{ text: string; videoAnswerId: number | null }>>(
      recruiter.accessToken,
      'GET',
      `/application-question?where[applicationId]=${applicationId}`,
    );
    expect(asked.find((q) => q.text === VIDEO_QUESTION)?.videoAnswerId).toEqual(expect.any(Number));
  });

  it('chats with the recruiter live: their message comes without a reload, mine reach them, a file too', async () => {
    const thread = page.locator('[data-testid="chat-thread"]');
    // The stream is open and the thread read again after it opened: from now on only the stream brings messages.
    await page.locator('[data-testid="chat-thread"][data-live="true"]').waitFor();
    await watchRequests(page).quiet();
    const before = tab.requests.length;

    const hello = 'Buongiorno, ha potuto vedere la proposta di colloquio?';
    await api(recruiter.accessToken, 'POST', '/message', { chatId, body: hello });
    await thread.locator('[data-mine="false"]', { hasText: hello }).waitFor();
    // A file from the recruiter (a 1×1 PNG) comes the same way, as a button to open it.
    const form = new FormData();
    form.append('chatId', String(chatId));
    form.append('file', new Blob([Buffer.from(PNG, 'base64')], { type: 'image/png' }), 'mappa.png');
    const sent = await fetch(`${e2e.server.url}/api/message/attachment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${recruiter.accessToken}` },
      body: form,
    });
    expect(sent.status).toBe(201);
    await thread.getByRole('button', { name: /^Apri l’allegato mappa\.png \(/ }).waitFor();
    const since = tab.requests.slice(before).map((url) => new URL(url).pathname);
    expect(since.filter((path) => path.startsWith('/api/chat/'))).toEqual([]);

    // By keyboard: from the message field, past the file picker, to Send.
    const reply = 'Sì, grazie: ho accettato il colloquio online.';
    await tabTo(page, '[data-testid="chat"] textarea');
    await page.keyboard.type(reply);
    await page.keyboard.press('Tab');
    await expectFocusOn(page, '[data-testid="chat"] input[type="file"]');
    await page.keyboard.press('Tab');
    await expectFocusOn(page, '[data-testid="chat"] button[type="submit"]');
    await page.keyboard.press('Enter');
    await thread.locator('[data-mine="true"]', { hasText: reply }).waitFor();
    await expect
      .poll(async () =>
        (await api<ChatMessage[]>(recruiter.accessToken, 'GET', `/chat/${candidate.user.id}`)).map(
          (m) => m.body,
        ),
      )
      .toContain(reply);
    expect(await thread.locator('li', { hasText: reply }).count()).toBe(1);

    // A file of theirs, with no text: shown once the server keeps it, and the recruiter has it.
    await page
      .locator('[data-testid="chat"] input[type="file"]')
      .setInputFiles({ name: 'attestato.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
    await page.locator('[data-testid="chat-file"]', { hasText: 'attestato.pdf' }).waitFor();
    await page.locator('[data-testid="chat"] button[type="submit"]').click();
    await thread
      .locator('[data-mine="true"]')
      .getByRole('button', { name: /^Apri l’allegato attestato\.pdf \(/ })
      .waitFor();
    expect(await page.locator('[data-testid="chat-file"]').count()).toBe(0);
    await expect
      .poll(async () =>
        (await api<ChatMessage[]>(recruiter.accessToken, 'GET', `/chat/${candidate.user.id}`)).map(
          (m) => m.attachment?.name,
        ),
      )
      .toContain('attestato.pdf');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('shows the page in English', async () => {
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Progress' }).waitFor();
    await page.getByText('Interview requested').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'talents-application-390-en');
    await page.getByRole('button', { name: 'Italiano' }).click();
    await page.getByRole('heading', { name: 'Avanzamento' }).waitFor();
  });

  it('withdraws the other application by keyboard, after a confirmation: the state says so, the actions go', async () => {
    await page.goto(`${e2e.server.url}/talents/applications/${otherApplicationId}`);
    await page.locator('h1').waitFor();
    await tabTo(page, 'button.t-button-danger');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Ritirare la candidatura?' });
    await dialog.waitFor();
    await expectFocusOn(page, 'dialog button.t-button-secondary');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocusOn(page, 'button.t-button-danger');

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Shift+Tab');
    await expectFocusOn(page, 'dialog button.t-button-danger');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="application-state"]', { hasText: 'Ritirata' }).waitFor();
    await expectFocusOn(page, '.t-alert');
    await expect.poll(liveRegion).toBe('Candidatura ritirata');
    expect(await page.getByRole('button', { name: 'Ritira la candidatura' }).count()).toBe(0);
    const after = await api<MyApplication>(
      candidate.accessToken,
      'GET',
      `/talents/applications/${otherApplicationId}`,
    );
    expect(after.state).toBe('withdrawn');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(tab.pageErrors).toEqual([]);
  });
});
