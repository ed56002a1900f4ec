import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import type { SessionUser } from '@hiring/domain';

export type { SessionUser };

interface SessionState {
  user: SessionUser | null;
  setUser: (user: SessionUser) => void;
  clear: () => void;
}

/**
 * The persisted client store (spec section 3). Only `user` exists so far;
 * company, role, notices, path, companies, job, status and refreshCandidates
 * join it with the features that use them.
 */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      setUser: (user) => set({ user }),
      clear: () => set({ user: null }),
    }),
    {
      name: 'session',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user }) => ({ user }),
    },
  ),
);
