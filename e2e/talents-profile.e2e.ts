import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateProfileView, LoginResponse } from '@hiring/domain';
import { seriousAxeViolations } from './support/axe-check.js';
import { useE2E } from './support/harness.js';
import { expectFocusOn, tabTo } from './support/keyboard.js';
import { startMailSink } from './support/mail-sink.js';
import { screenshot, type TestPage } from './support/page.js';
import { fakeMediaArgs } from './support/server.js';
import { apiFetch, apiLogin, botCheckHeader, openTalentsAs, PHONE } from './support/talents.js';

/**
 * Issue 19, point 3: the candidate's profile in the candidate app at 390 × 844. A new candidate (signed
 * up through the API with the bot check solved, confirmed through the mailed link) fills their personal
 * data and work, adds two skills with years and a language with its level, uploads a CV, a certificate
 * and a picture, records a video introduction with Chromium's fake camera (keyboard only) and sees it
 * processed; a recruiter then finds all of it through the API; the candidate hides the profile from
 * searches (the recruiter no longer finds it), reloads and finds everything kept. axe in Italian and
 * English, no horizontal scroll at 320 px, every control reached by Tab with a visible focus, and the
 * message when the camera is refused.
 */
let sink: Awaited<ReturnType<typeof startMailSink>>;
beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(async () => {
  await sink?.close();
});
const e2e = useE2E({
  // The video processor runs (it is off by default under NODE_ENV=test), so the introduction gets encoded.
  env: () => ({ SMTP_URL: sink.url, VIDEO_PROCESS_INTERVAL_MS: '500' }),
  browserArgs: fakeMediaArgs,
});

const GIULIA = 'giulia.rossi@tecnoware.demo';
const CANDIDATE = { firstname: 'Marta', lastname: 'Conti', email: 'marta.conti@talenti.example' };
const PASSWORD = 'Marta2026!x';

