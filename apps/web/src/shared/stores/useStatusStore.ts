import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The last answer the invoice-soon banner had, for whom (company and own-records user). */
export interface InvoiceHint {
  /** `${companyId}:${userId or ''}`: whose budget the figures are. */
  owner: string;
  nextInvoiceOn: string;
  invoiceDueCents: number;
}

interface StatusState {
  /** When the invoice-soon banner was dismissed (epoch ms), or null. */
  preHeaderInvoiceDismiss: number | null;
  dismissInvoiceBanner: (at?: number) => void;
  /**
   * The budget's last answer for the banner: the shell shows the banner from it on the next load,
   * in its first frame, instead of pushing the page down when the budget answers (layout shift).
   */
  invoiceHint: InvoiceHint | null;
  rememberInvoice: (hint: InvoiceHint) => void;
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
      invoiceHint: null,
      rememberInvoice: (invoiceHint) => set({ invoiceHint }),
      wideLayout: false,
      setWideLayout: (wideLayout) => set({ wideLayout }),
      clear: () => set({ preHeaderInvoiceDismiss: null, invoiceHint: null, wideLayout: false }),
    }),
    {
      name: 'status',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ preHeaderInvoiceDismiss, invoiceHint, wideLayout }) => ({
        preHeaderInvoiceDismiss,
        invoiceHint,
        wideLayout,
      }),
    },
  ),
);
