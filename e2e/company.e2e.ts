import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './support/harness.js';
import { readMessages, text, type Messages } from './support/messages.js';
import { animationsDone, screenshot } from './support/page.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';
const SARA = 'sara.conti@tecnoware.demo';
const MARCO = 'marco.bianchi@tecnoware.demo';

const e2e = useE2E();
let it_: Messages;
let en: Messages;
beforeAll(async () => {
  [it_, en] = await Promise.all([readMessages('it', 'company'), readMessages('en', 'company')]);
});

/** A picture as a photo editor would save it: `width`×`height`, in colour. */
const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** The size an <img> really has, once loaded. */
const naturalSize = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate(async (img: HTMLImageElement) => {
      if (!img.complete)
        await new Promise((resolve) => img.addEventListener('load', resolve, { once: true }));
      return { width: img.naturalWidth, height: img.naturalHeight, src: img.getAttribute('src') };
    });

async function openCompanyPage(page: Page): Promise<void> {
  await page.goto(`${e2e.server.url}/company`);
  await page.locator('[data-page="company"] #page-title').waitFor();
}

async function toastText(page: Page, severity: 'success' | 'error' | 'warn'): Promise<string | null> {
  const toast = page.locator(`.p-toast .p-toast-message-${severity} .p-toast-detail`).last();
  await toast.waitFor();
  return toast.textContent();
}

