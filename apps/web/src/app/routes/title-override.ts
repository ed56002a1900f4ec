import { create } from 'zustand';

interface TitleOverrideState {
  /** The title an error page shows instead of its route's, for the location it was set on. */
  override: { locationKey: string; title: string } | null;
  set: (override: { locationKey: string; title: string } | null) => void;
}

/**
 * Lets an error page (a 403 or 404 shown in place of a route's page) give the document its own
 * title; usePageTitle prefers it while the location stays the same.
 */
export const useTitleOverrideStore = create<TitleOverrideState>()((set) => ({
  override: null,
  set: (override) => set({ override }),
}));
