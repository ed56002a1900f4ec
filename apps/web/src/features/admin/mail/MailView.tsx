import { Dialog } from 'primereact/dialog';
import { TabPanel, TabView } from 'primereact/tabview';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { LoadingBlock } from '../../../shared/ui/LoadingBlock';
import { useOutboxMail, type OutboxStatus } from './mail-api';
import { StatusTag } from './StatusTag';
import styles from './AdminMail.module.css';

/** A mail's HTML, shown inert: a sandboxed frame with no scripts, forms or same-origin access. */
export function MailHtml({ html, title }: { html: string; title: string }) {
  return <iframe className={styles.frame} sandbox="" srcDoc={html} title={title} data-testid="mail-html" />;
}

/** One outbox mail: who, when, how it went, and its content as text and as HTML. */
export function MailView({ id, onHide }: { id: number | null; onHide: () => void }) {
  const { t } = useTranslation();
  const mail = useOutboxMail(id);
  const data = mail.data;
  return (
    <Dialog
      visible={id !== null}
      onHide={onHide}
      header={data?.subject ?? t('admin-mail:outbox.mail')}
      style={{ width: '94vw', maxWidth: '56rem' }}
      data-testid="mail-view"
    >
      {!data ? (
        <LoadingBlock label={t('admin-mail:outbox.loading')} />
      ) : (
        <div className={styles.stack}>
          <dl className={styles.facts}>
            <div>
              <dt>{t('admin-mail:outbox.to')}</dt>
              <dd data-testid="mail-to">{data.to}</dd>
            </div>
            <div>
              <dt>{t('admin-mail:outbox.template')}</dt>
              <dd>
                {data.template} ({data.lang})
              </dd>
            </div>
            <div>
              <dt>{t('admin-mail:outbox.status')}</dt>
              <dd>
                <StatusTag status={data.status as OutboxStatus} />
              </dd>
            </div>
            <div>
              <dt>{t('admin-mail:outbox.created')}</dt>
              <dd>{formatDateTime(data.createdAt)}</dd>
            </div>
            <div>
              <dt>{t('admin-mail:outbox.sent')}</dt>
              <dd>{data.sentAt ? formatDateTime(data.sentAt) : '—'}</dd>
            </div>
            <div>
              <dt>{t('admin-mail:outbox.attempts')}</dt>
              <dd>{data.attempts}</dd>
            </div>
          </dl>
          {data.error && (
            <p className={styles.error} role="status">
              {t('admin-mail:outbox.error', { error: data.error })}
            </p>
          )}
          <TabView className={styles.viewTabs}>
            <TabPanel header={t('admin-mail:outbox.html')} leftIcon="pi pi-eye">
              <MailHtml
                html={data.html}
                title={t('admin-mail:outbox.htmlTitle', { subject: data.subject })}
              />
            </TabPanel>
            <TabPanel header={t('admin-mail:outbox.text')} leftIcon="pi pi-align-left">
              <pre className={styles.text} data-testid="mail-text">
                {data.text}
              </pre>
            </TabPanel>
          </TabView>
        </div>
      )}
    </Dialog>
  );
}
