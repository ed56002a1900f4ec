import type { NoticeItem } from '@hiring/domain';
import { create } from 'zustand';

export type { NoticeItem };

interface NoticeState {
  items: NoticeItem[];
  setItems: (items: NoticeItem[]) => void;
}

/** The notice items shown by the notifications menu; filled by the notices poll (features/notices). */
export const useNoticeStore = create<NoticeState>()((set) => ({
  items: [],
  setItems: (items) => set({ items }),
}));
