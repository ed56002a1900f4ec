import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness.js';
import { screenshot } from './support/page.js';

const e2e = useE2E();

describe('compression (docs/performance.md)', () => {
  it('the login page arrives brotli-encoded: its document, scripts, styles and translations', async () => {
    const { page, pageErrors } = await e2e.newPage();
    const responses: Response[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).origin === e2e.server.url) responses.push(res);
    });
    const document = await page.goto(`${e2e.server.url}/login`);
    await page.locator('#email').waitFor();
    await page.locator('form button[type="submit"]').waitFor();

    expect(document?.status()).toBe(200);
    expect((await document!.allHeaders())['content-encoding']).toBe('br');

    const of = (pattern: RegExp) => responses.filter((r) => pattern.test(new URL(r.url()).pathname));
    // A web worker's script (the bot check's solve.worker) is fetched by the worker, whose response body
    // Playwright cannot read; it is compressed like the others but left out here.
    const scripts = of(/^\/assets\/(?!.+\.worker-).+\.js$/);
    const styles = of(/^\/assets\/.+\.css$/);
    const locales = of(/^\/locales\/.+\.json$/);
    expect(scripts.length).toBeGreaterThan(0);
    expect(styles.length).toBeGreaterThan(0);
    expect(locales.length).toBeGreaterThan(0);
    let sent = 0;
    let decoded = 0;
    for (const res of [...scripts, ...styles, ...locales]) {
      const headers = await res.allHeaders();
      const body = await res.body();
      const { responseBodySize } = await res.request().sizes();
      // Files under 256 bytes are left as they are by the build (vite.config.ts).
      if (body.length >= 256) expect(headers['content-encoding'], res.url()).toBe('br');
      expect(headers.vary ?? '', res.url()).toMatch(/accept-encoding/i);
      if (scripts.includes(res)) {
        sent += responseBodySize;
        decoded += body.length;
      }
    }
    // Brotli at build time shrinks the scripts at least threefold.
    expect(sent).toBeLessThan(decoded / 3);
    console.info(
      `compression.e2e: /login scripts ${Math.round(decoded / 1024)} KB, ${Math.round(sent / 1024)} KB sent (br)`,
    );
    expect(pageErrors).toEqual([]);
    await screenshot(page, 'compression-login');
  });
});
