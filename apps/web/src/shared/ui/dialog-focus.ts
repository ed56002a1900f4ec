import type { CSSTransitionProps } from 'primereact/csstransition';

/**
 * A PrimeReact Dialog, once closed, gives the focus back to what had it when it opened. When that is
 * gone or disabled by then (the row just deleted, the buttons of a busy list), the focus would fall to
 * the document's start and a keyboard user would start again from the top bar: the page's content
 * (the shell's `#page-content`, else the page's h1) takes it instead. Pass as the dialog's `transitionOptions`.
 */
// Only the callback: the dialog keeps its own timeout, which the type would otherwise ask for.
export const returnFocusOnExit = {
  onExited: () => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const fallback = document.getElementById('page-content') ?? document.getElementById('page-title');
    fallback?.focus({ preventScroll: true });
  },
} as unknown as CSSTransitionProps;
