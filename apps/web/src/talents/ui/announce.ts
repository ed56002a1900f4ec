/**
 * One polite live region for the whole app (mounted by the shell): `announce('Candidatura inviata')`
 * is read by screen readers without moving the focus.
 */
let region: HTMLElement | null = null;

export function registerAnnouncer(element: HTMLElement | null): void {
  region = element;
}

export function announce(text: string): void {
  if (!region) return;
  // Cleared first, so the same text said twice is announced twice.
  region.textContent = '';
  const target = region;
  window.setTimeout(() => {
    target.textContent = text;
  }, 50);
}
