import type { LiveChatEvent } from '@hiring/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { chatKeys } from './chat-keys';
import { applyChatEvent, type ConversationList } from './conversation-list';
import { applyThreadEvent, type ThreadData } from './thread-cache';

/**
 * Applies a chat event, live or the caller's own (a sent, edited or withdrawn message), to the loaded
 * conversation lists (each sort) and to the thread with that party; a list that cannot tell by
 * itself reloads.
 */
export function useApplyChatEvent(): (event: LiveChatEvent) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (event) => {
      const companyId = useSessionStore.getState().company?.id ?? null;
      const now = new Date().toISOString();
      queryClient.setQueryData<ThreadData>(
        chatKeys.thread(companyId, event.chatterId),
        (thread) => thread && applyThreadEvent(thread, event, now),
      );
      for (const query of queryClient.getQueryCache().findAll({ queryKey: chatKeys.lists(companyId) })) {
        const list = query.state.data as ConversationList | undefined;
        if (!list) continue;
        const sort = query.queryKey[3] === 'newMessages' ? 'newMessages' : 'datetime';
        const next = applyChatEvent(list, event, { sort, now });
        if (next) queryClient.setQueryData(query.queryKey, next);
        else void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      }
    },
    [queryClient],
  );
}
