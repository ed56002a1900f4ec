import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { stepTypeByKey } from '@hiring/domain';
import { callApi, jobIdByName } from './support/api.js';
import { seriousAxeViolations } from './support/axe-check.js';
import { useE2E } from './support/harness.js';
import { readMessages, text, type Messages } from './support/messages.js';
import { animationsDone, screenshot } from './support/page.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';
const JOB = 'DevOps engineer';
const OWN_QUESTION = 'Quale strumento di CI preferisce e perché?';
const TEXT_ANSWER = 'GitLab CI: le pipeline stanno nel repository e si rivedono come il codice.';

const e2e = useE2E();

interface Question {
  id: number;
  text: string;
  questionId: number | null;
}
interface CandidateDetail {
  contact: { email: string } | null;
}

/** A short real WebM, recorded in the page from a canvas by the browser's MediaRecorder. */
function recordWebm(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 32;
    canvas.height = 32;
    const g = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    // Frames are drawn by animation frames until three chunks of data have come.
    await new Promise<void>((resolve) => {
      let frame = 0;
      const draw = () => {
        g.fillStyle = frame++ % 2 ? '#1e40af' : '#15803d';
        g.fillRect(0, 0, 32, 32);
        if (frame > 12) resolve();
        else requestAnimationFrame(draw);
      };
      draw();
    });
    recorder.stop();
    await stopped;
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
  });
}

/** Uploads a video answer with the page's session (multipart, as the candidate app would). */
function uploadVideoAnswer(page: Page, bytes: number[]): Promise<{ id: number }> {
  return page.evaluate(async (data) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type: 'video/webm' }), 'risposta.webm');
    const response = await fetch('/api/video-answer', {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
      body: form,
    });
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: { id: number } }).data;
  }, bytes);
}

