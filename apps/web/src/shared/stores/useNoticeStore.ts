import { create } from 'zustand';

/** A notice of the top-bar menu (spec section 3). */
export interface NoticeItem {
  itemClass: 'APPL' | 'CHAT' | 'STEP';
  itemId: number;
  itemCount: number;
  jobId: number | null;
  jobName: string | null;
  fullname: string | null;
  message: string | null;
  picture: string | null;
  updateIconId: number | null;
}

interface NoticeState {
  items: NoticeItem[];
  setItems: (items: NoticeItem[]) => void;
}

/** The notice items shown by the notifications menu; the polling that fills it comes with notices. */
export const useNoticeStore = create<NoticeState>()((set) => ({
  items: [],
  setItems: (items) => set({ items }),
}));
