import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What has the focus, whether it shows (WCAG 2.4.7) and whether something covers it (2.4.11: the
 * sticky top bar). It shows as an outline or a ring on the element, on its ::after (a card's open
 * button draws its ring round the whole card), on the PrimeReact control around it (a dropdown's,
 * multiselect's or checkbox's focus sits on a hidden input and shows on the control or inside it), or
 * on the label that draws a hidden native input (a file input shown as a button).
 */
export const focusState = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const marked = (node: Element | null, pseudo?: string) => {
      if (!node) return false;
      const style = getComputedStyle(node, pseudo);
      return (
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) || style.boxShadow !== 'none'
      );
    };
    const hidden =
      !!el.closest('.p-hidden-accessible') || getComputedStyle(el).opacity === '0' || el.offsetWidth <= 1;
    // A visually hidden native input drawn by its label (a file input shown as a button).
    const label = hidden && el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
    const control =
      el.closest('.p-dropdown, .p-multiselect, .p-checkbox') ??
      (hidden ? (el.parentElement?.closest('[data-pc-name]') ?? label) : null);
    const shows = control ?? el;
    const shown =
      marked(el) ||
      marked(el, '::after') ||
      marked(control) ||
      (hidden && !!control && Array.from(control.querySelectorAll('*')).some((n) => marked(n)));
    // Covered: what the pointer would hit at the element's middle is something else (the top bar).
    const box = shows.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const obscured = !!hit && !shows.contains(hit) && !hit.contains(shows);
    const name =
      el.getAttribute('data-testid') ??
      el.getAttribute('aria-label') ??
      (el.id || (el.textContent ?? '').trim());
    return { name: `${el.tagName.toLowerCase()} ${name.slice(0, 40)}`, shown, obscured };
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
