import type { ChatSort, ChatSummary } from '@hiring/domain';
import { chatSorts } from '@hiring/domain';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageLoading } from '../../shared/ui/PageLoading';
import { PersonAvatar } from '../board/PersonAvatar';
import styles from './Messages.module.css';
import { listTime } from './thread-days';
import type { useConversations } from './useConversations';

const sortLabels: Record<ChatSort, string> = { datetime: 'sortDatetime', newMessages: 'sortNewMessages' };

/** The conversation list: sort, one entry per party (picture, name, job, last message, time, unread). */
export function ConversationPane(props: {
  list: ReturnType<typeof useConversations>;
  sort: ChatSort;
  onSort: (sort: ChatSort) => void;
  selectedId: number | null;
}) {
  const { t } = useTranslation('messages');
  const { list } = props;
  const items = list.data?.items ?? [];
  const now = new Date();

  return (
    <section className={styles.listPane} aria-labelledby="conversations-heading">
      <div className={styles.listHead}>
        <h2 id="conversations-heading" className={styles.paneTitle}>
          {t('conversations')}
        </h2>
        <Dropdown
          inputId="chat-sort"
          value={props.sort}
          options={chatSorts.map((value) => ({ value, label: t(sortLabels[value]) }))}
          onChange={(event) => props.onSort(event.value as ChatSort)}
          aria-label={t('sortLabel')}
          // The trigger (a role=button without text) and the hidden native select need the name too.
          pt={{ trigger: { 'aria-label': t('sortLabel') }, select: { 'aria-label': t('sortLabel') } }}
          className={styles.sort}
          data-testid="chat-sort"
        />
      </div>
      {list.isPending ? (
        <PageLoading />
      ) : items.length === 0 ? (
        <EmptyState icon="pi pi-comments" testId="no-conversations">
          {t('noConversations')}
        </EmptyState>
      ) : (
        <ul
          className={styles.conversations}
          aria-labelledby="conversations-heading"
          data-testid="conversations"
        >
          {items.map((item) => (
            <ConversationEntry
              key={item.chatter.id}
              item={item}
              selected={item.chatter.id === props.selectedId}
              now={now}
            />
          ))}
        </ul>
      )}
      {list.data?.hasMore && (
        <Button
          type="button"
          text
          label={t('loadMore')}
          icon="pi pi-angle-down"
          loading={list.loadingMore}
          onClick={() => void list.loadMore()}
          className={styles.loadMore}
          data-testid="conversations-more"
        />
      )}
    </section>
  );
}

function ConversationEntry({ item, selected, now }: { item: ChatSummary; selected: boolean; now: Date }) {
  const { t } = useTranslation('messages');
  const last = item.lastMessage;
  const preview = !last
    ? t('noMessageYet')
    : `${last.mine ? `${t('you')}: ` : ''}${last.body || (last.attachment ? t('attachmentNamed', { name: last.attachment.name }) : '')}`;
  return (
    <li data-chatter-id={item.chatter.id} data-testid="conversation">
      <Link
        to={`/messages/${item.chatter.id}`}
        className={`${styles.entry} ${selected ? styles.entrySelected : ''}`}
        aria-current={selected ? 'page' : undefined}
      >
        <PersonAvatar name={item.chatter.name} picture={item.chatter.picture} />
        <span className={styles.entryText}>
          <span className={styles.entryTop}>
            <span className={styles.entryName}>{item.chatter.name}</span>
            {last && <span className={styles.entryTime}>{listTime(last.createdAt, now)}</span>}
          </span>
          {item.jobName && <span className={styles.entryJob}>{item.jobName}</span>}
          <span className={styles.entryBottom}>
            <span className={styles.preview}>{preview}</span>
            {item.unreadCount > 0 && (
              <span
                className={styles.badge}
                data-testid="unread-count"
                aria-label={t('unread', { count: item.unreadCount })}
              >
                {item.unreadCount}
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
