import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompanyRoleId } from '@hiring/domain';
import { callApi } from './support/api.js';
import { pathOf, useE2E } from './support/harness.js';
import { readMessages, text, type Messages } from './support/messages.js';
import { screenshot } from './support/page.js';

/** Marco Bianchi belongs to Tecnoware and Studio Verdi: the demo's user of two companies. */
const MARCO = 'marco.bianchi@tecnoware.demo';
const GIULIA = 'giulia.rossi@tecnoware.demo';
const PAOLO = 'paolo.verdi@studioverdi.demo';
const TECNOWARE = 'Tecnoware S.r.l.';
const STUDIO = 'Studio Verdi & Associati';

const e2e = useE2E();
let help: Messages;

interface MenuItem {
  id: number;
  name: string;
  current: boolean;
}
const companies = {} as Record<string, number>;

/**
 * Marco is a recruiter in both companies; budget and price list need the company admin's
 * permissions, so each company's admin gives him that role first, through the team API as the
 * team page would.
 */
async function makeMarcoAdmin(adminEmail: string): Promise<void> {
  const { page, close } = await e2e.newPage();
  await e2e.signIn(page, adminEmail);
  const team = await callApi<Array<{ id: number; email: string }>>(page, 'GET', '/user-company/@team');
  const marco = team.find((member) => member.email === MARCO)!;
  await callApi(page, 'PATCH', `/user-company/${marco.id}`, { companyRoleId: CompanyRoleId.companyAdmin });
  await close();
}

beforeAll(async () => {
  help = await readMessages('it', 'help');
  await makeMarcoAdmin(GIULIA);
  await makeMarcoAdmin(PAOLO);
});

