import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { animationsDone } from './page.js';

/**
 * The serious and critical axe violations (WCAG 2.2 A/AA) of the page as it is now, or of the part
 * `include` selects, as readable lines.
 */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  // A dialog or panel still fading in has its text at part opacity: judge the colours once it settled.
  await animationsDone(page, 'html');
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`).join(' / ')}`,
    );
}

/**
 * The languages a walk checks as its `index`-th role: one each, by turns (Italian for the first), so
 * `npm test` stays bounded; `A11Y_FULL=1` (npm run a11y:full) checks both for every role.
 */
export function a11yLanguages(index: number): Array<'it' | 'en'> {
  if (process.env.A11Y_FULL === '1') return ['it', 'en'];
  return [index % 2 === 0 ? 'it' : 'en'];
}
