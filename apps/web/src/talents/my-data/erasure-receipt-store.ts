import type { ErasureReceipt } from '@hiring/domain';

/**
 * The receipt of the candidate's own erasure, kept in this tab's session storage: the account (and
 * the session) are gone, yet the final page must still show it after a reload, to print or download.
 * It holds no personal data (a code, a date and counts).
 */
const KEY = 'talents.erasureReceipt';

export function keepErasureReceipt(receipt: ErasureReceipt): void {
  sessionStorage.setItem(KEY, JSON.stringify(receipt));
}

export function readErasureReceipt(): ErasureReceipt | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as ErasureReceipt) : null;
  } catch {
    return null;
  }
}
