import type { Page } from 'playwright-core';

/**
 * Picks an option of a PrimeReact Dropdown by its visible label (typed into its filter when it has
 * one). A Dropdown still loading its options ignores clicks (its trigger spins), so the pick waits for
 * the options first.
 */
export async function pickDropdownOption(page: Page, inputId: string, label: string): Promise<void> {
  const dropdown = page.locator(`.p-dropdown:has(#${inputId})`);
  await dropdown.locator('.p-icon-spin').waitFor({ state: 'detached' });
  await dropdown.click();
  const panel = page.locator('.p-dropdown-panel');
  await panel.waitFor();
  const filter = panel.locator('input.p-dropdown-filter');
  if (await filter.count()) await filter.fill(label);
  await panel.locator('li[role="option"]', { hasText: label }).first().click();
  await panel.waitFor({ state: 'detached' });
}
