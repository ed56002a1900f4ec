import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './support/harness.js';
import type { Messages } from './support/messages.js';
import { screenshot } from './support/page.js';
import { repoRoot } from './support/server.js';
import { seriousAxeViolations } from './support/axe-check.js';

const SUDOER = 'admin.sudoer@hiring.demo';
/** A demo candidate: `<first>.<last>.1@candidati.demo` (demo-seed.ts). */
const CANDIDATE = '.1@candidati.demo';

const e2e = useE2E();
let privacy: Messages;
beforeAll(async () => {
  privacy = JSON.parse(
    await readFile(join(repoRoot, 'apps/web/public/locales/it/admin-privacy.json'), 'utf8'),
  ) as Messages;
});

describe('the back office: /admin/privacy', () => {
  it('finds a candidate by email, downloads their data and erases them with a reason and a receipt', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, SUDOER);
    await page.goto(`${e2e.server.url}/admin/privacy`);
    await page.getByTestId('privacy-email').fill(CANDIDATE);
    await page.getByTestId('privacy-search').click();
    const results = page.getByTestId('privacy-results');
    await results.getByText(CANDIDATE).waitFor();
    expect(await results.locator('tbody tr').count()).toBe(1);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'admin-privacy-found');
    expect(await seriousAxeViolations(page, '[data-page="admin-privacy"]')).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('privacy-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^data-export-\d+\.zip$/);
    const zip = await readFile((await download.path())!);
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');

    await page.getByTestId('privacy-erase').click();
    const dialog = page.getByTestId('erasure-dialog');
    await dialog.waitFor();
    // No reason, no erasure.
    await page.getByTestId('erasure-confirm').click();
    await dialog
      .getByText(String((privacy.erase as Messages).reasonTooShort).replace('{{min}}', '3'))
      .waitFor();
    await page.getByTestId('erasure-reason').fill('Richiesta ricevuta via email il 28/11');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'admin-privacy-erase-dialog');
    await page.getByTestId('erasure-confirm').click();
    const code = page.getByTestId('erasure-receipt-code');
    await code.waitFor();
    expect(await code.textContent()).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
    // The list is read again: the erased candidate is found no more.
    await results.getByText(String((privacy.find as Messages).empty)).waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'admin-privacy-receipt');
    expect(await seriousAxeViolations(page, '[data-page="admin-privacy"]')).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
