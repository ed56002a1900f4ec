import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickDropdownOption } from './support/dropdown.js';
import { useE2E } from './support/harness.js';
import { startMailSink } from './support/mail-sink.js';
import { readMessages, text, type Messages } from './support/messages.js';
import { animationsDone, screenshot } from './support/page.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';
const SARA = 'sara.conti@tecnoware.demo';
const MARCO = 'marco.bianchi@tecnoware.demo';
const NEWCOMER = 'nora.neri@tecnoware.example';

// The invitation mails go to a local SMTP server, read as the invitee's inbox.
let sink: Awaited<ReturnType<typeof startMailSink>>;
beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(async () => {
  await sink?.close();
});
const e2e = useE2E({ env: () => ({ SMTP_URL: sink.url }) });

let team: Messages;
let itApi: Messages;
beforeAll(async () => {
  [team, itApi] = await Promise.all([readMessages('it', 'team'), readMessages('it', 'api')]);
});

const apiText = (message: string) => {
  const translated = itApi[message];
  if (typeof translated !== 'string') throw new Error(`No api translation for ${message}`);
  return translated;
};

const menuEntries = (page: Page) =>
  page
    .locator('[data-testid="side-menu"] li[data-entry]')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-entry')));

describe('team', () => {
  it('invites a teammate by email, who accepts at /join and is signed in', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.goto(`${e2e.server.url}/team/list`);
    const members = page.locator('[data-testid="team-members"]');
    await members.locator('[data-member="sara.conti@tecnoware.demo"]').waitFor();
    expect(await members.locator('[data-member]').count()).toBe(3);
    await screenshot(page, 'team-list-it');

    await page.locator('[data-testid="team-invite"]').click();
    const dialog = page.locator('[data-testid="invite-member-dialog"]');
    await dialog.waitFor();
    await page.locator('#invite-email').fill(NEWCOMER);
    await page.locator('#invite-email').press('Tab');
    await dialog.locator('[data-testid="invite-check"][data-kind="new"]').waitFor();
    await page.locator('#invite-firstname').fill('Nora');
    await page.locator('#invite-lastname').fill('Neri');
    await animationsDone(page, '[data-testid="invite-member-dialog"]');
    await screenshot(page, 'team-invite-dialog-it');
    const since = sink.received.length;
    const invited = page.waitForResponse((r) => r.url().endsWith('/api/user-company/invite'));
    await dialog.locator('[data-testid="invite-member-submit"]').click();
    expect((await invited).status()).toBe(201);
    await dialog.waitFor({ state: 'detached' });
    await page.locator(`[data-testid="team-invitations"] [data-invitation="${NEWCOMER}"]`).waitFor();

    // The invitee's inbox: the mail carries the single-use link to /join.
    const [, found] = await sink.next(NEWCOMER, /(http:\/\/\S+?\/join\?invite=[^\s"<>]+)/, since);
    const link = found!.replaceAll('&amp;', '&');
    expect(new URL(link).origin).toBe(e2e.server.url);

    const invitee = await e2e.newPage();
    await invitee.page.goto(link);
    await invitee.page.locator('[data-testid="invite-company"]', { hasText: 'Tecnoware S.r.l.' }).waitFor();
    expect(await invitee.page.locator('#join-invite-email').inputValue()).toBe(NEWCOMER);
    expect(await invitee.page.locator('#join-firstname').inputValue()).toBe('Nora');
    expect(await invitee.page.locator('#join-lastname').inputValue()).toBe('Neri');
    await invitee.page.locator('#join-password').fill('Tecnoware-Nora-2026');
    await invitee.page.locator('#join-terms').check();
    await invitee.page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(invitee.page, 'team-join-invite-it');
    const accepted = invitee.page.waitForResponse((r) => r.url().endsWith('/api/invitation/@accept'));
    await invitee.page.locator('[data-testid="invite-accept"]').click();
    expect((await accepted).status()).toBe(201);
    await invitee.page.waitForURL(`${e2e.server.url}/`);
    await invitee.page.locator('[data-testid="side-menu"]').waitFor();
    expect(await invitee.page.locator('body').textContent()).toContain('Tecnoware');

    // Giulia sees her in the team, no longer among the invitations.
    await page.reload();
    await members.locator(`[data-member="${NEWCOMER}"]`).waitFor();
    const row = members.locator('tr', { has: page.locator(`[data-member="${NEWCOMER}"]`) });
    expect(await row.locator('[data-testid="member-role"]').textContent()).toContain('Selezionatore');
    await page.locator('[data-testid="team-invitations-empty"]').waitFor();

    // The link was single-use.
    const again = await e2e.newPage();
    await again.page.goto(link);
    await again.page
      .locator('[data-testid="invite-refused"]', {
        hasText: apiText('This invitation has already been accepted: sign in'),
      })
      .waitFor();
    await screenshot(again.page, 'team-join-used-it');
    expect([...pageErrors, ...invitee.pageErrors, ...again.pageErrors]).toEqual([]);
  });

  it('changes a role in the roles editor and on a member, and that member’s menu follows', async () => {
    const sara = await e2e.newPage();
    await e2e.signIn(sara.page, SARA);
    await sara.page.locator('[data-testid="side-menu"]').waitFor();
    const before = await menuEntries(sara.page);
    expect(before).toEqual(expect.arrayContaining(['board_list', 'messages', 'search', 'team_list']));

    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.goto(`${e2e.server.url}/team/list`);
    const roles = page.locator('[data-testid="team-roles"]');
    await roles.locator('[data-role="Selezionatore"]').waitFor();
    await page.locator('[data-testid="role-new"]').click();
    const dialog = page.locator('[data-testid="role-dialog"]');
    await dialog.waitFor();
    await page.locator('#role-name').fill('Solo candidati');
    await page.locator('#role-name-en').fill('Candidates only');
    await dialog
      .locator('[data-key="candidates"] .p-button', { hasText: text(team, 'roles.letters.C') })
      .click();
    await animationsDone(page, '[data-testid="role-dialog"]');
    await screenshot(page, 'team-role-dialog-it');
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/company-role') && r.request().method() === 'POST',
    );
    await dialog.locator('[data-testid="role-save"]').click();
    expect((await created).status()).toBe(201);
    await roles.locator('[data-role="Solo candidati"]').waitFor();
    await screenshot(page, 'team-roles-it');

    await page.locator('[data-testid="team-members"] a', { hasText: 'Sara Conti' }).click();
    await page.waitForURL(/\/team\/\d+$/);
    await page.locator('[data-testid="member-role-tag"]', { hasText: 'Collaboratore' }).waitFor();
    await pickDropdownOption(page, 'member-role', 'Solo candidati');
    const saved = page.waitForResponse((r) => /\/api\/user-company\/\d+$/.test(r.url()));
    await page.locator('[data-testid="member-role-save"]').click();
    expect((await saved).status()).toBe(200);
    await page.locator('[data-testid="member-role-tag"]', { hasText: 'Solo candidati' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'team-member-it');

    // Sara's next load of the company menu carries the new letters: no job posts, no messages.
    // (The persisted map shows first; the menu follows once GET /company/@menu answers.)
    await sara.page.reload();
    await sara.page.locator('[data-testid="side-menu"] li[data-entry="search"]').waitFor();
    await sara.page
      .locator('[data-testid="side-menu"] li[data-entry="board_list"]')
      .waitFor({ state: 'detached' });
    const after = await menuEntries(sara.page);
    expect(after).not.toContain('board_list');
    expect(after).not.toContain('messages');
    expect(after).toEqual(expect.arrayContaining(['search', 'profile_list', 'team_list']));
    await screenshot(sara.page, 'team-menu-after-role-it');
    expect([...pageErrors, ...sara.pageErrors]).toEqual([]);
  });

  it('removes a member, handing their job posts to another: the removed member loses the company at once', async () => {
    const marco = await e2e.newPage();
    await e2e.signIn(marco.page, MARCO);
    const companies = () =>
      marco.page.evaluate(async () => {
        const res = await fetch('/api/company/@menu', {
          headers: { authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
        });
        const body = (await res.json()) as { data: Array<{ name: string }> };
        return body.data.map((c) => c.name);
      });
    expect(await companies()).toEqual(expect.arrayContaining(['Tecnoware S.r.l.']));

    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await page.goto(`${e2e.server.url}/team/list`);
    await page.locator('[data-testid="team-members"] a', { hasText: 'Marco Bianchi' }).click();
    await page.locator('[data-testid="member-remove"]').click();
    const dialog = page.locator('[data-testid="remove-member-dialog"]');
    await dialog.waitFor();
    expect(await dialog.locator('.p-dropdown-label').textContent()).toBe(text(team, 'remove.keep'));
    await pickDropdownOption(page, 'remove-reassign', 'Giulia Rossi');
    await animationsDone(page, '[data-testid="remove-member-dialog"]');
    await screenshot(page, 'team-remove-it');
    const removed = page.waitForResponse((r) => /\/api\/user-company\/\d+\?reassignTo=\d+$/.test(r.url()));
    await dialog.locator('[data-testid="remove-member-submit"]').click();
    expect((await removed).status()).toBe(204);
    await page.waitForURL(`${e2e.server.url}/team/list`);
    await page.locator('[data-member="giulia.rossi@tecnoware.demo"]').waitFor();
    expect(await page.locator('[data-member="marco.bianchi@tecnoware.demo"]').count()).toBe(0);
    // Giulia now owns the posts Marco had at Tecnoware.
    const row = page.locator('tr', { has: page.locator('[data-member="giulia.rossi@tecnoware.demo"]') });
    expect(Number(await row.locator('td').last().textContent())).toBeGreaterThan(2);

    // Marco's very next call: Tecnoware is gone, his other company stays.
    expect(await companies()).toEqual(['Studio Verdi & Associati']);
    expect(pageErrors).toEqual([]);
  });

  it('says when an invitation link is withdrawn or not valid', async () => {
    const { page } = await e2e.newPage();
    await page.goto(`${e2e.server.url}/join?invite=${'x'.repeat(43)}`);
    await page
      .locator('[data-testid="invite-refused"]', { hasText: apiText('This invitation link is not valid') })
      .waitFor();
    await page.goto(`${e2e.server.url}/join?invite=short`);
    await page
      .locator('[data-testid="invite-refused"]', { hasText: apiText('This invitation link is not valid') })
      .waitFor();
    expect(await page.locator('#join-title').textContent()).toBe(text(e2e.it, 'join.invite.title'));
  });
});
