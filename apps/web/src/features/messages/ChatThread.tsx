import type { ChatSummary } from '@hiring/domain';
import { Button } from 'primereact/button';
import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/api-error';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageLoading } from '../../shared/ui/PageLoading';
import { PersonAvatar } from '../board/PersonAvatar';
import { ConfirmActionDialog, type ConfirmRequest } from '../../shared/ui/ConfirmActionDialog';
import { MessageBubble } from './MessageBubble';
import { MessageComposer } from './MessageComposer';
import styles from './Messages.module.css';
import { groupByDay, type DayLabel } from './thread-days';
import { useMarkRead } from './useMarkRead';
import { useMessageActions } from './useMessageActions';
import { useChatter, useThread } from './useThread';

/** The thread with one party: who, the messages by day (older ones on demand), the composer. */
export function ChatThread({ chatterId, summary }: { chatterId: number; summary: ChatSummary | null }) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const thread = useThread(chatterId);
  const chatter = useChatter(chatterId, summary === null);
  const actions = useMessageActions(chatterId);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  useMarkRead(chatterId, thread.data);
  const log = useScrollKeeper(thread.data?.messages);

  const party = summary?.chatter ?? chatter.data;
  const missing = [thread.error, chatter.error].some((e) => e instanceof ApiError && e.status === 404);
  const messages = thread.data?.messages ?? [];
  const chatId = summary?.chatId ?? messages.at(-1)?.chatId ?? null;
  const name = party?.name ?? '';

  const dayText = (label: DayLabel) =>
    label.kind === 'date' ? label.date : t(label.kind === 'today' ? 'today' : 'yesterday');

  return (
    <div className={styles.thread} data-testid="thread" data-chatter-id={chatterId}>
      <div className={styles.threadHead}>
        <Button
          type="button"
          icon="pi pi-arrow-left"
          text
          rounded
          className={styles.back}
          aria-label={t('back')}
          onClick={() => void navigate('/messages')}
          data-testid="thread-back"
        />
        {party && <PersonAvatar name={name} picture={party.picture} />}
        <div className={styles.threadTitle}>
          <h2 className={styles.paneTitle} id="thread-heading">
            {name}
          </h2>
          {summary?.jobName && <span className={styles.entryJob}>{summary.jobName}</span>}
        </div>
      </div>
      {missing ? (
        <EmptyState icon="pi pi-exclamation-circle" testId="thread-missing">
          {t('notFound')}
        </EmptyState>
      ) : thread.isPending ? (
        <PageLoading />
      ) : (
        <>
          <div
            ref={log}
            className={styles.log}
            role="log"
            aria-live="polite"
            aria-label={t('threadLabel', { name })}
            tabIndex={0}
            data-testid="thread-log"
          >
            {thread.data?.hasOlder && (
              <Button
                type="button"
                text
                size="small"
                icon="pi pi-angle-up"
                label={t('loadOlder')}
                loading={thread.loadingOlder}
                onClick={() => void thread.loadOlder()}
                className={styles.loadOlder}
                data-testid="thread-older"
              />
            )}
            {messages.length === 0 && <p className={styles.noMessages}>{t('noMessageYet')}</p>}
            {groupByDay(messages, new Date()).map((day) => (
              <Fragment key={day.key}>
                <h3 className={styles.day} data-testid="day-separator">
                  <span>{dayText(day.label)}</span>
                </h3>
                {day.messages.map((message) => (
                  <MessageBubble
                    key={message.id}
                    message={message}
                    onEdit={(body) => actions.edit.mutateAsync({ id: message.id, body })}
                    onDelete={() =>
                      setConfirm({
                        title: t('deleteTitle'),
                        message: t('deleteText'),
                        acceptLabel: t('delete'),
                        onAccept: () => actions.remove.mutate(message),
                      })
                    }
                  />
                ))}
              </Fragment>
            ))}
          </div>
          <MessageComposer chatId={chatId} actions={actions} />
        </>
      )}
      <ConfirmActionDialog request={confirm} onDone={() => setConfirm(null)} />
    </div>
  );
}

/**
 * Keeps the log scrolled as a chat is read: at the bottom when it opens and when a message comes
 * while the reader is at the bottom (or wrote it); in place when older messages come in on top.
 */
function useScrollKeeper(messages: readonly { id: number; mine: boolean }[] | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first: number; last: number; height: number; atBottom: boolean } | null>(null);

  useLayoutEffect(() => {
    const log = ref.current;
    if (!log || !messages) return;
    const first = messages[0]?.id ?? 0;
    const last = messages.at(-1)?.id ?? 0;
    const before = seen.current;
    if (!before) log.scrollTop = log.scrollHeight;
    else if (first < before.first && last === before.last) log.scrollTop += log.scrollHeight - before.height;
    else if (last !== before.last && (before.atBottom || messages.at(-1)?.mine))
      log.scrollTop = log.scrollHeight;
    seen.current = { first, last, height: log.scrollHeight, atBottom: true };
    const onScroll = () => {
      if (seen.current) seen.current.atBottom = log.scrollHeight - log.scrollTop - log.clientHeight < 48;
    };
    onScroll();
    log.addEventListener('scroll', onScroll);
    // Content that grows after this layout (a font, a thumbnail, a read mark), or a log that shrinks (the
    // composer growing), keeps a reader at the bottom there.
    const pin = new ResizeObserver(() => {
      if (seen.current?.atBottom) log.scrollTop = log.scrollHeight;
    });
    pin.observe(log);
    for (const child of Array.from(log.children)) pin.observe(child);
    return () => {
      log.removeEventListener('scroll', onScroll);
      pin.disconnect();
    };
  }, [messages]);

  return ref;
}
