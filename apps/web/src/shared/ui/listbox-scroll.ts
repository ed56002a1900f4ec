/**
 * Styles that make an overlay's listbox scroll instead of the plain div PrimeReact wraps around it:
 * axe accepts a scrolling listbox that its combobox controls (the focus stays in the combobox, which
 * moves through the options with aria-activedescendant), but reports a scrolling div without
 * focusable content (scrollable-region-focusable).
 */
export const listboxScroll = {
  wrapper: { style: { maxHeight: 'none', overflow: 'visible' } },
  list: { style: { maxHeight: '200px', overflowY: 'auto' } },
} as const;
