import type { ApplicationFiles, BoardPayload, CandidateDetail, VideoAi, VideoUrl } from '@hiring/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { seriousAxeViolations } from './support/axe-check.js';
import { useE2E } from './support/harness.js';
import { text, type Messages } from './support/messages.js';
import { animationsDone, screenshot } from './support/page.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';

// The video processor runs (it is off by default under NODE_ENV=test): the demo videos get encoded.
const e2e = useE2E({ env: { VIDEO_PROCESS_INTERVAL_MS: '1000' } });

type Found = { jobId: number; applicationId: number; files: ApplicationFiles };

/** The first application of the recruiter's jobs whose snapshot passes the test. */
async function findApplication(page: Page, test: (files: ApplicationFiles) => boolean): Promise<Found> {
  const jobs = await callApi<Array<{ id: number }>>(page, 'GET', '/job?select=id&orderBy=id&take=200');
  for (const job of jobs) {
    const board = await callApi<BoardPayload>(page, 'GET', `/board/${job.id}`).catch(() => null);
    for (const card of board?.applications ?? []) {
      const { files } = await callApi<CandidateDetail>(page, 'GET', `/board/application/${card.id}`);
      if (test(files)) return { jobId: job.id, applicationId: card.id, files };
    }
  }
  throw new Error('No such demo application');
}

const withFiles = (files: ApplicationFiles) =>
  files.curricula.length > 0 && files.certificates.length > 0 && files.videos.length > 0;
const withoutFiles = (files: ApplicationFiles) =>
  files.curricula.length + files.certificates.length + files.videos.length === 0;

/** Fetches a signed address outside the page (no token, no cookie): status and content type. */
async function fetchSigned(page: Page, url: string) {
  const response = await page.context().request.get(new URL(url, e2e.server.url).toString());
  return { status: response.status(), type: response.headers()['content-type'] ?? '' };
}

