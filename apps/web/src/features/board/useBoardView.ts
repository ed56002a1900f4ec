import { useCallback, useState } from 'react';
import { useSessionStore } from '../../shared/stores/useSessionStore';

export type BoardView = 'kanban' | 'list';

const storageKey = (userId: number | undefined) => `board.view.${userId ?? 'anonymous'}`;

function readView(userId: number | undefined): BoardView {
  return localStorage.getItem(storageKey(userId)) === 'list' ? 'list' : 'kanban';
}

/** Kanban or list, remembered per user on this device (local storage). */
export function useBoardView(): [BoardView, (view: BoardView) => void] {
  const userId = useSessionStore((state) => state.user?.id);
  const [chosen, setChosen] = useState<{ userId: number | undefined; view: BoardView } | null>(null);
  const view = chosen && chosen.userId === userId ? chosen.view : readView(userId);

  const setView = useCallback(
    (next: BoardView) => {
      localStorage.setItem(storageKey(userId), next);
      setChosen({ userId, view: next });
    },
    [userId],
  );
  return [view, setView];
}