const menu = (page: Page) => callApi<MenuItem[]>(page, 'GET', '/company/@menu');
const activeName = async (page: Page) => (await menu(page)).find((item) => item.current)!.name;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${e2e.server.url}${path}`);
  await page.locator('#page-title, #home-title, #account-title').first().waitFor();
}

/** Picks the other company in the top bar's switcher and waits until the shell shows it. */
async function switchCompany(page: Page): Promise<string> {
  const before = await activeName(page);
  const switcher = page.locator('[data-testid="company-switcher"]');
  await switcher.click();
  const answer = page.waitForResponse((r) => /\/api\/auth\/company\/\d+$/.test(r.url()));
  await page.locator('#company-switcher-menu').getByRole('menuitem', { disabled: false }).click();
  expect((await answer).status()).toBe(200);
  const after = before === TECNOWARE ? STUDIO : TECNOWARE;
  await expect.poll(() => switcher.textContent()).toContain(after);
  return after;
}

/** Marco signed in, with Tecnoware active. */
async function marcoOnTecnoware(): Promise<Page> {
  const { page } = await e2e.newPage();
  await e2e.signIn(page, MARCO);
  for (const item of await menu(page)) companies[item.name] = item.id;
  if ((await activeName(page)) !== TECNOWARE) await switchCompany(page);
  return page;
}

const teamMembers = (page: Page) =>
  page
    .locator('[data-testid="team-members"] [data-member]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-member')));

const budgetMembers = (page: Page) =>
  page.locator('[data-testid="budget-members"] tbody tr td:first-child').allTextContents();

describe('switching company (spec 4)', () => {
  it('reloads the team with the other company’s members, staying on the page', async () => {
    const page = await marcoOnTecnoware();
    await open(page, '/team/list');
    await expect.poll(() => teamMembers(page)).toContain(GIULIA);

    const reloaded = page.waitForResponse((r) => r.url().endsWith('/api/user-company/@team'));
    await switchCompany(page);
    expect((await reloaded).status()).toBe(200);
    expect(pathOf(page)).toBe('/team/list');
    await expect.poll(() => teamMembers(page)).toContain(PAOLO);
    const members = await teamMembers(page);
    expect(members).toContain(MARCO);
    expect(members).not.toContain(GIULIA);
    expect(members).not.toContain('sara.conti@tecnoware.demo');
    await screenshot(page, 'company-switch-team');

    // And back.
    await switchCompany(page);
    await expect.poll(() => teamMembers(page)).toContain(GIULIA);
    expect(await teamMembers(page)).not.toContain(PAOLO);
  });

  it('reloads the budget with the other company’s members and spending, staying on the page', async () => {
    const page = await marcoOnTecnoware();
    await open(page, '/spending/budget');
    await expect.poll(() => budgetMembers(page)).toContain('Giulia Rossi');

    const reloaded = page.waitForResponse((r) =>
      r.url().includes(`/api/company/budget/${companies[STUDIO]}`),
    );
    await switchCompany(page);
    expect((await reloaded).status()).toBe(200);
    expect(pathOf(page)).toBe('/spending/budget');
    await expect.poll(() => budgetMembers(page)).toContain('Paolo Verdi');
    const members = await budgetMembers(page);
    expect(members).not.toContain('Giulia Rossi');
    expect(members).not.toContain('Sara Conti');
    await screenshot(page, 'company-switch-budget');

    // And back.
    await switchCompany(page);
    await expect.poll(() => budgetMembers(page)).toContain('Giulia Rossi');
    expect(await budgetMembers(page)).not.toContain('Paolo Verdi');
  });

  it('reloads the price list for the other company, staying on the page', async () => {
    const page = await marcoOnTecnoware();
    await open(page, '/spending/pricelist');
    await page.locator('[data-testid="tiers"] article').first().waitFor();
    const reloaded = page.waitForResponse((r) => r.url().includes(`/api/company/tier/${companies[STUDIO]}`));
    await switchCompany(page);
    expect((await reloaded).status()).toBe(200);
    expect(pathOf(page)).toBe('/spending/pricelist');
    await page.locator('[data-testid="tiers"] article').first().waitFor();
  });

  it('reloads the job posts with the other company’s posts, staying on the page', async () => {
    const page = await marcoOnTecnoware();
    const jobIds = async () =>
      (await callApi<Array<{ id: number }>>(page, 'GET', '/job?select=id&take=200')).map((j) => j.id);
    const tecnowareJobs = await jobIds();
    await open(page, '/board/list');
    const shown = () =>
      page
        .locator('[data-job-id]')
        .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-job-id'))));
    await expect.poll(async () => (await shown()).length).toBeGreaterThan(0);

    await switchCompany(page);
    expect(pathOf(page)).toBe('/board/list');
    const studioJobs = await jobIds();
    expect(studioJobs.some((id) => tecnowareJobs.includes(id))).toBe(false);
    // The list shows Studio Verdi's published post, and none of Tecnoware's.
    await expect
      .poll(async () => {
        const ids = await shown();
        return ids.length > 0 && ids.every((id) => studioJobs.includes(id));
      })
      .toBe(true);
  });

  it('keeps contacts, the guide, account and the other staying pages where they are', async () => {
    const page = await marcoOnTecnoware();
    await open(page, '/contacts');
    await page.locator('[data-testid="account-manager"]').waitFor();
    await switchCompany(page);
    expect(pathOf(page)).toBe('/contacts');
    // The page stays, and names the new company's contacts: Studio Verdi has no account manager.
    await page.getByText(text(help, 'managerNone', { company: STUDIO })).waitFor();
    await screenshot(page, 'company-switch-contacts');

    for (const path of ['/guide', '/account', '/company/list', '/messages', '/profile/list']) {
      await open(page, path);
      await switchCompany(page);
      expect(pathOf(page), path).toBe(path);
    }
  });

  it('takes any other page to the new company’s page', async () => {
    const page = await marcoOnTecnoware();
    for (const path of ['/', '/search', '/license']) {
      await open(page, path);
      const after = await switchCompany(page);
      await page.waitForURL(`${e2e.server.url}/company/${companies[after]}`);
    }
  });
});
