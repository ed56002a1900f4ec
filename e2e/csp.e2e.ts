import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { useE2E } from './support/harness.js';
import { animationsDone } from './support/page.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';

const e2e = useE2E();

interface Violation {
  url: string;
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

/** Every `securitypolicyviolation` the page's documents report, across navigations. */
async function recordViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeBinding('reportCspViolation', (_source, v: Violation) => void violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation(v: unknown): void }).reportCspViolation;
      report({
        url: location.pathname,
        directive: e.violatedDirective,
        blocked: e.blockedURI,
        sample: e.sample,
        source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      });
    });
  });
  return violations;
}

const styleSrc = (csp: string) => /(?:^|;)\s*style-src ([^;]*)/.exec(csp)?.[1] ?? '';

describe('content security policy', () => {
  it('refuses inline styles but for the nonce, and no page or overlay breaks it', async () => {
    const { page, consoleErrors } = await e2e.newPage();
    const violations = await recordViolations(page);

    const login = await page.goto(`${e2e.server.url}/login`);
    const csp = login!.headers()['content-security-policy'] ?? '';
    expect(styleSrc(csp)).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(csp).not.toContain('unsafe-inline');
    // The page carries the header's nonce; PrimeReact's <style> tags take it and apply.
    const nonce = await page.evaluate(
      () => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce,
    );
    expect(styleSrc(csp)).toContain(`'nonce-${nonce}'`);
    await page.locator('#email').waitFor();
    expect(await page.locator('style[data-primereact-style-id]').count()).toBeGreaterThan(0);
    const again = await page.request.get(`${e2e.server.url}/login`, { headers: { accept: 'text/html' } });
    expect(styleSrc(again.headers()['content-security-policy'] ?? '')).not.toBe(styleSrc(csp));

    await e2e.signIn(page, GIULIA);
    await page.locator('[data-testid="menu-new-job"]').waitFor();

    // A dialog.
    await page.locator('[data-testid="menu-new-job"]').click();
    await page.locator('[data-testid="new-job-dialog"]').waitFor();
    await animationsDone(page, '.p-dialog-mask');
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="new-job-dialog"]').waitFor({ state: 'detached' });

    // The job list: a dropdown and a tooltip, both positioned by PrimeReact.
    await page.goto(`${e2e.server.url}/board/list`);
    await page.locator('.p-dropdown:has(#job-sort)').click();
    await page.locator('.p-dropdown-panel').waitFor();
    expect(await page.locator('.p-dropdown-panel').evaluate((el) => el.style.top || el.style.left)).not.toBe(
      '',
    );
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="job-sort-dir"]').hover();
    await page.locator('.p-tooltip').waitFor();

    // A board, and the search.
    const [job] = await callApi<Array<{ id: number }>>(page, 'GET', '/job?select=id&take=1');
    await page.goto(`${e2e.server.url}/board/${job!.id}`);
    await page.locator('[data-testid="kanban"], [data-testid="board-list"]').first().waitFor();
    await page.goto(`${e2e.server.url}/search`);
    await page.locator('[data-testid="search-run"]').waitFor();

    // A static legal page.
    await page.goto(`${e2e.server.url}/web-conditions.html`);
    await page.locator('h1').first().waitFor();
    expect(await page.locator('main').evaluate((el) => getComputedStyle(el).maxWidth)).toBe('800px');

    // The API's docs page (Swagger UI), under the same policy.
    await page.goto(`${e2e.server.url}/docs/`);
    await page.locator('.swagger-ui .info').waitFor();

    expect(violations).toEqual([]);
    expect(consoleErrors.filter((m) => /content security policy/i.test(m))).toEqual([]);
  });
});
