import type { ChatMessage } from '@hiring/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { chatKeys } from './chat-keys';
import { useApplyChatEvent } from './useChatCache';
import { multipartBody } from '../../shared/files/multipart-body';

/** Writing in a thread: send, send with a file, correct and withdraw one's own message. */
export function useMessageActions(chatterId: number) {
  const queryClient = useQueryClient();
  const apply = useApplyChatEvent();
  const onError = useApiErrorToast();
  const shown = (message: ChatMessage, type: 'message' | 'message-updated') =>
    apply({ type, chatId: message.chatId, chatterId, message });

  const send = useMutation({
    mutationFn: (input: { chatId: number; body: string }) => api.post<ChatMessage>('/message', input),
    onSuccess: (message) => shown(message, 'message'),
    onError,
  });

  const attach = useMutation({
    mutationFn: (input: { chatId: number; body: string; file: File }) =>
      api.post<ChatMessage>(
        '/message/attachment',
        multipartBody(
          { chatId: String(input.chatId), body: input.body.trim() === '' ? null : input.body },
          input.file,
        ),
      ),
    onSuccess: (message) => shown(message, 'message'),
    onError,
  });

  const edit = useMutation({
    mutationFn: (input: { id: number; body: string }) =>
      api.patch<ChatMessage>(`/message/${input.id}`, { body: input.body }),
    onSuccess: (message) => shown(message, 'message-updated'),
    onError,
  });

  const remove = useMutation({
    mutationFn: (message: ChatMessage) => api.delete(`/message/${message.id}`),
    onSuccess: (_answer, message) => {
      apply({ type: 'message-deleted', chatId: message.chatId, chatterId, messageId: message.id });
      const companyId = useSessionStore.getState().company?.id ?? null;
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists(companyId) });
    },
    onError,
  });

  return { send, attach, edit, remove };
}
