import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { candidateEmail, readChatTexts, type ChatMessage, type ChatSummary } from './support/chat.js';
import { pathOf, useE2E } from './support/harness.js';
import { seriousAxeViolations } from './support/axe-check.js';
import { animationsDone, screenshot } from './support/page.js';
import { LIVE_STREAM } from './support/network-quiet.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';
const MARCO = 'marco.bianchi@tecnoware.demo';

const e2e = useE2E();

const entry = (page: Page, chatterId: number) =>
  page.locator(`[data-testid="conversation"][data-chatter-id="${chatterId}"]`);
const bubble = (page: Page, text: string) => page.locator('[data-testid="message"]', { hasText: text });

/** Marks the document, so that a test can tell it was never reloaded. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

describe('messages', () => {
  let texts: Record<string, string>;
  let giulia: Page;
  let candidate: Page;
  /** The conversation the candidate writes in, and another one. */
  let talk: ChatSummary;
  let other: ChatSummary;
  let applicationId: number;
  /** The company, as the candidate's chatter id. */
  let companyId: number;

  beforeAll(async () => {
    texts = await readChatTexts('it');
    giulia = (await e2e.newPage()).page;
    await e2e.signIn(giulia, GIULIA);
    const list = await callApi<ChatSummary[]>(giulia, 'GET', '/chat');
    expect(list.length).toBeGreaterThanOrEqual(2);
    [talk, other] = list as [ChatSummary, ChatSummary];
    const found = await candidateEmail(giulia, talk);
    applicationId = found.applicationId;
    candidate = (await e2e.newPage()).page;
    await e2e.signIn(candidate, found.email);
    const theirs = await callApi<ChatSummary[]>(candidate, 'GET', '/chat');
    companyId = theirs.find((c) => c.chatId === talk.chatId)!.chatter.id;
  });

  it('receives the candidate’s messages live: the list moves up with its unread count, the open thread shows them', async () => {
    await giulia.goto(`${e2e.server.url}/messages`);
    await giulia.locator('[data-testid="no-thread"]').waitFor();
    await entry(giulia, talk.chatter.id).waitFor();
    await markDocument(giulia);

    // Another conversation open: the thread is a log with the seeded days.
    await entry(giulia, other.chatter.id).locator('a').click();
    await giulia.waitForURL(`**/messages/${other.chatter.id}`);
    const log = giulia.locator('[data-testid="thread-log"]');
    await log.waitFor();
    expect(await log.getAttribute('role')).toBe('log');
    expect(await log.getAttribute('aria-live')).toBe('polite');
    const days = await giulia.locator('[data-testid="day-separator"]').allTextContents();
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(day).toMatch(/^(\d{2}\/\d{2}\/\d{4}|Oggi|Ieri)$/);

    const unread = (await callApi<ChatSummary[]>(giulia, 'GET', '/chat')).find(
      (c) => c.chatter.id === talk.chatter.id,
    )!.unreadCount;
    await callApi(candidate, 'POST', '/message', { chatId: talk.chatId, body: 'Salve, ho una domanda' });
    const badge = entry(giulia, talk.chatter.id).locator('[data-testid="unread-count"]');
    await badge.filter({ hasText: String(unread + 1) }).waitFor();
    expect(await giulia.locator('[data-testid="conversation"]').first().getAttribute('data-chatter-id')).toBe(
      String(talk.chatter.id),
    );
    expect(await entry(giulia, talk.chatter.id).textContent()).toContain('Salve, ho una domanda');

    // Opened: the message is there and read, the badge goes.
    await entry(giulia, talk.chatter.id).locator('a').click();
    await bubble(giulia, 'Salve, ho una domanda').waitFor();
    await badge.waitFor({ state: 'detached' });

    // A message while the thread is open comes into it, and is read at once.
    await callApi(candidate, 'POST', '/message', { chatId: talk.chatId, body: 'Mi legge?' });
    await bubble(giulia, 'Mi legge?').waitFor();
    await expect
      .poll(
        async () =>
          (await callApi<ChatMessage[]>(candidate, 'GET', `/chat/${companyId}`)).at(-1)?.readAt ?? null,
      )
      .not.toBeNull();
    expect(await badge.count()).toBe(0);
    expect(await sameDocument(giulia)).toBe(true);
  });

  it('sends with Enter, Shift+Enter makes a new line; today’s separator and the read receipt show', async () => {
    const input = giulia.locator('[data-testid="composer-input"]');
    await input.click();
    await input.pressSequentially('Buongiorno');
    await giulia.keyboard.press('Shift+Enter');
    await input.pressSequentially('seconda riga');
    expect(await input.inputValue()).toBe('Buongiorno\nseconda riga');
    await giulia.keyboard.press('Enter');

    const mine = bubble(giulia, 'seconda riga');
    await mine.waitFor();
    expect(await mine.getAttribute('data-mine')).toBe('true');
    expect(await mine.locator('p').innerText()).toBe('Buongiorno\nseconda riga');
    expect(await input.inputValue()).toBe('');
    await giulia.locator('[data-testid="day-separator"]', { hasText: texts.today! }).waitFor();

    const last = (await callApi<ChatMessage[]>(candidate, 'GET', `/chat/${companyId}`)).at(-1)!;
    expect(last).toMatchObject({ body: 'Buongiorno\nseconda riga', mine: false });
    const state = mine.locator('[data-testid="read-state"]');
    expect(await state.getAttribute('data-read')).toBe('false');
    await callApi(candidate, 'POST', '/last-message', { chatId: last.chatId, messageId: last.id });
    await mine.locator('[data-testid="read-state"][data-read="true"]').waitFor();
    expect(await state.getAttribute('aria-label')).toBe(texts.read);
    expect(await sameDocument(giulia)).toBe(true);

    await screenshot(giulia, 'messages-desktop');
    expect(await seriousAxeViolations(giulia)).toEqual([]);
    await giulia.setViewportSize({ width: 390, height: 800 });
    const back = giulia.locator('[data-testid="thread-back"]');
    await back.waitFor();
    expect(await giulia.locator('[data-testid="conversations"]').isVisible()).toBe(false);
    await screenshot(giulia, 'messages-narrow-thread');
    // The page's part (the shell's narrow top bar is the shell's own test).
    expect(await seriousAxeViolations(giulia, '[data-page="messages"]')).toEqual([]);
    await back.click();
    await giulia.waitForURL(`${e2e.server.url}/messages`);
    await giulia.locator('[data-testid="conversations"]').waitFor();
    await screenshot(giulia, 'messages-narrow-list');
    await giulia.setViewportSize({ width: 1280, height: 800 });
  });

  it('corrects and withdraws one’s own message from its menu, live on the other side', async () => {
    await entry(giulia, talk.chatter.id).locator('a').click();
    const id = await bubble(giulia, 'seconda riga').getAttribute('data-message-id');
    const mine = giulia.locator(`[data-testid="message"][data-message-id="${id}"]`);
    await mine.locator('[data-testid="message-menu"]').click();
    await giulia.getByRole('menuitem', { name: texts.edit! }).click();
    const editor = mine.getByRole('textbox', { name: texts.editLabel! });
    await editor.fill('Buongiorno, a domani');
    await editor.press('Enter');
    await bubble(giulia, 'Buongiorno, a domani').locator('p').waitFor();
    const edited = (await callApi<ChatMessage[]>(candidate, 'GET', `/chat/${companyId}`)).at(-1)!;
    expect(edited.body).toBe('Buongiorno, a domani');

    await bubble(giulia, 'Buongiorno, a domani').locator('[data-testid="message-menu"]').click();
    await giulia.getByRole('menuitem', { name: texts.delete! }).click();
    await giulia.locator('[data-testid="confirm-dialog"]').waitFor();
    await animationsDone(giulia, '[data-testid="confirm-dialog"]');
    await giulia.locator('[data-testid="confirm-dialog"] .p-confirm-dialog-accept').click();
    await bubble(giulia, 'Buongiorno, a domani').waitFor({ state: 'detached' });
    expect((await callApi<ChatMessage[]>(candidate, 'GET', `/chat/${companyId}`)).at(-1)!.id).not.toBe(
      edited.id,
    );

    // The candidate withdraws theirs: it leaves Giulia's open thread.
    const theirs = (await callApi<ChatMessage[]>(candidate, 'GET', `/chat/${companyId}`)).at(-1)!;
    expect(theirs.body).toBe('Mi legge?');
    await callApi(candidate, 'DELETE', `/message/${theirs.id}`);
    await bubble(giulia, 'Mi legge?').waitFor({ state: 'detached' });
  });

  it('sends a picture: a thumbnail fetched with the session opens the file; the candidate gets it', async () => {
    // A 1×1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await giulia
      .locator('[data-testid="attach-input"]')
      .setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: png });
    await giulia.locator('[data-testid="chosen-file"]', { hasText: 'pixel.png' }).waitFor();
    const input = giulia.locator('[data-testid="composer-input"]');
    await input.fill('Ecco il file');
    await input.press('Enter');

    const sent = bubble(giulia, 'Ecco il file');
    const thumb = sent.locator('[data-testid="attachment"] img');
    await thumb.waitFor();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    expect(await sent.locator('[data-testid="attachment"]').getAttribute('aria-label')).toBe(
      texts.openAttachment!.replace('{{name}}', 'pixel.png'),
    );
    expect(await giulia.locator('[data-testid="chosen-file"]').count()).toBe(0);

    const last = (await callApi<ChatMessage[]>(candidate, 'GET', `/chat/${companyId}`)).at(-1)!;
    expect(last).toMatchObject({
      body: 'Ecco il file',
      attachment: { name: 'pixel.png', mimeType: 'image/png', size: png.length },
    });
    const bytes = await candidate.evaluate(async (url) => {
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
      });
      return { status: response.status, size: (await response.arrayBuffer()).byteLength };
    }, last.attachment!.url);
    expect(bytes).toEqual({ status: 200, size: png.length });
    await screenshot(giulia, 'messages-attachment');
  });

  it('opens the conversation from the candidate detail on the board', async () => {
    await giulia.goto(`${e2e.server.url}/board/${talk.jobId}/${applicationId}`);
    const detail = giulia.locator('[data-testid="candidate-detail"]');
    await detail.waitFor();
    await detail.getByRole('tab', { name: /Contatti|Contatto/ }).click();
    await detail.locator('[data-testid="start-chat"]').waitFor();
    await animationsDone(giulia, '[data-testid="candidate-detail"]');
    await screenshot(giulia, 'messages-start-chat');
    await detail.locator('[data-testid="start-chat"]').click();
    await giulia.waitForURL(`**/messages/${talk.chatter.id}`);
    await giulia.locator('[data-testid="thread-log"]').waitFor();
    expect(pathOf(giulia)).toBe(`/messages/${talk.chatter.id}`);
  });

  it('refreshes the notices at once on a live notice, with the 15 s poll held still', async () => {
    // A chat Giulia opens herself: the candidate's messages notify her (the opener).
    const board = await callApi<{ applications: Array<{ candidate: { userId: number } }> }>(
      giulia,
      'GET',
      `/board/${talk.jobId}`,
    );
    const known = new Set(
      (await callApi<ChatSummary[]>(giulia, 'GET', '/chat?take=200')).map((c) => c.chatter.id),
    );
    const fresh = board.applications.find((a) => !known.has(a.candidate.userId))!.candidate.userId;
    const chat = await callApi<{ id: number }>(giulia, 'POST', '/chat', {
      candidateUserId: fresh,
      jobId: talk.jobId,
    });
    const { email } = await candidateEmail(giulia, { ...talk, chatter: { ...talk.chatter, id: fresh } });
    const writer = (await e2e.newPage()).page;
    await e2e.signIn(writer, email);

    const { page, requests } = await e2e.newPage();
    await page.clock.install();
    // The live stream's answer starts with its `ready` frame, written once the server holds the
    // stream: a message sent before that would notify nobody (and the paused poll would not make up).
    const liveOpen = page.waitForResponse((res) => LIVE_STREAM.test(res.url()) && res.status() === 200);
    await e2e.signIn(page, GIULIA);
    await liveOpen;
    const polls = () => requests.filter((url) => url.endsWith('/api/notice/@fetch')).length;
    await expect.poll(polls).toBeGreaterThan(0);
    const notices = () =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('session') ?? '{}') as { state?: { notices?: number } }).state
            ?.notices ?? 0,
      );
    await expect.poll(() => page.evaluate(() => localStorage.getItem('session') !== null)).toBe(true);
    // From here the page's time moves only as the test says: 50 ms a look, at most 100 looks, short of
    // the poll's 15 s, so only the live stream can bring the notices again.
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    const before = polls();

    await callApi(writer, 'POST', '/message', { chatId: chat.id, body: 'Grazie del messaggio' });
    // What the bell should count now, as the server tells (asked from Giulia's other page).
    const items = await callApi<Array<{ itemClass: string; itemId: number; itemCount: number }>>(
      giulia,
      'POST',
      '/notice/@fetch',
      { idList: [] },
    );
    expect(items.some((item) => item.itemClass === 'CHAT' && item.itemId === chat.id)).toBe(true);
    const expected = items.reduce((sum, item) => sum + Math.max(1, item.itemCount), 0);
    await expect
      .poll(
        async () => {
          await page.clock.runFor(50);
          return notices();
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(expected);
    // One fetch more than before the message: the one the live notice asked for.
    expect(polls()).toBe(before + 1);
    // One stream since sign-in: learning the active company after it does not reopen the stream
    // (a message sent while it reopened used to reach nobody).
    expect(requests.filter((url) => LIVE_STREAM.test(url))).toHaveLength(1);
  });

  it('opens the thread with the candidate from a CHAT notice of the bell', async () => {
    const items = await callApi<Array<{ itemClass: string; itemId: number }>>(
      giulia,
      'POST',
      '/notice/@fetch',
      {
        idList: [],
      },
    );
    const notice = items.find((item) => item.itemClass === 'CHAT')!;
    const [chat] = await callApi<Array<{ id: number; candidateUserId: number }>>(
      giulia,
      'POST',
      '/chat/@fetch',
      {
        idList: [notice.itemId],
      },
    );
    if (!chat) throw new Error('the notice’s chat is not in reach');
    const { page } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.locator('[data-testid="notices-toggle"]').click();
    await page
      .locator(`[data-testid="notice-item"][data-item-class="CHAT"][data-item-id="${chat.id}"]`)
      .click();
    await page.waitForURL(`**/messages/${chat.candidateUserId}`);
    await page.locator('[data-testid="thread-log"]').waitFor();
  });

  it('loads the other company’s conversations when Marco switches company, and stays on the page', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, MARCO);
    await page.goto(`${e2e.server.url}/messages`);
    await page.locator('[data-testid="conversations"], [data-testid="no-conversations"]').first().waitFor();
    const before = await callApi<ChatSummary[]>(page, 'GET', '/chat');

    const switcher = page.locator('[data-testid="company-switcher"]');
    await switcher.click();
    const reloaded = page.waitForResponse(
      (r) => /\/api\/chat\?/.test(r.url()) && r.request().method() === 'GET',
    );
    await page.locator('#company-switcher-menu').getByRole('menuitem', { disabled: false }).click();
    expect((await reloaded).status()).toBe(200);
    const after = await callApi<ChatSummary[]>(page, 'GET', '/chat');
    expect(after.map((c) => c.chatId)).not.toEqual(before.map((c) => c.chatId));
    const shown = async () =>
      page
        .locator('[data-testid="conversation"]')
        .evaluateAll((items) => items.map((i) => Number(i.getAttribute('data-chatter-id'))));
    await expect.poll(shown).toEqual(after.map((c) => c.chatter.id));
    expect(pathOf(page)).toBe('/messages');
  });
  it('pages back to older messages above the thread, keeping the reader’s place', async () => {
    for (let i = 1; i <= 31; i++) {
      const body = `Riga ${String(i).padStart(2, '0')}`;
      await callApi(candidate, 'POST', '/message', { chatId: talk.chatId, body });
    }
    await giulia.goto(`${e2e.server.url}/messages/${talk.chatter.id}`);
    await bubble(giulia, 'Riga 31').waitFor();
    const log = giulia.locator('[data-testid="thread-log"]');
    // Opened at the bottom (within a few pixels of sub-pixel layout), with the newest page (30 messages):
    // Riga 01 is on the page before.
    await expect
      .poll(() => log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight))
      .toBeLessThan(5);
    expect(await giulia.locator('[data-testid="message"]').count()).toBe(30);
    expect(await bubble(giulia, 'Riga 01').count()).toBe(0);

    await giulia.locator('[data-testid="thread-older"]').click();
    await bubble(giulia, 'Riga 01').waitFor();
    expect(await giulia.locator('[data-testid="message"]').count()).toBeGreaterThan(30);
    // The message that was on top before stays in sight: the older ones came in above it.
    const place = await bubble(giulia, 'Riga 02').boundingBox();
    const box = await log.boundingBox();
    expect(place!.y).toBeGreaterThanOrEqual(box!.y);
    expect(place!.y).toBeLessThan(box!.y + box!.height);
  });
});
