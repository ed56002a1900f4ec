import { create } from 'zustand';

interface ExpiredGateState {
  /** Latched when the expired-password dialog must show; released when the password is changed. */
  open: boolean;
  /** Mounted gates, in mount order: only the first renders the dialog. */
  owners: readonly symbol[];
  setOpen: (open: boolean) => void;
  join: (owner: symbol) => void;
  leave: (owner: symbol) => void;
}

/** Shared by every mounted `ExpiredPasswordGate`, so that mounting it twice shows one dialog. */
export const useExpiredGateStore = create<ExpiredGateState>()((set) => ({
  open: false,
  owners: [],
  setOpen: (open) => set({ open }),
  join: (owner) => set((state) => ({ owners: [...state.owners, owner] })),
  leave: (owner) => set((state) => ({ owners: state.owners.filter((item) => item !== owner) })),
}));
