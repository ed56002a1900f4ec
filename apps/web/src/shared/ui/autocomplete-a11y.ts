import type { AutoCompletePassThroughOptions } from 'primereact/autocomplete';
import { listboxScroll } from './listbox-scroll';

/**
 * The suggestions' listbox scrolls, not the div around it (listbox-scroll.ts). PrimeReact 10 reads
 * the `listWrapper` section although its types do not list it.
 */
export const autoCompleteA11y = {
  listWrapper: listboxScroll.wrapper,
  list: listboxScroll.list,
} as AutoCompletePassThroughOptions;
