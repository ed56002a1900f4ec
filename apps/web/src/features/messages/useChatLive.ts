import { liveChatEventSchema } from '@hiring/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../shared/live/useLiveEvent';
import { chatKeys } from './chat-keys';
import { useApplyChatEvent } from './useChatCache';

/**
 * Keeps the page live (docs/live.md): each `chat` event updates the list and the open thread in
 * place; a (re)connection reloads them, for whatever happened while the stream was down.
 */
export function useChatLive(): void {
  const queryClient = useQueryClient();
  const apply = useApplyChatEvent();
  useLiveEvent('chat', (data) => {
    const event = liveChatEventSchema.safeParse(data);
    if (event.success) apply(event.data);
    else console.warn('live: a chat event out of contract', event.error.issues);
  });
  useLiveEvent('ready', () => void queryClient.invalidateQueries({ queryKey: chatKeys.all }));
}
