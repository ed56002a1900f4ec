/**
 * Gives the focus to `target` when nothing holds it any more (it fell to the body with an overlay
 * that closed under it: a multiselect closed with Escape from its filter box), so the keyboard
 * carries on from the control that opened the overlay (WCAG 2.4.3).
 */
export function refocusIfLost(target: HTMLElement | null | undefined): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  target?.focus({ preventScroll: true });
}
