import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, jobIdByName } from './support/api.js';
import { useE2E } from './support/harness.js';
import { readMessages, text, type Messages } from './support/messages.js';
import { animationsDone, screenshot, screenshotDir } from './support/page.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';
const JOB = 'DevOps engineer';
const ZONE = 'Europe/Rome';

// The server of this file runs with scheduling on (as `npm start`; see support/server.ts).
const e2e = useE2E({ env: { MODULE_DISABLE_SCHEDULING: 'false' } });

interface Card {
  id: number;
  candidate: { firstname: string; lastname: string };
}
interface Meeting {
  id: number;
  startsAt: string;
  endsAt: string;
  status: string;
  link: string | null;
}
interface Preference {
  id: number;
  workingHours: Array<Array<{ from: string; to: string }>>;
  timeZone: string;
  interviewMinutes: number;
}

/**
 * "Now" in the page: a Monday 07:00 UTC (08:00 or 09:00 in Rome) at least a week ahead of the real
 * clock, so the week the dialog opens on is in the server's future and the same every run: the
 * default working hours (Monday to Friday, 9–13 and 14–18 in Rome) give Monday's first slot at 09:00.
 */
function comingMonday(): Date {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 7, 7));
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/** 'dd/mm/yyyy HH:mm' of an instant in Rome, as the panel writes it. */
function romeDateTime(iso: string): string {
  const part = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      hourCycle: 'h23',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}
const romeTime = (iso: string) => romeDateTime(iso).split(' ')[1]!;
const romeDay = (iso: string) => {
  const [d, m, y] = romeDateTime(iso).split(' ')[0]!.split('/');
  return `${y}-${m}-${d}`;
};

