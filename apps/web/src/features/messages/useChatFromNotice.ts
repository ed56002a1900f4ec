import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../shared/api/api';

interface ChatRecord {
  id: number;
  candidateUserId: number;
}

/**
 * A CHAT notice names the chat (`/messages?chat=31`, notice-target.ts), the page's URL the other party:
 * the chat is read through the scoped `@fetch` and the page replaces the URL with its candidate's thread
 * (the conversation list when the chat is out of reach or gone).
 */
export function useChatFromNotice(): void {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const chatId = Number(search.get('chat'));
  useEffect(() => {
    if (!(chatId > 0)) return;
    const controller = new AbortController();
    api
      .post<ChatRecord[]>('/chat/@fetch', { idList: [chatId] }, { signal: controller.signal })
      .then((rows) => {
        const chat = rows[0];
        void navigate(chat ? `/messages/${chat.candidateUserId}` : '/messages', { replace: true });
      })
      .catch(() => {
        if (!controller.signal.aborted) void navigate('/messages', { replace: true });
      });
    return () => controller.abort();
  }, [chatId, navigate]);
}
