import { TabMenu } from 'primereact/tabmenu';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApprovalPanel } from './review/ApprovalPanel';
import { ApprovalQueue } from './review/ApprovalQueue';
import type { ApprovalKind } from './review/review-api';
import { AdminPage } from './AdminPage';
import styles from './review/Review.module.css';

const tabs = ['all', 'job', 'page'] as const;
const icons = { all: 'pi pi-list', job: 'pi pi-briefcase', page: 'pi pi-building' };

/** `job-12` or `page-3` from the address; null when it names nothing. */
function parseItem(value: string | null): { kind: ApprovalKind; id: number } | null {
  const match = /^(job|page)-(\d{1,10})$/.exec(value ?? '');
  return match ? { kind: match[1] as ApprovalKind, id: Number(match[2]) } : null;
}

/**
 * /admin/approval (human-approval) — job posts and company pages waiting for approval, oldest first; the
 * chosen one shown as candidates would see it, approved or rejected with a reason. The filter and the chosen
 * item live in the address (?kind=, ?item=job-12).
 */
export function AdminApprovalPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((name) => name === params.get('kind')) ?? 'all';
  const item = parseItem(params.get('item'));
  const go = (next: { kind?: (typeof tabs)[number]; item?: string | null }) => {
    const kind = next.kind ?? tab;
    const chosen = next.item === undefined ? params.get('item') : next.item;
    setParams({ ...(kind !== 'all' ? { kind } : {}), ...(chosen ? { item: chosen } : {}) });
  };
  return (
    <AdminPage page="admin-approval" title={t('routes.admin_apls')} lead={t('admin-review:approval.lead')}>
      <TabMenu
        model={tabs.map((name) => ({
          label: t(`admin-review:approval.tabs.${name}`),
          icon: icons[name],
          className: `tab-${name}`,
        }))}
        activeIndex={tabs.indexOf(tab)}
        onTabChange={(e) => go({ kind: tabs[e.index]! })}
        aria-label={t('admin-review:approval.tabsLabel')}
      />
      <div className={styles.split}>
        <ApprovalQueue
          key={tab}
          kind={tab === 'all' ? null : tab}
          selected={item ? `${item.kind}-${item.id}` : null}
          onSelect={(row) => go({ item: row.key })}
        />
        {item ? (
          <ApprovalPanel key={`${item.kind}-${item.id}`} kind={item.kind} id={item.id} />
        ) : (
          <div className={`${styles.panel} ${styles.empty}`} data-testid="approval-none">
            <i className="pi pi-check-square" aria-hidden="true" />
            <p>{t('admin-review:approval.choose')}</p>
          </div>
        )}
      </div>
    </AdminPage>
  );
}
