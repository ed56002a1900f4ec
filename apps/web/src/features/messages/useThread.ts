import type { ChatMessage, Chatter } from '@hiring/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { chatKeys, THREAD_PAGE } from './chat-keys';
import { withNewestPage, withOlderPage, type ThreadData } from './thread-cache';

/** The thread with one party (GET /chat/{chatterId}): the newest page, older pages on demand. */
export function useThread(chatterId: number) {
  const queryClient = useQueryClient();
  const showError = useApiErrorToast();
  const companyId = useSessionStore((state) => state.company?.id ?? null);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const query = useQuery({
    queryKey: chatKeys.thread(companyId, chatterId),
    queryFn: async ({ signal }): Promise<ThreadData> => {
      const page = await api.get<ChatMessage[]>(`/chat/${chatterId}`, {
        query: { take: THREAD_PAGE },
        signal,
      });
      const prev = queryClient.getQueryData<ThreadData>(chatKeys.thread(companyId, chatterId));
      return withNewestPage(prev, page, THREAD_PAGE);
    },
    meta: { shownByPage: [404] },
  });

  const loadOlder = useCallback(async () => {
    const key = chatKeys.thread(companyId, chatterId);
    const first = queryClient.getQueryData<ThreadData>(key)?.messages[0];
    if (!first) return;
    setLoadingOlder(true);
    try {
      const page = await api.get<ChatMessage[]>(`/chat/${chatterId}`, {
        query: { before: first.id, take: THREAD_PAGE },
      });
      queryClient.setQueryData<ThreadData>(
        key,
        (thread) => thread && withOlderPage(thread, page, THREAD_PAGE),
      );
    } catch (error) {
      showError(error);
    } finally {
      setLoadingOlder(false);
    }
  }, [queryClient, companyId, chatterId, showError]);

  return { ...query, loadOlder, loadingOlder };
}

/** Who the other party is (GET /chat/{chatterId}/@chatter), when the list does not hold them. */
export function useChatter(chatterId: number, enabled: boolean) {
  const companyId = useSessionStore((state) => state.company?.id ?? null);
  return useQuery({
    queryKey: chatKeys.chatter(companyId, chatterId),
    queryFn: ({ signal }) => api.get<Chatter>(`/chat/${chatterId}/@chatter`, { signal }),
    enabled,
    meta: { shownByPage: [404] },
  });
}
