import type { MultiSelectPassThroughOptions } from 'primereact/multiselect';
import { listboxScroll } from './listbox-scroll';

/**
 * Names and untangles the parts of a PrimeReact multiselect's panel that axe reports (label,
 * aria-toggle-field-name, nested-interactive, scrollable-region-focusable): the filter box gets the
 * field's name; the select-all box is a plain checkbox named `selectAllLabel` (PrimeReact also puts
 * role=checkbox on its wrapper, around the focusable input); each option's checkbox is drawn only,
 * since the option itself (role=option, aria-selected) is what is read and chosen: `display: none`
 * takes that input out of the tab order and the accessibility tree, and lets a click reach the
 * option beneath; the listbox scrolls, not the div around it.
 */
export const multiSelectA11y = (label: string, selectAllLabel: string): MultiSelectPassThroughOptions => ({
  filterInput: { root: { 'aria-label': label } } as MultiSelectPassThroughOptions['filterInput'],
  headerCheckbox: {
    root: { role: undefined, 'aria-checked': undefined },
    input: { 'aria-label': selectAllLabel },
  },
  checkbox: { input: { style: { display: 'none' } } },
  wrapper: listboxScroll.wrapper,
  list: listboxScroll.list,
});
