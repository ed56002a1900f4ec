import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { seriousAxeViolations } from './support/axe-check.js';
import { useE2E } from './support/harness.js';
import { text, type Messages } from './support/messages.js';
import { animationsDone, screenshot } from './support/page.js';
import { repoRoot } from './support/server.js';

const TWEAKER = 'admin.ai-tweaking@hiring.demo';

const e2e = useE2E();

let ai: Messages;
const a = (key: string, values?: Record<string, string>) => text(ai, key, values);

interface PromptVersion {
  system: string;
  template: string;
  temperature: number;
}

beforeAll(async () => {
  ai = JSON.parse(
    await readFile(join(repoRoot, 'apps/web/public/locales/it/admin-ai.json'), 'utf8'),
  ) as Messages;
});

/** Waits for the toast with this text, then for it to settle. */
async function toast(page: Page, message: string): Promise<void> {
  await page.locator('.p-toast-message', { hasText: message }).first().waitFor();
}

describe('/admin/tweak_ai (issue 13 point 7)', () => {
  it('edits the Italian drafting prompt, saves v1, compares it with the shipped v0, tries it offline and rolls back', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, TWEAKER);
    await page.goto(`${e2e.server.url}/admin/tweak_ai`);
    await page.locator('#page-title', { hasText: text(e2e.it, 'routes.admin_ai') }).waitFor();

    // The prompts table: job-generate and video-analysis in Italian and English, all the shipped v0.
    const rows = page.locator('[data-testid="ai-prompts"] tbody tr');
    await expect.poll(() => rows.count()).toBe(4);
    expect(await page.locator('[data-testid="ai-prompts"]').textContent()).toContain(a('prompts.shipped'));
    await page.locator('[data-testid="ai-prompt-open-job-generate-it"]').click();
    const workspace = page.locator('[data-testid="ai-workspace"][data-prompt="job-generate-it"]');
    await workspace.waitFor();
    expect(new URL(page.url()).searchParams.get('prompt')).toMatch(/^\d+$/);
    const promptId = Number(new URL(page.url()).searchParams.get('prompt'));
    const shipped = await callApi<PromptVersion>(page, 'GET', `/admin/ai/prompt/${promptId}/version/0`);
    expect(await page.locator('[data-testid="ai-template"]').inputValue()).toBe(shipped.template);
    expect(await page.locator('[data-testid="ai-editor-meta"]').textContent()).toBe(
      a('form.inUseShipped', { version: '0' }),
    );
    await page.locator('[data-testid="ai-history"]', { hasText: a('history.empty') }).waitFor();

    // A template without {description} is refused in the form, before any call.
    const template = page.locator('[data-testid="ai-template"]');
    await template.fill('Solo testo');
    await page.locator('[data-testid="ai-save"]').click();
    await page
      .locator('#ai-template-error', { hasText: a('form.error.placeholder', { name: '{description}' }) })
      .waitFor();

    // Edit: one more line in the template, a new temperature and a note; save as v1.
    const added = 'Scrivi in modo conciso e concreto.';
    await template.fill(`${shipped.template}\n${added}`);
    const temperature = page.locator('[data-testid="ai-temperature"]');
    await temperature.fill('0,7');
    await page.locator('[data-testid="ai-note"]').fill('Più conciso');
    await page.locator('[data-testid="ai-save"]').click();
    await toast(page, a('form.saved', { version: '1' }));
    await page.locator('[data-testid="ai-editor-meta"]', { hasText: 'Ivo Lombardi' }).waitFor();
    expect(await page.locator('[data-testid="ai-editor-meta"]').textContent()).toContain('v1');

    // The history: v1 (by the admin, with the note) and the shipped v0.
    await page.locator('[data-testid="ai-history-v1"]').waitFor();
    const history = page.locator('[data-testid="ai-history"] tbody tr');
    await expect.poll(() => history.count()).toBe(2);
    expect(await history.nth(0).textContent()).toContain('Più conciso');
    expect(await history.nth(0).textContent()).toContain('Ivo Lombardi');
    expect(await history.nth(1).textContent()).toContain(a('history.shippedNote'));

    // The comparison opens on v0 → v1: the added line is an <ins> with a + sign, the system is unchanged.
    await page.locator('[data-testid="ai-compare-v0"]').click();
    const templateDiff = page.locator('[data-testid="ai-diff-template"]');
    await templateDiff.locator('ins', { hasText: added }).waitFor();
    const addedLine = templateDiff.locator('[data-kind="added"]');
    expect(await addedLine.count()).toBe(1);
    expect((await addedLine.textContent())?.startsWith('+')).toBe(true);
    expect(await templateDiff.locator('del').count()).toBe(0);
    expect(await page.locator('[data-testid="ai-diff-system"]').textContent()).toContain(a('compare.same'));
    const settings = page.locator('[data-testid="ai-diff-settings"] tbody tr').first();
    expect(await settings.textContent()).toContain('0,7');
    expect(await settings.textContent()).toContain(a('compare.changed'));
    // Word by word: the added words only.
    await page.locator('[data-testid="ai-compare-mode"]').getByText(a('compare.words')).click();
    await templateDiff.locator('ins', { hasText: 'conciso' }).waitFor();
    expect(await templateDiff.locator('del').count()).toBe(0);

    // Try it: the e2e server has no AI provider, so the offline generator answers (and says so).
    await page
      .locator('[data-testid="ai-try-description"]')
      .fill(
        'Cerchiamo uno sviluppatore TypeScript a Milano. Requisiti: 3 anni di esperienza in TypeScript. RAL 40.000 €',
      );
    await page.locator('[data-testid="ai-try-run"]').click();
    const result = page.locator('[data-testid="ai-try-result"]');
    await result.waitFor();
    expect(await page.locator('[data-testid="ai-try-source"]').textContent()).toContain(
      a('result.byOffline'),
    );
    expect((await page.locator('[data-testid="ai-try-name"]').textContent())?.trim()).not.toBe('');
    expect(await result.textContent()).toContain('Milano');
    expect(await result.textContent()).toContain('TypeScript');
    // From the page's top: a button half under the sticky top bar is no small target (2.5.8).
    await page.evaluate(() => document.fonts.ready.then(() => window.scrollTo(0, 0)));
    await animationsDone(page, '[data-testid="ai-workspace"]');
    expect(await seriousAxeViolations(page, '[data-page="admin-ai"]')).toEqual([]);
    await screenshot(page, 'admin-ai-workspace');

    // Roll back to the shipped v0: saved as v2 with the note, and the editor shows the shipped text again.
    await page.locator('[data-testid="ai-rollback-v0"]').click();
    await page.locator('[data-testid="confirm-dialog"]').waitFor();
    await page.locator('[data-testid="confirm-dialog"] .p-confirm-dialog-accept').click();
    await toast(page, a('history.rolledBack', { version: '0', next: '2' }));
    await page.locator('[data-testid="ai-history-v2"]').waitFor();
    expect(await history.nth(0).textContent()).toContain('rollback to v0');
    await expect.poll(() => template.inputValue()).toBe(shipped.template);
    const current = await callApi<PromptVersion & { version: number }>(
      page,
      'GET',
      `/admin/ai/prompt/${promptId}`,
    );
    expect(current).toMatchObject({
      version: 2,
      template: shipped.template,
      temperature: shipped.temperature,
    });
    expect(pageErrors).toEqual([]);
  });

  it('keeps the editor’s text when someone saved meanwhile (409) and compares it with the newer version', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, TWEAKER);
    await page.goto(`${e2e.server.url}/admin/tweak_ai`);
    await page.locator('[data-testid="ai-prompt-open-job-generate-en"]').click();
    await page.locator('[data-testid="ai-workspace"][data-prompt="job-generate-en"]').waitFor();
    const promptId = Number(new URL(page.url()).searchParams.get('prompt'));
    const seen = await callApi<PromptVersion & { version: number }>(
      page,
      'GET',
      `/admin/ai/prompt/${promptId}`,
    );

    // Another admin saves a version behind the page's back.
    await callApi(page, 'POST', `/admin/ai/prompt/${promptId}/version`, {
      baseVersion: seen.version,
      system: seen.system,
      template: `${seen.template}\nSaved elsewhere.`,
      temperature: seen.temperature,
      note: 'other tab',
    });

    const template = page.locator('[data-testid="ai-template"]');
    const mine = `${seen.template}\nMy own line.`;
    await template.fill(mine);
    await page.locator('[data-testid="ai-save"]').click();
    await toast(page, a('form.conflict'));
    // The newer version is the base now; the text typed is still there and compared with it.
    await page.locator('[data-testid="ai-editor-meta"]', { hasText: `v${seen.version + 1}` }).waitFor();
    expect(await template.inputValue()).toBe(mine);
    const diff = page.locator('[data-testid="ai-diff-template"]');
    await diff.locator('ins', { hasText: 'My own line.' }).waitFor();
    await diff.locator('del', { hasText: 'Saved elsewhere.' }).waitFor();

    // Saving again, knowingly, writes the next version.
    await page.locator('[data-testid="ai-save"]').click();
    await toast(page, a('form.saved', { version: String(seen.version + 2) }));
    const now = await callApi<{ version: number; template: string }>(
      page,
      'GET',
      `/admin/ai/prompt/${promptId}`,
    );
    expect(now).toMatchObject({ version: seen.version + 2, template: mine });
    expect(pageErrors).toEqual([]);
  });

  it('opens the video-analysis prompt with its placeholders and without the job-drafting try-it panel', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, TWEAKER);
    await page.goto(`${e2e.server.url}/admin/tweak_ai`);
    await page.locator('[data-testid="ai-prompt-open-video-analysis-it"]').click();
    await page.locator('[data-testid="ai-workspace"][data-prompt="video-analysis-it"]').waitFor();
    const template = await page.locator('[data-testid="ai-template"]').inputValue();
    expect(template).toContain('{transcript}');
    expect(template).toContain('{requirements}');
    expect(await page.locator('#ai-try-card').count()).toBe(0);
    await animationsDone(page, '[data-testid="ai-workspace"]');
    await screenshot(page, 'admin-ai-video-analysis-prompt');
    expect(pageErrors).toEqual([]);
  });
});