/** The serious and critical axe violations inside `selector`. */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' / ')}`);
}

async function toastDetail(page: Page, severity: 'success' | 'warn' | 'error'): Promise<string | null> {
  const toast = page.locator(`.p-toast .p-toast-message-${severity} .p-toast-detail`).last();
  await toast.waitFor();
  return toast.textContent();
}

describe('interviews from the board and working hours in the account page', () => {
  let page: Page;
  let it_: Messages;
  let iv: Messages;
  let jobId: number;
  let cards: Card[];
  const monday = comingMonday();

  beforeAll(async () => {
    it_ = e2e.it;
    iv = await readMessages('it', 'interviews');
    page = (await e2e.newPage()).page;
    await e2e.signIn(page, GIULIA);
    jobId = await jobIdByName(page, JOB);
    cards = (await callApi<{ applications: Card[] }>(page, 'GET', `/board/${jobId}`)).applications;
    expect(cards.length).toBeGreaterThanOrEqual(2);
    await page.clock.setFixedTime(monday);
  });

  /** Opens the candidate's detail on the status tab and returns the interview panel. */
  async function openStatus(applicationId: number): Promise<{ detail: Locator; panel: Locator }> {
    await page.goto(`${e2e.server.url}/board/${jobId}/${applicationId}?tab=manage`);
    const detail = page.locator('[data-testid="candidate-detail"]');
    await detail.getByRole('tab', { name: text(it_, 'board.detail.status') }).click();
    const panel = detail.locator('[data-testid="interview-panel"]');
    await panel.waitFor();
    return { detail, panel };
  }

  const stepIn = (detail: Locator, key: string) =>
    detail.locator(`[data-testid="candidate-steps"] [data-step="${key}"]`);

  it('schedules an online interview in a free slot, changes its date and cancels it, each with its step', async () => {
    const card = cards[0]!;
    const { detail, panel } = await openStatus(card.id);
    await panel.getByText(text(iv, 'panel.none')).waitFor();

    // Schedule: online is the default kind, the week starts on the (fake) today, Monday.
    await panel.locator('[data-testid="interview-schedule"]').click();
    const dialog = page.locator('[data-testid="interview-dialog"]');
    await dialog.waitFor();
    const mondayKey = romeDay(monday.toISOString());
    expect(await dialog.locator('[data-testid="interview-day"]').first().getAttribute('data-day')).toBe(
      mondayKey,
    );
    const firstSlot = dialog.locator('[data-testid="interview-slot"]').first();
    await firstSlot.waitFor();
    expect(await firstSlot.textContent()).toBe('09:00');
    const startsAt = (await firstSlot.getAttribute('data-starts-at'))!;
    await firstSlot.click();
    await dialog.locator('[data-testid="interview-chosen"]', { hasText: romeDateTime(startsAt) }).waitFor();
    await animationsDone(page, '.p-dialog');
    await screenshot(page, 'interviews-dialog');
    expect(await seriousViolations(page, '.p-dialog')).toEqual([]);
    await dialog.locator('[data-testid="interview-submit"]').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await toastDetail(page, 'success')).toBe(text(iv, 'toast.scheduled'));

    const meeting = panel.locator('[data-testid="meeting"]');
    await meeting.and(page.locator('[data-status="requested"]')).waitFor();
    const booked = await callApi<Meeting[]>(page, 'GET', `/meeting?where[applicationId]=${card.id}`);
    expect(booked).toHaveLength(1);
    expect(Date.parse(booked[0]!.startsAt)).toBe(Date.parse(startsAt));
    expect(await meeting.locator('[data-testid="meeting-when"]').textContent()).toBe(
      `${romeDateTime(booked[0]!.startsAt)}–${romeTime(booked[0]!.endsAt)}`,
    );
    expect(await meeting.locator('[data-testid="meeting-link"]').getAttribute('href')).toBe(booked[0]!.link);
    await stepIn(detail, 'interview-request').waitFor();
    expect(
      await stepIn(detail, 'interview-request')
        .locator('[data-testid="step-tag"]')
        .getAttribute('data-style'),
    ).toBe('intreq');
    await animationsDone(page, '.p-sidebar');
    await screenshot(page, 'interviews-panel');
    expect(await seriousViolations(page, '[data-testid="candidate-status"]')).toEqual([]);

    // Change the date: the dialog opens on the interview's week; pick Tuesday's first slot.
    await meeting.locator('[data-testid="meeting-change"]').click();
    await dialog.waitFor();
    await dialog.locator('[data-testid="interview-chosen"]', { hasText: romeDateTime(startsAt) }).waitFor();
    const tuesdayKey = romeDay(new Date(monday.getTime() + 86_400_000).toISOString());
    await dialog.locator(`[data-testid="interview-day"][data-day="${tuesdayKey}"]`).click();
    const tuesdaySlot = dialog.locator('[data-testid="interview-slot"]').first();
    await tuesdaySlot.waitFor();
    const movedTo = (await tuesdaySlot.getAttribute('data-starts-at'))!;
    expect(romeDay(movedTo)).toBe(tuesdayKey);
    await tuesdaySlot.click();
    await dialog.locator('[data-testid="interview-submit"]').click();
    await dialog.waitFor({ state: 'detached' });
    await stepIn(detail, 'date-change').waitFor();
    expect(
      await stepIn(detail, 'date-change').locator('[data-testid="step-tag"]').getAttribute('data-style'),
    ).toBe('change');
    await meeting.locator('[data-testid="meeting-when"]', { hasText: romeDateTime(movedTo) }).waitFor();

    // Cancel, after the question.
    await meeting.locator('[data-testid="meeting-cancel"]').click();
    await page.locator('.p-confirm-dialog .p-confirm-dialog-accept').click();
    await meeting.and(page.locator('[data-status="cancelled"]')).waitFor();
    await stepIn(detail, 'interview-cancelled').waitFor();
    expect(await meeting.locator('[data-testid="meeting-change"]').count()).toBe(0);
    const cancelled = await callApi<Meeting[]>(page, 'GET', `/meeting?where[applicationId]=${card.id}`);
    expect(cancelled.map((m) => m.status)).toEqual(['cancelled']);
  });

  it('says when the chosen slot was taken meanwhile, and shows the free slots again', async () => {
    const [card, other] = [cards[0]!, cards[1]!];
    const { panel } = await openStatus(card.id);
    await panel.locator('[data-testid="interview-schedule"]').click();
    const dialog = page.locator('[data-testid="interview-dialog"]');
    const slot = dialog.locator('[data-testid="interview-slot"]').first();
    await slot.waitFor();
    const startsAt = (await slot.getAttribute('data-starts-at'))!;
    await slot.click();

    // Another candidate takes the same hour of the same recruiter first.
    const me = await callApi<{ id: number }>(page, 'GET', '/auth/user');
    await callApi(page, 'POST', '/application-step/setInterview', {
      applicationId: other.id,
      meetingTypeId: 2,
      startsAt,
      recruiterUserId: me.id,
    });

    await dialog.locator('[data-testid="interview-submit"]').click();
    expect(await toastDetail(page, 'warn')).toBe(text(iv, 'errors.slotTaken'));
    await dialog
      .locator('[data-testid="interview-chosen"]', { hasText: text(iv, 'dialog.noneChosen') })
      .waitFor();
    await dialog
      .locator(`[data-testid="interview-slot"][data-starts-at="${startsAt}"]`)
      .waitFor({ state: 'detached' });
    // What blocks the hour now shows as busy.
    const [taken] = await callApi<Meeting[]>(page, 'GET', `/meeting?where[applicationId]=${other.id}`);
    await dialog
      .locator('[data-testid="interview-busy"]', {
        hasText: text(iv, 'dialog.busy_recruiter', {
          from: romeTime(taken!.startsAt),
          to: romeTime(taken!.endsAt),
        }),
      })
      .waitFor();
    await dialog.getByRole('button', { name: text(it_, 'common.cancel') }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('confirms the interview the candidate accepted, then marks it completed once it has begun', async () => {
    // The interview booked for the second candidate by the test before: they accept it in their app.
    const other = cards[1]!;
    const [booked] = await callApi<Meeting[]>(page, 'GET', `/meeting?where[applicationId]=${other.id}`);
    expect(booked!.status).toBe('requested');
    const { contact } = await callApi<{ contact: { email: string } | null }>(
      page,
      'GET',
      `/board/application/${other.id}`,
    );
    const candidate = (await e2e.newPage()).page;
    await e2e.signIn(candidate, contact!.email);
    await callApi(candidate, 'PATCH', `/meeting/${booked!.id}`, { status: 'accepted' });

    // Giulia's STEP notice of the acceptance opens the candidate's detail on its status tab.
    await page.goto(`${e2e.server.url}/board/list`);
    await page.locator('[data-testid="notices-toggle"]').click();
    await page
      .locator(`[data-testid="notice-item"][data-item-class="STEP"][data-item-id="${other.id}"]`)
      .click();
    await page.waitForURL(/detail=status/);
    await page.locator('[data-testid="candidate-detail"] [data-testid="interview-panel"]').waitFor();

    const { detail, panel } = await openStatus(other.id);
    const meeting = panel.locator(`[data-testid="meeting"][data-meeting-id="${booked!.id}"]`);
    await meeting.and(page.locator('[data-status="accepted"]')).waitFor();
    // Not begun yet: nothing to mark completed.
    expect(await meeting.locator('[data-testid="meeting-complete"]').count()).toBe(0);
    await meeting.locator('[data-testid="meeting-confirm"]').click();
    await meeting.and(page.locator('[data-status="confirmed"]')).waitFor();
    await stepIn(detail, 'interview-confirmed').waitFor();
    expect(await meeting.locator('[data-testid="meeting-confirm"]').count()).toBe(0);
    expect(await meeting.locator('[data-testid="meeting-complete"]').count()).toBe(0);

    // The page's clock past the interview's end: it can be marked completed, and then offers nothing.
    await page.clock.setFixedTime(new Date(Date.parse(booked!.endsAt) + 60_000));
    await page.reload();
    await detail.getByRole('tab', { name: text(it_, 'board.detail.status') }).click();
    await meeting.locator('[data-testid="meeting-complete"]').click();
    await meeting.and(page.locator('[data-status="completed"]')).waitFor();
    await stepIn(detail, 'interview-completed').waitFor();
    expect(
      await stepIn(detail, 'interview-completed')
        .locator('[data-testid="step-tag"]')
        .getAttribute('data-style'),
    ).toBe('intconf');
    expect(await meeting.locator('button').count()).toBe(0);
    await page.clock.setFixedTime(monday);
  });

  it('saves working hours, time zone and interview length in the account page; they survive a reload', async () => {
    await page.goto(`${e2e.server.url}/account`);
    const form = page.locator('[data-testid="working-hours"]');
    await form.waitFor();
    const mondayRow = form.locator('li[data-weekday="1"]');
    const saturday = form.locator('li[data-weekday="6"]');
    expect(await saturday.locator('[data-testid="working-interval"]').count()).toBe(0);

    await mondayRow.locator('input[data-end]').first().fill('08:30');
    await saturday.locator('[data-testid="working-add"]').click();
    const saturdayTimes = saturday.locator('input[data-end]');
    // A time typed short is written out when the field is left: '8' → 08:00.
    await saturdayTimes.nth(1).fill('8');
    await saturdayTimes.nth(1).press('Tab');
    expect(await saturdayTimes.nth(1).inputValue()).toBe('08:00');
    await form.locator('[data-testid="working-hours-save"]').click();
    // The end before the start: an error, nothing saved.
    await saturday
      .getByRole('alert')
      .filter({ hasText: text(it_, 'common.error.afterStart') })
      .waitFor();
    await saturdayTimes.nth(1).fill('12:00');
    await page.locator('.p-dropdown:has(#hours-length)').click();
    await page.getByRole('option', { name: '45 minuti' }).click();
    await animationsDone(page, '#account-working-hours');
    // A viewport that holds the whole section, so the sticky top bar does not cross the picture.
    await page.setViewportSize({ width: 1280, height: 2200 });
    await page.locator('#account-working-hours').screenshot({
      path: join(screenshotDir, 'interviews-working-hours.png'),
      animations: 'disabled',
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await seriousViolations(page, '#account-working-hours')).toEqual([]);
    await form.locator('[data-testid="working-hours-save"]').click();
    expect(await toastDetail(page, 'success')).toBe(text(iv, 'hours.saved'));

    await page.reload();
    await form.waitFor();
    expect(await mondayRow.locator('input[data-end]').first().inputValue()).toBe('08:30');
    expect(await saturday.locator('input[data-end]').nth(0).inputValue()).toBe('09:00');
    expect(await saturday.locator('input[data-end]').nth(1).inputValue()).toBe('12:00');
    expect(await page.locator('.p-dropdown:has(#hours-length) .p-dropdown-label').textContent()).toBe(
      '45 minuti',
    );
    const [saved] = await callApi<Preference[]>(page, 'GET', '/recruiter-preference');
    expect(saved!.workingHours[1]![0]).toEqual({ from: '08:30', to: '13:00' });
    expect(saved!.workingHours[6]).toEqual([{ from: '09:00', to: '12:00' }]);
    expect(saved!.interviewMinutes).toBe(45);
    expect(saved!.timeZone).toBe(ZONE);
  });
});
