/** The layers of spec section 9, as PrimeReact's zIndex configuration (toast above them all). */
export const layers = { modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100, toast: 1200 } as const;

/** The top bar's account and company menus sit above the other menus (spec section 9). */
export const TOP_BAR_MENU_Z_INDEX = 1050;

/**
 * The `baseZIndex` that puts a PrimeReact overlay at `zIndex` when it opens over nothing else:
 * PrimeReact places an overlay one above its base.
 */
export const baseZIndexFor = (zIndex: number): number => zIndex - 1;
