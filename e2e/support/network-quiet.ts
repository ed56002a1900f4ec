import type { Page, Request } from 'playwright-core';

/** The app's live stream (GET /api/live) stays open as long as the page: it never counts as in flight. */
export const LIVE_STREAM = /\/api\/live(\?|$)/;

/**
 * Watches the page's requests from now on; `quiet()` resolves once none has been in flight for
 * `quietMs` — what `waitForLoadState('networkidle')` gave before the app kept a live stream open
 * (networkidle never comes while it is).
 */
export function watchRequests(page: Page, ignore: RegExp = LIVE_STREAM) {
  const pending = new Set<Request>();
  let changedAt = Date.now();
  const started = (request: Request) => {
    if (ignore.test(request.url())) return;
    pending.add(request);
    changedAt = Date.now();
  };
  const ended = (request: Request) => {
    if (pending.delete(request)) changedAt = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(quietMs = 500, timeoutMs = 30_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      try {
        while (pending.size > 0 || Date.now() - changedAt < quietMs) {
          if (Date.now() > deadline) {
            throw new Error(`Still in flight: ${[...pending].map((r) => r.url()).join(', ')}`);
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      } finally {
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
      }
    },
  };
}