describe('the files of an application in the candidate detail', () => {
  let it_: Messages;
  let page: Page;
  let target: Found;

  beforeAll(async () => {
    it_ = e2e.it;
    page = (await e2e.newPage()).page;
    await e2e.signIn(page, GIULIA);
    target = await findApplication(page, withFiles);
  });

  it('shows the CV and the certificate, opens them through signed URLs and downloads them', async () => {
    await page.goto(`${e2e.server.url}/board/${target.jobId}/${target.applicationId}`);
    const section = page.locator('[data-testid="candidate-files"]');
    await section.waitFor();
    expect(await section.locator('h3').textContent()).toBe(text(it_, 'board.files.title'));
    const cv = section.locator('[data-testid="candidate-document"][data-kind="curriculum"]');
    const certificate = section.locator('[data-testid="candidate-document"][data-kind="certificate"]');
    await cv.waitFor();
    expect(await cv.textContent()).toContain(target.files.curricula[0]!.fileName);
    expect(await cv.textContent()).toMatch(/PDF · \d+(,\d)? kB · \d{2}\/\d{2}\/\d{4}/);
    expect(await certificate.textContent()).toContain(target.files.certificates[0]!.name);

    for (const doc of [cv, certificate]) {
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        doc.locator('[data-testid="document-open"]').click(),
      ]);
      await tab.waitForURL(/\/storage\/signed\/|X-Amz-Signature/);
      expect(await fetchSigned(page, tab.url())).toEqual({ status: 200, type: 'application/pdf' });
      await tab.close();
    }

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      cv.locator('[data-testid="document-download"]').click(),
    ]);
    expect(download.suggestedFilename()).toBe(target.files.curricula[0]!.fileName);
    await animationsDone(page, '.p-sidebar');
    expect(await seriousAxeViolations(page, '[data-testid="candidate-files"]')).toEqual([]);
    await screenshot(page, 'files-detail-documents');
  });

  it('plays the video introduction from its signed address, with its poster or status', async () => {
    const item = page.locator('[data-testid="candidate-video"][data-kind="introduction"]');
    const video = item.locator('video');
    await video.waitFor();
    expect(await video.getAttribute('aria-label')).toBe(text(it_, 'board.files.introduction'));
    const src = (await video.getAttribute('src'))!;
    expect((await fetchSigned(page, src)).status).toBe(200);
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2); // HAVE_CURRENT_DATA
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    await item.scrollIntoViewIfNeeded();
    await screenshot(page, 'files-detail-video');
    // On a phone the documents' actions wrap under their names.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('[data-testid="candidate-files"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'files-detail-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('once encoded, plays the web encoding with the thumbnail as poster', async () => {
    const ai = await callApi<VideoAi>(page, 'GET', '/video/ai');
    if (!ai.encoder) {
      console.info('files-detail: ffmpeg is not installed here, the encoded video is not checked');
      return;
    }
    const videoId = target.files.videos.find((v) => v.kind === 'introduction')!.videoId;
    // The processor encodes the demo videos after the server started (a few seconds each).
    await expect
      .poll(async () => (await callApi<VideoUrl>(page, 'GET', `/video/${videoId}/url`)).status, {
        timeout: 120_000,
        interval: 1_000,
      })
      .toBe('encoded');
    await page.goto(`${e2e.server.url}/board/${target.jobId}/${target.applicationId}`);
    const item = page.locator('[data-testid="candidate-video"][data-kind="introduction"]');
    const video = item.locator('video');
    await video.waitFor();
    expect(await video.getAttribute('poster')).toBeTruthy();
    expect(await item.locator('[data-testid="video-status"]').count()).toBe(0);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1); // HAVE_METADATA: the duration is known
    expect(await item.locator('figcaption').textContent()).toContain('0:05');
    await item.scrollIntoViewIfNeeded();
    await screenshot(page, 'files-detail-video-encoded');
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await video.evaluate((element: HTMLVideoElement) => element.pause());
  }, 180_000);

  it('analyses the video from the analysis tab and shows the result', async () => {
    const detail = page.locator('[data-testid="candidate-detail"]');
    await detail.getByRole('tab', { name: text(it_, 'board.detail.analysis') }).click();
    const block = detail.locator('[data-testid="video-analysis"]');
    await block.waitFor();
    const item = block.locator('[data-testid="video-analysis-item"]').first();
    await item.locator('[data-testid="video-analyse"]').click();
    const result = item.locator('[data-testid="video-analysis-result"]');
    await result.waitFor({ timeout: 60_000 });
    // No AI is configured in the browser tests: the offline analysis, said plainly.
    expect(await result.getAttribute('data-provider')).toBe('offline');
    expect(await result.textContent()).toContain(text(it_, 'board.videoAnalysis.offlineLead'));
    await block.scrollIntoViewIfNeeded();
    await animationsDone(page, '.p-toast');
    expect(await seriousAxeViolations(page, '[data-testid="video-analysis"]')).toEqual([]);
    await screenshot(page, 'files-detail-analysis');
  });

  it('says so when the candidate sent nothing', async () => {
    const bare = await findApplication(page, withoutFiles);
    await page.goto(`${e2e.server.url}/board/${bare.jobId}/${bare.applicationId}`);
    const empty = page.locator('[data-testid="candidate-files-empty"]');
    await empty.waitFor();
    expect(await empty.textContent()).toBe(text(it_, 'board.files.none'));
    await page
      .locator('[data-testid="candidate-detail"]')
      .getByRole('tab', { name: text(it_, 'board.detail.analysis') })
      .click();
    await page
      .locator('[data-testid="video-analysis"]')
      .getByText(text(it_, 'board.videoAnalysis.noVideos'))
      .waitFor();
  });
});

describe('the staff picture on the account page', () => {
  it('uploads a picture: the avatar shows on the page and in the top bar; removing it brings the initials back', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.goto(`${e2e.server.url}/account`);
    await page.locator('#account-title').waitFor();
    const box = page.locator('[data-testid="account-picture"]');
    await box.locator('.p-avatar').waitFor();
    await screenshot(page, 'files-account-picture-before');

    // A 400x300 PNG drawn in the page.
    const png = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 400;
      canvas.height = 300;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#2f5d8a';
      g.fillRect(0, 0, 400, 300);
      g.fillStyle = '#f5c518';
      g.beginPath();
      g.arc(200, 150, 100, 0, Math.PI * 2);
      g.fill();
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    await page
      .locator('#account-picture-file')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    const image = box.locator('[data-testid="account-picture-image"]:not([data-preview])');
    await image.waitFor();
    const src = (await image.getAttribute('src'))!;
    expect(src).toMatch(/\.png\?v=2$/);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(256);
    const topBar = page.locator('[data-testid="account-menu"] .p-avatar img');
    await topBar.waitFor();
    expect(await topBar.getAttribute('src')).toBe(src);
    await page.locator('.p-toast .p-toast-icon-close').click();
    await page.locator('.p-toast-message').waitFor({ state: 'detached' });
    await screenshot(page, 'files-account-picture-after');

    // A file that is no picture is refused before anything is sent.
    await page
      .locator('#account-picture-file')
      .setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('ciao') });
    await page.locator('.p-toast-message-warn').waitFor();

    await box.locator('[data-testid="account-picture-remove"]').click();
    await box.locator('.p-avatar').waitFor();
    await page.locator('[data-testid="account-menu"] .p-avatar img').waitFor({ state: 'detached' });
  });
});
