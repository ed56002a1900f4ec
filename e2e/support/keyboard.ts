import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What has the focus and whether it shows (WCAG 2.4.7): an outline or a ring on the element, on its
 * ::after (a card's open button draws its ring round the whole card), or on the PrimeReact control
 * around it (a dropdown's or multiselect's focus sits on a hidden input and shows on the control).
 */
export const focusState = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const shows = (node: Element | null, pseudo?: string) => {
      if (!node) return false;
      const style = getComputedStyle(node, pseudo);
      return (
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) || style.boxShadow !== 'none'
      );
    };
    const control = el.closest('.p-dropdown, .p-multiselect, .p-checkbox');
    const name =
      el.getAttribute('data-testid') ??
      el.getAttribute('aria-label') ??
      (el.id || (el.textContent ?? '').trim());
    return {
      name: `${el.tagName.toLowerCase()} ${name.slice(0, 40)}`,
      shown: shows(el) || shows(el, '::after') || shows(control),
    };
  });

/** Whether what `selector` finds has the focus, or holds it. */
export const isFocused = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Fails unless the focus is on what `selector` finds and shows. */
export async function expectFocusOn(page: Page, selector: string): Promise<void> {
  await expect.poll(() => isFocused(page, selector), { message: `focus on ${selector}` }).toBe(true);
  expect((await focusState(page))?.shown, `visible focus on ${selector}`).toBe(true);
}

/**
 * Presses Tab (Shift+Tab with `back`) until the focus is on what `selector` finds; every stop on the
 * way must show its focus.
 */
export async function tabTo(
  page: Page,
  selector: string,
  options: { back?: boolean; limit?: number } = {},
): Promise<void> {
  const key = options.back ? 'Shift+Tab' : 'Tab';
  const unseen: string[] = [];
  const visited: string[] = [];
  for (let i = 0; i < (options.limit ?? 60); i++) {
    await page.keyboard.press(key);
    const state = await focusState(page);
    visited.push(state?.name ?? 'body');
    if (state && !state.shown) unseen.push(state.name);
    if (
      await page
        .locator(selector)
        .first()
        .evaluate((el) => el === document.activeElement)
    ) {
      expect(unseen, 'stops without a visible focus').toEqual([]);
      return;
    }
  }
  throw new Error(`${key} never reached ${selector}; it went through: ${visited.join(' → ')}`);
}