describe('Q&A steps from the board', () => {
  let page: Page;
  let candidate: Page;
  let it_: Messages;
  let qa: Messages;
  let jobId: number;
  let applicationId: number;

  beforeAll(async () => {
    it_ = e2e.it;
    qa = await readMessages('it', 'questions');
    page = (await e2e.newPage()).page;
    await e2e.signIn(page, GIULIA);
    jobId = await jobIdByName(page, JOB);
    const cards = (await callApi<{ applications: Array<{ id: number }> }>(page, 'GET', `/board/${jobId}`))
      .applications;
    applicationId = cards[cards.length - 1]!.id;
  });

  /** Opens the candidate's detail on the status tab and returns it and the Q&A panel. */
  async function openStatus(): Promise<{ detail: Locator; panel: Locator }> {
    await page.goto(`${e2e.server.url}/board/${jobId}/${applicationId}?tab=manage`);
    const detail = page.locator('[data-testid="candidate-detail"]');
    await detail.getByRole('tab', { name: text(it_, 'board.detail.status') }).click();
    const panel = detail.locator('[data-testid="questions-panel"]');
    await panel.waitFor();
    return { detail, panel };
  }

  const step = (detail: Locator, key: string) =>
    detail.locator('[data-testid="candidate-steps"] [data-testid="step-tag"]', {
      hasText: stepTypeByKey.get(key)!.name,
    });
  const statuses = (panel: Locator) => panel.locator('[data-testid="question-status"]').allTextContents();

  it('sends a catalogue question and an own one, sees the answers (text and video) and the three steps', async () => {
    const { detail, panel } = await openStatus();
    await panel.getByText(text(qa, 'panel.none')).waitFor();

    // The dialog: an area of the catalogue (named through its translation key), one of its questions, one of our own.
    await panel.locator('[data-testid="questions-send"]').click();
    const dialog = page.locator('[data-testid="send-questions-dialog"]');
    await dialog.waitFor();
    await dialog.locator('[data-testid="question-area"]').click();
    await page.locator('.p-dropdown-item', { hasText: 'Comunicazione' }).click();
    const catalogue = dialog.locator('[data-testid="question-catalogue"]');
    await catalogue.waitFor();
    const firstQuestion = (await catalogue.locator('label').first().textContent())!;
    expect(firstQuestion).toMatch(/^Mi racconti di una volta/);
    await catalogue.locator('label').first().click();
    await dialog.getByLabel(text(qa, 'send.own')).fill(OWN_QUESTION);
    await dialog.locator('[data-testid="add-own-question"]').click();
    expect(await dialog.locator('[data-testid="chosen-questions"] li > span').allTextContents()).toEqual([
      firstQuestion,
      OWN_QUESTION,
    ]);
    await animationsDone(page, '.p-dialog');
    await screenshot(page, 'questions-send-dialog');
    expect(await seriousAxeViolations(page, '.p-dialog')).toEqual([]);
    await dialog.locator('[data-testid="send-questions-submit"]').click();
    await dialog.waitFor({ state: 'detached' });

    await expect
      .poll(() => statuses(panel))
      .toEqual([text(qa, 'status.waiting'), text(qa, 'status.waiting')]);
    expect(await panel.locator('[data-testid="question"] p').first().textContent()).toBe(firstQuestion);
    await step(detail, 'qa-request').waitFor();

    // The candidate answers through the API: one in writing, one with a video recorded in their browser.
    const { contact } = await callApi<CandidateDetail>(page, 'GET', `/board/application/${applicationId}`);
    candidate = (await e2e.newPage()).page;
    await e2e.signIn(candidate, contact!.email);
    const asked = await callApi<Question[]>(
      candidate,
      'GET',
      `/application-question?where[applicationId]=${applicationId}&orderBy=id`,
    );
    expect(asked.map((q) => q.text)).toEqual([firstQuestion, OWN_QUESTION]);
    await callApi(candidate, 'PATCH', `/application-question/${asked[0]!.id}`, { answerText: TEXT_ANSWER });
    const video = await uploadVideoAnswer(candidate, await recordWebm(candidate));
    await callApi(candidate, 'PATCH', `/application-question/${asked[1]!.id}`, { videoAnswerId: video.id });

    // The recruiter sees them answered, reads them (which marks them read), the video plays from its signed address.
    await openStatus();
    await expect
      .poll(() => statuses(panel))
      .toEqual([text(qa, 'status.answered'), text(qa, 'status.answered')]);
    await step(detail, 'qa-sent').waitFor();
    expect(await panel.locator('[data-testid="question-answer"]').count()).toBe(0);
    await panel.locator('[data-testid="questions-toggle-answers"]').click();
    expect(await panel.locator('[data-testid="question-answer"]').textContent()).toBe(TEXT_ANSWER);
    const player = panel.locator('[data-testid="question-video"] video');
    await player.waitFor();
    expect(await player.getAttribute('src')).not.toMatch(/^blob:/);
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState >= HTMLMediaElement.HAVE_METADATA))
      .toBe(true);
    await expect.poll(() => statuses(panel)).toEqual([text(qa, 'status.viewed'), text(qa, 'status.viewed')]);
    await step(detail, 'qa-view').waitFor();
    expect(await seriousAxeViolations(page, '[data-testid="questions-panel"]')).toEqual([]);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'questions-panel');

    // The steps in order, and reading again writes no second qa-view.
    await openStatus();
    await panel.locator('[data-testid="questions-toggle-answers"]').click();
    await panel.locator('[data-testid="question-answer"]').waitFor();
    const keys = await callApi<Array<{ applicationStepTypeId: number }>>(
      page,
      'GET',
      `/application-step?where[applicationId]=${applicationId}&orderBy=id&take=100`,
    );
    const qaKeys = keys
      .map((s) => [...stepTypeByKey.values()].find((type) => type.id === s.applicationStepTypeId)!.key)
      .filter((key) => key.startsWith('qa-'));
    expect(qaKeys).toEqual(['qa-request', 'qa-sent', 'qa-view']);
  });
});
