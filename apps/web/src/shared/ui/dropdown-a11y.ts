import type { DropdownPassThroughOptions } from 'primereact/dropdown';

/**
 * Names the parts of a PrimeReact dropdown that its label does not reach: the trigger (a role=button
 * without text) and the hidden native select it keeps for forms; and drops the aria-activedescendant
 * PrimeReact puts on the focused root (a plain div, pointing at an id no element has). Without these
 * axe reports aria-command-name, select-name, aria-allowed-attr and aria-valid-attr-value.
 */
export const dropdownA11y = (label: string): DropdownPassThroughOptions => ({
  root: { 'aria-activedescendant': undefined },
  trigger: { 'aria-label': label },
  select: { 'aria-label': label },
});
