import { create } from 'zustand';

interface FirstLoadState {
  /** True while the current route is a non-captive one entered from the start or from login. */
  firstLoad: boolean;
  /** The location key the flag was computed for (the same location is never counted twice). */
  locationKey: string | null;
  previousPath: string | null;
  /** Called by the root layout after each navigation. */
  track: (location: { key: string; pathname: string }, captive: boolean) => void;
}

/**
 * The first-load flag of spec section 2, rule 3: set when a non-captive route is entered from the
 * start (no page before it in this app) or from /login, cleared by any other navigation. The
 * expired-password dialog opens "after first load" by reading it (`useFirstLoad`).
 */
export const useFirstLoadStore = create<FirstLoadState>()((set, get) => ({
  firstLoad: false,
  locationKey: null,
  previousPath: null,
  track: (location, captive) => {
    const state = get();
    if (state.locationKey === location.key) return;
    const fromStartOrLogin = state.previousPath === null || state.previousPath === '/login';
    set({
      firstLoad: !captive && fromStartOrLogin,
      locationKey: location.key,
      previousPath: location.pathname,
    });
  },
}));

/** Whether the current route was entered from the start or from login. */
export function useFirstLoad(): boolean {
  return useFirstLoadStore((state) => state.firstLoad);
}
