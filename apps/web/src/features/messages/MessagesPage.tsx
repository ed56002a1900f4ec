import type { ChatSort } from '@hiring/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageHeader } from '../../shared/ui/PageHeader';
import { ChatThread } from './ChatThread';
import { ConversationPane } from './ConversationPane';
import styles from './Messages.module.css';
import { useChatFromNotice } from './useChatFromNotice';
import { useChatLive } from './useChatLive';
import { useConversations } from './useConversations';

/**
 * /messages/:id? — the conversations with candidates (left) and the thread with the one in the URL
 * (right; the id is the other party's, docs/chat.md), live (docs/live.md). On a narrow screen one of
 * the two shows. Switching company keeps the page and loads the new company's list (spec 4).
 */
export function MessagesPage() {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const params = useParams();
  const chatterId = Number(params.id) > 0 ? Number(params.id) : null;
  const [sort, setSort] = useState<ChatSort>('datetime');
  const list = useConversations(sort);
  useChatLive();
  useChatFromNotice();

  // Another company has other conversations: the open thread closes with the switch.
  const companyId = useSessionStore((state) => state.company?.id ?? null);
  const shownCompany = useRef(companyId);
  useEffect(() => {
    if (shownCompany.current === companyId) return;
    shownCompany.current = companyId;
    if (chatterId !== null) void navigate('/messages', { replace: true });
  }, [companyId, chatterId, navigate]);

  const summary = list.data?.items.find((item) => item.chatter.id === chatterId) ?? null;

  return (
    <div className={styles.page} data-page="messages">
      <PageHeader title={t('routes.messages', { ns: 'dashboard' })} />
      <div className={`${styles.panes} ${chatterId !== null ? styles.threadOpen : ''}`}>
        <ConversationPane list={list} sort={sort} onSort={setSort} selectedId={chatterId} />
        <section className={styles.threadPane} aria-label={t('threadPane')}>
          {chatterId === null ? (
            <EmptyState icon="pi pi-comment" testId="no-thread">
              {t('selectConversation')}
            </EmptyState>
          ) : (
            <ChatThread key={`${companyId}:${chatterId}`} chatterId={chatterId} summary={summary} />
          )}
        </section>
      </div>
    </div>
  );
}
