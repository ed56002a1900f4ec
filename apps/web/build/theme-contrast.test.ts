import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { contrastRatio, declared, ruleMap } from './css-contrast';
import { accessibleThemeCss } from './theme';

const web = new URL('..', import.meta.url).pathname;
const read = (path: string) => readFileSync(path, 'utf8');
const themeFile = createRequire(import.meta.url).resolve(
  'primereact/resources/themes/lara-light-blue/theme.css',
);

/** The theme as served (build/theme.ts), then the app's global styles and the modules that colour states. */
const rules = ruleMap(accessibleThemeCss(read(themeFile)));
for (const file of [
  'src/app/styles.css',
  'src/app/shell/AppShell.module.css',
  'src/shared/ui/ToneTag.module.css',
  'src/features/board/Board.module.css',
  'src/features/jobs/JobList.module.css',
]) {
  ruleMap(read(`${web}${file}`), rules);
}

/** [what, foreground, background]: each a [selector, property] of the sheets above, or a colour. */
type Side = [selector: string, property: string] | string;
type Pair = [what: string, foreground: Side, background: Side];

const colour = (side: Side) => (typeof side === 'string' ? side : declared(rules, ...side));
const root = (name: string): Side => [':root', name];
const WHITE = '#ffffff';

const severities = ['success', 'info', 'warning', 'danger'];
const buttonSeverities = ['secondary', 'info', 'success', 'warning', 'help', 'danger'];
const noticeKinds = ['info', 'success', 'warn', 'error'];
const stepStyles = ['reject', 'intreq', 'intconf', 'cancel', 'change', 'confirm'];

/** Text: WCAG 1.4.3 asks 4.5:1. */
const textPairs: Pair[] = [
  ...['--surface-ground', '--surface-card', '--surface-hover'].flatMap((surface): Pair[] => [
    [`text on ${surface}`, root('--text-color'), root(surface)],
    [`secondary text on ${surface}`, root('--text-color-secondary'), root(surface)],
  ]),
  ['primary (links) on a card', root('--primary-color'), root('--surface-card')],
  ['primary (links) on the ground', root('--primary-color'), root('--surface-ground')],
  ['selected item', root('--highlight-text-color'), root('--highlight-bg')],
  ['input text', ['.p-inputtext', 'color'], ['.p-inputtext', 'background']],
  ['input group addon', ['.p-inputgroup-addon', 'color'], ['.p-inputgroup-addon', 'background']],
  ['placeholder', ['::-webkit-input-placeholder', 'color'], ['.p-inputtext', 'background']],
  [
    'dropdown placeholder',
    ['.p-dropdown .p-dropdown-label.p-placeholder', 'color'],
    ['.p-dropdown', 'background'],
  ],
  ['form error', ['.p-error', 'color'], WHITE],
  ['paginator page', ['.p-paginator .p-paginator-pages .p-paginator-page', 'color'], WHITE],
  ['tag', ['.p-tag', 'color'], ['.p-tag', 'background']],
  ...severities.map((s): Pair => [
    `${s} tag`,
    [`.p-tag.p-tag-${s}`, 'color'],
    [`.p-tag.p-tag-${s}`, 'background-color'],
  ]),
  ['neutral ToneTag', ['.neutral', 'color'], ['.neutral', 'background']],
  ['counter badge', ['.p-badge', 'color'], ['.p-badge', 'background']],
  ...['secondary', ...severities].map((s): Pair => [
    `${s} badge`,
    [`.p-badge.p-badge-${s}`, 'color'],
    [`.p-badge.p-badge-${s}`, 'background-color'],
  ]),
  ['button', ['.p-button', 'color'], ['.p-button', 'background']],
  ...buttonSeverities.flatMap((s): Pair[] => [
    [`${s} button`, [`.p-button.p-button-${s}`, 'color'], [`.p-button.p-button-${s}`, 'background']],
    [`${s} text button`, [`.p-button.p-button-${s}.p-button-text`, 'color'], WHITE],
  ]),
  ['text button', ['.p-button.p-button-text', 'color'], WHITE],
  ['link button', ['.p-button.p-button-link', 'color'], WHITE],
  ...noticeKinds.flatMap((k): Pair[] => [
    [
      `${k} toast`,
      [`.p-toast .p-toast-message.p-toast-message-${k}`, 'color'],
      [`.p-toast .p-toast-message.p-toast-message-${k}`, 'background'],
    ],
    [`${k} message`, [`.p-message.p-message-${k}`, 'color'], [`.p-message.p-message-${k}`, 'background']],
    [
      `${k} inline message`,
      [`.p-inline-message.p-inline-message-${k}`, 'color'],
      [`.p-inline-message.p-inline-message-${k}`, 'background'],
    ],
  ]),
  ...stepStyles.map((s): Pair => [
    `${s} step tag`,
    [`.stepTag[data-style='${s}']`, 'color'],
    [`.stepTag[data-style='${s}']`, 'background'],
  ]),
  ['job counter', ['.counter', 'color'], ['.counter', 'background']],
  ['new applications counter', ['.counterNew', 'color'], ['.counterNew', 'background']],
  ['active menu entry', ['.menuLinkActive', 'color'], ['.menuLinkActive', 'background']],
  ['danger banner', ['.bannerDanger', 'color'], ['.bannerDanger', 'background']],
  ['info banner', ['.bannerInfo', 'color'], ['.bannerInfo', 'background']],
  ['warning banner', ['.bannerWarn', 'color'], ['.bannerWarn', 'background']],
  ['breadcrumb link', ['.breadcrumb a', 'color'], root('--surface-ground')],
  ['footer link', ['.footer a', 'color'], root('--surface-ground')],
];

/** What shows a control is there, its state and the focus: WCAG 1.4.11 and 2.4.7 ask 3:1. */
const nonTextPairs: Pair[] = [
  ['input border', ['.p-inputtext', 'border'], WHITE],
  ['dropdown border', ['.p-dropdown', 'border'], WHITE],
  ['multiselect border', ['.p-multiselect', 'border'], WHITE],
  ['checkbox border', ['.p-checkbox .p-checkbox-box', 'border'], WHITE],
  ['radio button border', ['.p-radiobutton .p-radiobutton-box', 'border'], WHITE],
  ['switch off', ['.p-inputswitch .p-inputswitch-slider', 'background'], WHITE],
  ['focus outline on a card', [':focus-visible', 'outline'], root('--surface-card')],
  ['focus outline on the ground', [':focus-visible', 'outline'], root('--surface-ground')],
  ...noticeKinds.map((k): Pair => [
    `${k} toast close icon`,
    [`.p-toast .p-toast-message.p-toast-message-${k} .p-toast-icon-close`, 'color'],
    [`.p-toast .p-toast-message.p-toast-message-${k}`, 'background'],
  ]),
];

const ratio = ([, fg, bg]: Pair) => Math.round(contrastRatio(colour(fg), colour(bg)) * 100) / 100;

describe('the theme meets WCAG AA contrast', () => {
  it.each(textPairs)('%s: text at 4.5:1 at least', (...pair) => {
    expect(ratio(pair)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('%s: 3:1 at least', (...pair) => {
    expect(ratio(pair)).toBeGreaterThanOrEqual(3);
  });

  it('reads translucent backgrounds over white and short hex colours', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', 'rgba(0, 0, 0, 0)')).toBeCloseTo(contrastRatio('#777777', WHITE), 5);
  });
});
