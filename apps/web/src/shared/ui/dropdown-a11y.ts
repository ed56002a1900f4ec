import type { DropdownPassThroughOptions } from 'primereact/dropdown';

/**
 * For every PrimeReact dropdown of the app (App.tsx's provider): the combobox its label names is the
 * focusable input; the trigger (a role=button without text, never focused) and the hidden native
 * select it keeps for forms are kept from assistive technologies, which would read them as two more
 * unnamed controls (axe: aria-command-name, select-name); and the aria-activedescendant PrimeReact
 * puts on the focused root (a plain div, pointing at an id no element has) is dropped
 * (aria-allowed-attr, aria-valid-attr-value). A disabled dropdown (a paginator's rows per page on an
 * empty table) says so on its root, so that its dimmed text is known to be inactive (color-contrast).
 */
export const dropdownPt: DropdownPassThroughOptions = {
  root: (options) => ({
    'aria-activedescendant': undefined,
    'aria-disabled': options?.props.disabled || undefined,
  }),
  trigger: { 'aria-hidden': true },
  select: { 'aria-hidden': true },
};

/**
 * A dropdown without a visible label: its name (the trigger's and the select's are hidden by
 * `dropdownPt`), also given to the filter box of its panel (axe: label).
 */
export const dropdownA11y = (label: string): DropdownPassThroughOptions => ({
  ...dropdownPt,
  trigger: { ...dropdownPt.trigger, 'aria-label': label },
  select: { ...dropdownPt.select, 'aria-label': label },
  filterInput: { 'aria-label': label },
});
