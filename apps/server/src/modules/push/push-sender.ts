import type { VapidKeys } from './vapid.js';

/** Spec section 9: a push service that has not answered within 30 s counts as a failure. */
export const PUSH_TIMEOUT_MS = 30_000;
/** How long a push service keeps an undelivered message (an offline device): one day. */
export const PUSH_TTL_SECONDS = 86_400;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `delivered`, `gone` (404/410: the subscription no longer exists), or `failed` (anything else). */
export type PushOutcome = { kind: 'delivered' } | { kind: 'gone' } | { kind: 'failed'; detail: string };

/**
 * Sends one encrypted message (RFC 8291, aes128gcm) with VAPID authentication (RFC 8292). web-push
 * builds the request; fetch sends it, so any URL works (web-push's own sender speaks https only, and
 * tests point subscriptions at a fake push service on http://127.0.0.1).
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  vapid: VapidKeys,
  fetchImpl: typeof fetch = fetch,
): Promise<PushOutcome> {
  // web-push loads with the first push sent (most requests never send one).
  const { default: webpush } = await import('web-push');
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
  try {
    const response = await fetchImpl(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      redirect: 'error',
    });
    await response.body?.cancel();
    if (response.ok) return { kind: 'delivered' };
    if (response.status === 404 || response.status === 410) return { kind: 'gone' };
    return { kind: 'failed', detail: `HTTP ${response.status}` };
  } catch (error) {
    return { kind: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
}