/** A one-page PDF, small but real (the server checks the first bytes). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let candidate: LoginResponse;
let recruiter: LoginResponse;
let tab: TestPage;
let page: Page;

const section = (id: string) => page.locator(`[data-testid="section-${id}"]`);

/** Signs a candidate up (POST /auth/register/candidate), confirms the mailed link and signs in. */
async function newCandidate(): Promise<LoginResponse> {
  const base = e2e.server.url;
  const since = sink.received.length;
  const response = await fetch(`${base}/api/auth/register/candidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await botCheckHeader(base, 'register')) },
    body: JSON.stringify({ ...CANDIDATE, password: PASSWORD }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const [, link] = await sink.next(CANDIDATE.email, /(http:\/\/\S+?\/talents\/confirm\?[^\s"<>]+)/, since);
  const confirm = await fetch(
    `${base}/api/auth/confirm-email${new URL(link!.replaceAll('&amp;', '&')).search}`,
  );
  expect(confirm.status).toBe(200);
  return apiLogin(base, CANDIDATE.email, PASSWORD);
}

/** The candidate's profile as the recruiter reads it (status and body). */
async function recruiterView(): Promise<{ status: number; data?: CandidateProfileView }> {
  const response = await apiFetch(
    e2e.server.url,
    recruiter.accessToken,
    'GET',
    `/user-detail/${candidate.user.id}/profile`,
  );
  if (!response.ok) return { status: response.status };
  return { status: response.status, data: ((await response.json()) as { data: CandidateProfileView }).data };
}

/** A small PNG drawn by the browser (the server decodes and resizes it). */
const pngFromCanvas = (p: Page) =>
  p.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#1d4ed8';
    ctx.fillRect(0, 0, 64, 64);
    ctx.fillStyle = '#fbbf24';
    ctx.beginPath();
    ctx.arc(32, 26, 14, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/png').split(',')[1]!;
  });

const saved = async (id: string, text: string) =>
  expect.poll(() => section(id).locator('[data-testid="saved"]').textContent()).toBe(text);

const noHorizontalScroll = async () => {
  await page.setViewportSize({ width: 320, height: 720 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize(PHONE);
};

beforeAll(async () => {
  [candidate, recruiter] = await Promise.all([
    newCandidate(),
    apiLogin(e2e.server.url, GIULIA, e2e.password),
  ]);
  tab = await e2e.newPage();
  page = tab.page;
  await page.setViewportSize(PHONE);
  await openTalentsAs(page, e2e.server.url, candidate, '/talents/profile');
  await section('personal').waitFor();
});

describe('talents profile', () => {
  it('starts empty, axe clean, without horizontal scroll at 320 px', async () => {
    await expect.poll(() => page.locator('#personal-firstname').inputValue()).toBe(CANDIDATE.firstname);
    expect(await section('skills').textContent()).toContain('Nessuna competenza aggiunta.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await noHorizontalScroll();
  });

  it('checks the personal data on submit, then saves them with the municipality picked by keyboard', async () => {
    await page.locator('#personal-phone').fill('chiamami');
    await section('personal').getByRole('button', { name: 'Salva' }).click();
    await expectFocusOn(page, '#personal-phone');
    expect(await page.locator('#personal-phone').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#personal-phone-error').textContent()).toContain('Solo cifre');

    await page.locator('#personal-headline').fill('Sviluppatrice front-end');
    await page.locator('#personal-bio').fill('Dieci anni di interfacce accessibili, da Torino.');
    await page.locator('#personal-phone').fill('+39 333 123 4567');
    await page.locator('#personal-birthDate').fill('1992-04-18');
    const location = page.locator('#personal-location');
    await location.fill('Tori');
    await expect.poll(() => page.getByRole('option', { name: 'Torino (TO)' }).count()).toBe(1);
    // Typed but not chosen: said on submit, at the field.
    await location.press('Escape');
    await section('personal').getByRole('button', { name: 'Salva' }).click();
    await expectFocusOn(page, '#personal-location');
    expect(await page.locator('#personal-location-error').textContent()).toBe(
      'Scegli il comune dall’elenco, o cancella il testo.',
    );
    await location.press('ArrowDown');
    expect(await location.getAttribute('aria-activedescendant')).toBeTruthy();
    await location.press('Enter');
    expect(await location.inputValue()).toBe('Torino (TO)');
    expect(await location.getAttribute('aria-expanded')).toBe('false');
    await section('personal').getByRole('button', { name: 'Salva' }).click();
    await saved('personal', 'Dati personali salvati.');
  });

  it('saves work and education', async () => {
    await page.locator('#work-availability').selectOption({ label: 'Immediata' });
    await page.locator('#work-seniority').selectOption({ index: 3 });
    await page.locator('#work-area').selectOption({ label: 'Informatica e sviluppo software' });
    await page.locator('#work-education').selectOption({ index: 6 });
    await page.locator('#work-employed').check();
    await page.locator('#work-employer').fill('Studio Grafico Po');
    await section('work').getByRole('button', { name: 'Salva' }).click();
    await saved('work', 'Lavoro e studi salvati.');
  });

  it('adds two skills with years and a language with its level', async () => {
    const add = page.locator('#skills-add');
    for (const [typed, skill, years] of [
      ['TypeScr', 'TypeScript', '3 anni'],
      ['Jav', 'Java', '5 anni'],
    ] as const) {
      await add.fill(typed);
      await page.getByRole('option', { name: skill, exact: true }).click();
      // The new skill's years take the focus.
      const select = page.getByRole('combobox', { name: `Anni di esperienza in ${skill}` });
      await expectFocusOn(page, `select[aria-label="Anni di esperienza in ${skill}"]`);
      await select.selectOption({ label: years });
    }
    await section('skills').getByRole('button', { name: 'Salva' }).click();
    await saved('skills', 'Competenze salvate.');

    await page.locator('#languages-new').selectOption({ label: 'Inglese' });
    await page.locator('#languages-level').selectOption({ label: 'B2 · Intermedio superiore' });
    await section('languages').getByRole('button', { name: 'Aggiungi la lingua' }).click();
    expect(await page.getByRole('combobox', { name: 'Livello di Inglese' }).inputValue()).toBeTruthy();
    await section('languages').getByRole('button', { name: 'Salva' }).click();
    await saved('languages', 'Lingue salvate.');

    await section('soft-skills').locator('summary').click();
    await section('soft-skills').getByLabel('Lavoro in team').check();
    await section('soft-skills').getByLabel('Problem solving').check();
    await section('soft-skills').getByRole('button', { name: 'Salva' }).click();
    await saved('soft-skills', 'Competenze trasversali salvate.');
  });

  it('uploads a CV, a certificate and a picture', async () => {
    // A text file named .pdf: the server reads its content and refuses it, said in Italian.
    await page
      .locator('#cv-file')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
    await section('cv')
      .getByRole('alert')
      .filter({ hasText: 'Questo tipo di file non è accettato.' })
      .waitFor();
    await page
      .locator('#cv-file')
      .setInputFiles({ name: 'cv-marta-conti.pdf', mimeType: 'application/pdf', buffer: PDF });
    await saved('cv', 'Curriculum caricato: cv-marta-conti.pdf.');
    expect(await section('cv').textContent()).toContain('cv-marta-conti.pdf');

    // The file is missing: said at the file's button.
    await section('certificates').getByRole('button', { name: 'Aggiungi il certificato' }).click();
    await expectFocusOn(page, '#certificate-file');
    expect(await page.locator('#certificate-file-error').textContent()).toBe(
      'Scegli il file del certificato.',
    );
    await page.locator('#certificate-name').fill('Cambridge First Certificate');
    await page.locator('#certificate-issuer').fill('Cambridge English');
    await page.locator('#certificate-issued-on').fill('2019-06-14');
    await page
      .locator('#certificate-file')
      .setInputFiles({ name: 'fce.pdf', mimeType: 'application/pdf', buffer: PDF });
    await section('certificates').getByRole('button', { name: 'Aggiungi il certificato' }).click();
    await saved('certificates', 'Certificato aggiunto: Cambridge First Certificate.');
    expect(await page.locator('[data-testid="certificates-list"]').textContent()).toContain(
      'Cambridge English, rilasciato il 14/06/2019',
    );

    const png = Buffer.from(await pngFromCanvas(page), 'base64');
    await page
      .locator('#picture-file')
      .setInputFiles({ name: 'marta.png', mimeType: 'image/png', buffer: png });
    await saved('picture', 'Foto caricata.');
    await expect
      .poll(() => section('picture').getByRole('img', { name: 'Foto di Marta Conti' }).getAttribute('src'))
      .toMatch(/\/avatar\/[\w-]+\.png\?v=2$/);
  });

  it('records a video introduction with the camera by keyboard alone and sees it processed', async () => {
    const video = section('video');
    await video.getByRole('button', { name: 'Accendi la fotocamera' }).focus();
    await page.keyboard.press('Enter');
    // Each step's button takes the focus.
    await expectFocusOn(page, 'button:has-text("Avvia la registrazione")');
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'button:has-text("Ferma la registrazione")');
    await expect
      .poll(() => video.getByRole('timer').textContent(), { timeout: 15_000 })
      .toMatch(/^0:0[2-9] di 2:00$/);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'button:has-text("Usa questo video")');
    expect(await video.getByLabel('Il video da rivedere').count()).toBe(1);
    expect(await video.locator('[data-testid="recorder-take"]').textContent()).toMatch(/^Durata 0:0\d · /);
    await page.keyboard.press('Enter');
    await saved('video', 'Video caricato: lo stiamo preparando per la riproduzione.');
    const stored = video.locator('[data-testid="stored-video"]');
    await expect
      .poll(() => stored.getAttribute('data-status'), { timeout: 90_000, interval: 500 })
      .toMatch(/^(encoded|original)$/);
    expect(await video.getByLabel('Video di presentazione').getAttribute('src')).toBeTruthy();
  });

  it('is found by a recruiter with everything in it, and hidden from searches when switched off', async () => {
    const { status, data } = await recruiterView();
    expect(status).toBe(200);
    expect(data).toMatchObject({
      firstname: 'Marta',
      headline: 'Sviluppatrice front-end',
      employed: true,
      location: { name: 'Torino', province: 'TO' },
      availability: { name: 'Immediata' },
      workArea: { name: 'Informatica e sviluppo software' },
      visibility: 'profile',
      contact: null,
      curriculum: { fileName: 'cv-marta-conti.pdf' },
      certificates: [
        { name: 'Cambridge First Certificate', issuer: 'Cambridge English', issuedOn: '2019-06-14' },
      ],
    });
    expect(data!.professionalSkills.map((s) => [s.name, s.years]).sort()).toEqual([
      ['Java', 5],
      ['TypeScript', 3],
    ]);
    expect(data!.languages).toEqual([expect.objectContaining({ name: 'Inglese', level: 'B2' })]);
    expect(data!.softSkills.map((s) => s.name).sort()).toEqual(['Lavoro in team', 'Problem solving']);
    expect(data!.picture).toMatch(/\/avatar\/[\w-]+\.png\?v=2$/);
    expect(data!.videoIntroduction).not.toBeNull();

    const visibility = page.getByRole('switch', { name: 'Visibile alle aziende che cercano candidati' });
    expect(await visibility.getAttribute('aria-checked')).toBe('true');
    await visibility.click();
    await saved(
      'visibility',
      'Ora le aziende non ti trovano nelle ricerche: ti vedono solo quelle a cui ti candidi.',
    );
    expect(await visibility.getAttribute('aria-checked')).toBe('false');
    expect((await recruiterView()).status).toBe(404);
  });

  it('keeps everything after a reload', async () => {
    await page.reload();
    await section('personal').waitFor();
    expect(await page.locator('#personal-headline').inputValue()).toBe('Sviluppatrice front-end');
    expect(await page.locator('#personal-location').inputValue()).toBe('Torino (TO)');
    expect(await page.locator('#personal-phone').inputValue()).toBe('+39 333 123 4567');
    expect(await page.locator('#personal-birthDate').inputValue()).toBe('1992-04-18');
    expect(await page.locator('#work-employer').inputValue()).toBe('Studio Grafico Po');
    expect(await page.getByRole('combobox', { name: 'Anni di esperienza in TypeScript' }).inputValue()).toBe(
      '3',
    );
    expect(await page.getByRole('combobox', { name: 'Anni di esperienza in Java' }).inputValue()).toBe('5');
    expect(await section('languages').textContent()).toContain('Inglese');
    expect(await section('soft-skills').locator('[data-testid="soft-skills-chosen"]').textContent()).toBe(
      'Lavoro in teamProblem solving',
    );
    expect(await section('cv').textContent()).toContain('cv-marta-conti.pdf');
    expect(await section('certificates').textContent()).toContain('Cambridge First Certificate');
    expect(await section('picture').getByRole('img').count()).toBe(1);
    await section('video').locator('[data-testid="stored-video"]').waitFor();
    expect(await page.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await noHorizontalScroll();
    await screenshot(page, 'talents-profile-it');
  });

  it('keeps the text typed over a chosen municipality, to choose another', async () => {
    const location = page.locator('#personal-location');
    await location.fill('Mila');
    await page.getByRole('option', { name: 'Milano (MI)' }).click();
    expect(await location.inputValue()).toBe('Milano (MI)');
    await location.fill('Tor');
    await expect.poll(() => page.getByRole('option', { name: 'Torino (TO)' }).count()).toBe(1);
    expect(await location.inputValue()).toBe('Tor');
    await page.getByRole('option', { name: 'Torino (TO)' }).click();
    expect(await location.inputValue()).toBe('Torino (TO)');
  });

  it('reaches every control by Tab with a visible focus', async () => {
    await page.locator('h1').focus();
    await tabTo(page, '[role="switch"]', { limit: 120 });
  });

  it('reads in English, axe clean', async () => {
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'My profile', level: 1 }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Level of English' }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'talents-profile-en');
    await page.getByRole('button', { name: 'Italiano' }).click();
  });

  it('says plainly when the camera is refused, and offers a file instead', async () => {
    const refused = await e2e.newPage();
    await refused.page.setViewportSize(PHONE);
    await refused.page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await openTalentsAs(refused.page, e2e.server.url, candidate, '/talents/profile');
    const video = refused.page.locator('[data-testid="section-video"]');
    await video.getByRole('button', { name: 'Sostituisci il video' }).click();
    await video.getByRole('button', { name: 'Accendi la fotocamera' }).click();
    await expect.poll(() => video.getByRole('alert').textContent()).toContain('Non hai dato il permesso');
    expect(await video.getByRole('button', { name: 'Scegli un file video' }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(refused.page, '[data-testid="section-video"]')).toEqual([]);
  });
});
