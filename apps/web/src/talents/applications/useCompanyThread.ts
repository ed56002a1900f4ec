import type { LiveChatEvent } from '@hiring/domain';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { isLiveOpen } from '../live/talents-live';
import { useLiveEvent } from '../live/useLiveEvent';
import { usePageVisible } from '../../shared/ui/usePageVisible';
import { useSessionUser } from '../session/session';
import { myApplicationsApi } from './my-applications-api';
import { emptyThread, threadReducer, unreadMarks } from './thread-state';

export const THREAD_PAGE = 50;

/** A live chat event, loosely checked (the domain's zod schema would bring zod into this bundle). */
function asChatEvent(data: unknown): LiveChatEvent | null {
  const event = data as Partial<LiveChatEvent> | null;
  return event && typeof event.type === 'string' && typeof event.chatterId === 'number'
    ? (event as LiveChatEvent)
    : null;
}

/**
 * The conversation with the company of a chat (docs/chat.md: the candidate's chatter is the company,
 * whose chats about several jobs make one thread): its newest page, older pages on demand, sending,
 * live arrival of the company's messages (docs/live.md), and the read marks while it is in view.
 */
export function useCompanyThread(chatId: number) {
  const userId = useSessionUser()?.id ?? 0;
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [thread, dispatch] = useReducer(threadReducer, emptyThread);
  const [error, setError] = useState<unknown>(null);
  const [loaded, setLoaded] = useState(false);
  const [round, setRound] = useState(0);
  const visible = usePageVisible();
  const marked = useRef(new Map<number, number>());
  const nextTempId = useRef(-1);

  useEffect(() => {
    const controller = new AbortController();
    void myApplicationsApi
      .chatCompanies([chatId], controller.signal)
      .then((companies) => {
        const company = companies.get(chatId);
        if (company === undefined) throw new Error(`chat ${chatId} is out of reach`);
        setCompanyId(company);
      })
      .catch((failure: unknown) => !controller.signal.aborted && setError(failure));
    return () => controller.abort();
  }, [chatId]);

  // The newest page, at first and again after the stream (re)connects: what came meanwhile.
  useEffect(() => {
    if (companyId === null) return;
    const controller = new AbortController();
    myApplicationsApi.thread(companyId, { take: THREAD_PAGE }, controller.signal).then(
      (page) => {
        dispatch({ type: 'newest', page, pageSize: THREAD_PAGE });
        setError(null);
        setLoaded(true);
      },
      (failure: unknown) => !controller.signal.aborted && setError(failure),
    );
    return () => controller.abort();
  }, [companyId, round]);

  useLiveEvent('chat', (data) => {
    const event = asChatEvent(data);
    if (event && companyId !== null && event.chatterId === companyId)
      dispatch({ type: 'live', event, at: new Date().toISOString() });
  });
  // Whether the stream is open (the thread's `data-live`: tests wait on it). Open already when the
  // thread came, its first read is after the stream opened: nothing was missed.
  const [live, setLive] = useState(isLiveOpen);
  useLiveEvent('ready', () => {
    setLive(true);
    setRound((r) => r + 1);
  });

  useEffect(() => {
    if (!visible) return;
    const marks = unreadMarks(thread.messages).filter(
      (m) => (marked.current.get(m.chatId) ?? 0) < m.messageId,
    );
    for (const mark of marks) {
      marked.current.set(mark.chatId, mark.messageId);
      myApplicationsApi.markRead(mark.chatId, mark.messageId).then(
        () =>
          dispatch({ type: 'read', chatId: mark.chatId, upTo: mark.messageId, at: new Date().toISOString() }),
        // Not read this time: the next change of the thread tries again.
        () => marked.current.delete(mark.chatId),
      );
    }
  }, [thread.messages, visible]);

  const [loadingOlder, setLoadingOlder] = useState(false);
  const loadOlder = useCallback(async () => {
    const first = thread.messages.find((m) => !m.pending);
    if (companyId === null || !first) return;
    setLoadingOlder(true);
    try {
      const page = await myApplicationsApi.thread(companyId, { before: first.id, take: THREAD_PAGE });
      dispatch({ type: 'older', page, pageSize: THREAD_PAGE });
    } catch (failure) {
      setError(failure);
    } finally {
      setLoadingOlder(false);
    }
  }, [companyId, thread.messages]);

  /**
   * Shows the message at once, then as the server keeps it; rejects (and takes it away) on failure.
   * One with a file is shown once the server has it (its attachment has no address before).
   */
  const send = useCallback(
    async (body: string, file?: File) => {
      if (file) {
        const message = await myApplicationsApi.sendWithFile(chatId, body, file);
        dispatch({ type: 'sent', message });
        return;
      }
      const tempId = nextTempId.current--;
      const now = new Date().toISOString();
      dispatch({
        type: 'sending',
        message: {
          id: tempId,
          chatId,
          senderUserId: userId,
          mine: true,
          body,
          attachment: null,
          readAt: null,
          createdAt: now,
          pending: true,
        },
      });
      try {
        dispatch({ type: 'sent', tempId, message: await myApplicationsApi.send(chatId, body) });
      } catch (failure) {
        dispatch({ type: 'failed', tempId });
        throw failure;
      }
    },
    [chatId, userId],
  );

  return { thread, loaded, live, error, send, loadOlder, loadingOlder };
}
