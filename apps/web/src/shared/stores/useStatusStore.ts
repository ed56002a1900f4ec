import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface StatusState {
  /** When the invoice-soon banner was dismissed (epoch ms), or null. */
  preHeaderInvoiceDismiss: number | null;
  dismissInvoiceBanner: (at?: number) => void;
  /** The super user's wider, denser layout mode. */
  wideLayout: boolean;
  setWideLayout: (wide: boolean) => void;
  clear: () => void;
}

/** The separate status store of spec section 3, persisted under 'status'. */
export const useStatusStore = create<StatusState>()(
  persist(
    (set) => ({
      preHeaderInvoiceDismiss: null,
      dismissInvoiceBanner: (at = Date.now()) => set({ preHeaderInvoiceDismiss: at }),
      wideLayout: false,
      setWideLayout: (wideLayout) => set({ wideLayout }),
      clear: () => set({ preHeaderInvoiceDismiss: null, wideLayout: false }),
    }),
    {
      name: 'status',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ preHeaderInvoiceDismiss, wideLayout }) => ({ preHeaderInvoiceDismiss, wideLayout }),
    },
  ),
);