describe('company pages', () => {
  it('lists the companies of a member of two, the active one marked, with the role in each', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, MARCO);
    await page.goto(`${e2e.server.url}/company/list`);
    const cards = page.locator('[data-testid="company-cards"] > li');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(2);
    const texts = await cards.allTextContents();
    expect(texts.some((t) => t.includes('Tecnoware S.r.l.') && t.includes(text(it_, 'list.active')))).toBe(
      true,
    );
    expect(texts.some((t) => t.includes('Studio Verdi') && !t.includes(text(it_, 'list.active')))).toBe(true);
    expect(texts.every((t) => t.includes('Selezionatore'))).toBe(true);
    await screenshot(page, 'company-list-it');
    await cards.filter({ hasText: 'Studio Verdi' }).locator('a').click();
    await page.waitForURL(/\/company\/\d+$/);
    await page.locator('#page-title', { hasText: 'Studio Verdi' }).waitFor();
    // Not the active company: read only, and told why.
    await page.locator('.p-inline-message', { hasText: text(it_, 'page.otherCompany') }).waitFor();
    expect(await page.locator('[data-testid="company-edit"]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('edits the company: field errors from the rules and from the server, then saved', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await openCompanyPage(page);
    expect(await page.locator('#page-title').textContent()).toBe('Tecnoware S.r.l.');
    // The seeded reference location shows as the place.
    expect(await page.locator('[data-testid="company-place"]').textContent()).toContain('Milano (MI)');
    await page.locator('[data-testid="company-edit"]').click();
    await page.locator('[data-testid="company-form"]').waitFor();
    await page
      .locator('.p-dropdown:has(#company-country) .p-dropdown-label', { hasText: 'Italia' })
      .waitFor();
    expect(await page.locator('label[for="company-vat"]').textContent()).toBe('Partita IVA (P.IVA)');

    // Spec 5's URL rule, in the browser.
    await page.locator('#company-website').fill('tecnoware');
    await page.locator('#company-save').click();
    await page.locator('#company-website-error', { hasText: 'URL' }).waitFor();

    // A VAT ID with a wrong check digit: the server's refusal, under its field.
    await page.locator('#company-website').fill('https://www.tecnoware.example');
    await page.locator('#company-vat').fill('IT 00743110158');
    const refused = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && /\/api\/company\/\d+$/.test(r.url()),
    );
    await page.locator('#company-save').click();
    expect((await refused).status()).toBe(400);
    await page.locator('#company-vat-error', { hasText: text(it_, 'errors.taxChecksum') }).waitFor();
    await screenshot(page, 'company-edit-errors-it');

    await page.locator('#company-vat').fill('IT 00743110157');
    await page.locator('#company-tax').fill('00743110157');
    await page
      .locator('#company-description')
      .fill('Software house milanese: gestionali e cloud per le PMI.');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && /\/api\/company\/\d+$/.test(r.url()),
    );
    await page.locator('#company-save').click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({
      website: 'https://www.tecnoware.example',
      vatId: 'IT 00743110157',
      countryCode: 'IT',
    });
    expect(await toastText(page, 'success')).toBe(text(it_, 'form.saved'));
    // Stored compact, shown so.
    expect(await page.locator('#company-vat').inputValue()).toBe('00743110157');
    expect(await page.locator('#company-vat-error').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('uploads a logo (256x256), a banner (1430x260) and gallery pictures; the shell shows the new logo', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await openCompanyPage(page);
    // One company: the top bar shows it (no switcher), with the building icon until it has a logo.
    const badge = page.locator('[data-testid="company-badge"]');
    await badge.waitFor();
    expect(await badge.textContent()).toContain('Tecnoware S.r.l.');
    expect(await badge.locator('img').count()).toBe(0);

    await page.locator('[data-testid="company-edit"]').click();
    const logoSent = page.waitForResponse((r) => r.url().endsWith('/api/file/companyLogo'));
    await page
      .locator('#company-logo-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await picture(800, 600, '#1d4ed8') });
    expect((await logoSent).status()).toBe(201);
    // The shell's company shows the stored 256x256 PNG, with the cache version in its URL.
    await badge.locator('img').waitFor();
    const logo = await naturalSize(page, '[data-testid="company-badge"] img');
    expect(logo).toMatchObject({ width: 256, height: 256 });
    expect(logo.src).toMatch(/^\/api\/storage\/company\/[0-9a-f-]{36}\.png\?v=2$/);
    expect((await naturalSize(page, '[data-testid="company-logo-preview"] img')).src).toBe(logo.src);

    const bannerSent = page.waitForResponse((r) => r.url().endsWith('/api/file/companyImage'));
    await page.locator('#company-banner-input').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: await picture(2400, 700, '#0f766e'),
    });
    expect((await bannerSent).status()).toBe(201);
    await page.locator('[data-testid="company-banner-preview"] img[src*="/storage/company/"]').waitFor();
    expect(await naturalSize(page, '[data-testid="company-banner-preview"] img')).toMatchObject({
      width: 1430,
      height: 260,
    });

    for (const colour of ['#f59e0b', '#be123c']) {
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/file/companyImage'));
      await page.locator('#company-gallery-input').setInputFiles({
        name: 'office.png',
        mimeType: 'image/png',
        buffer: await picture(640, 480, colour),
      });
      expect((await sent).status()).toBe(201);
    }
    const gallery = page.locator('#company-images ul li img[src*="/storage/company/"]');
    await expect.poll(() => gallery.count()).toBe(2);
    await screenshot(page, 'company-edit-it');

    // What a candidate sees.
    await page.locator('[data-testid="company-view"]').click();
    await page.locator('[data-testid="company-banner"] img').waitFor();
    await page.locator('#company-gallery li img').nth(1).waitFor();
    expect(await naturalSize(page, '[data-testid="company-logo"] img')).toMatchObject({
      width: 256,
      height: 256,
    });
    await screenshot(page, 'company-page-it');

    // Reloaded, the shell still shows it (it comes with the company menu).
    await page.reload();
    await page.locator('[data-testid="company-badge"] img').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('keeps documents: upload, list, delete after confirming', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, GIULIA);
    await openCompanyPage(page);
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/company-file') && r.request().method() === 'POST',
    );
    await page
      .locator('#company-file-input')
      .setInputFiles({ name: 'Brochure 2026.pdf', mimeType: 'application/pdf', buffer: pdf });
    expect((await sent).status()).toBe(201);
    const row = page.locator('[data-testid="company-files"] li', { hasText: 'Brochure 2026.pdf' });
    await row.waitFor();
    await screenshot(page, 'company-files-it');
    await row.getByRole('button', { name: text(it_, 'files.delete', { name: 'Brochure 2026.pdf' }) }).click();
    await page.locator('[data-testid="confirm-dialog"]').waitFor();
    await animationsDone(page, '[data-testid="confirm-dialog"]');
    const deleted = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && /\/api\/company-file\/\d+$/.test(r.url()),
    );
    await page.locator('[data-testid="confirm-dialog"] .p-confirm-dialog-accept').click();
    expect((await deleted).status()).toBe(204);
    await row.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });

  it('shows a hiring assistant (no company permission) the page read only, in English too', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await e2e.signIn(page, SARA);
    await openCompanyPage(page);
    await page.locator('[data-testid="company-description"]').waitFor();
    expect(await page.locator('[data-testid="company-edit"]').count()).toBe(0);
    expect(await page.locator('[data-testid="company-file-upload"]').count()).toBe(0);
    // The logo Giulia uploaded is in Sara's top bar too.
    await page.locator('[data-testid="company-badge"] img').waitFor();
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto(`${e2e.server.url}/company/list`);
    await page.locator('#page-title', { hasText: text(e2e.en, 'routes.company') }).waitFor();
    const card = page.locator('[data-testid="company-cards"] a');
    await card.locator('img').waitFor();
    expect(await card.textContent()).toContain('Hiring assistant');
    await screenshot(page, 'company-list-en');
    await card.click();
    await page.locator('#company-about-title', { hasText: text(en, 'page.about') }).waitFor();
    await page.locator('[data-testid="company-banner"] img').waitFor();
    await screenshot(page, 'company-page-en');
    expect(pageErrors).toEqual([]);
  });
});
