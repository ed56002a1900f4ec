import type { ChatSort, ChatSummary } from '@hiring/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { chatKeys, LIST_PAGE } from './chat-keys';
import { appendPage, type ConversationList } from './conversation-list';

/**
 * The conversation list of the active company (GET /chat) in one sort, with "load more". A reload
 * (a switch of company, a reconnection) fetches as many as were shown, in one call.
 */
export function useConversations(sort: ChatSort) {
  const queryClient = useQueryClient();
  const showError = useApiErrorToast();
  const companyId = useSessionStore((state) => state.company?.id ?? null);
  const key = chatKeys.list(companyId, sort);
  const [loadingMore, setLoadingMore] = useState(false);

  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<ConversationList> => {
      const shown = queryClient.getQueryData<ConversationList>(key)?.items.length ?? 0;
      const take = Math.min(200, Math.max(LIST_PAGE, shown));
      const items = await api.get<ChatSummary[]>('/chat', { query: { sort, take, skip: 0 }, signal });
      return { items, hasMore: items.length === take };
    },
  });

  const loadMore = useCallback(async () => {
    const listKey = chatKeys.list(companyId, sort);
    const list = queryClient.getQueryData<ConversationList>(listKey);
    if (!list) return;
    setLoadingMore(true);
    try {
      const page = await api.get<ChatSummary[]>('/chat', {
        query: { sort, take: LIST_PAGE, skip: list.items.length },
      });
      queryClient.setQueryData<ConversationList>(
        listKey,
        (current) => current && appendPage(current, page, LIST_PAGE),
      );
    } catch (error) {
      showError(error);
    } finally {
      setLoadingMore(false);
    }
  }, [queryClient, companyId, sort, showError]);

  return { ...query, loadMore, loadingMore };
}
