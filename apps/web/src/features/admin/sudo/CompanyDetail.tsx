import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiErrorToast } from '../../../shared/api/useApiErrorToast';
import { formatDate } from '../../../shared/format/date';
import { formatMoney } from '../../../shared/format/money';
import { LoadingBlock } from '../../../shared/ui/LoadingBlock';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { ToneTag } from '../../../shared/ui/ToneTag';
import { NewRecruiterButton } from '../recruiter/NewRecruiterButton';
import { AuditLogTable } from './AuditLogTable';
import {
  useActAs,
  useAdminCompany,
  useRequiresApproval,
  type AdminCompanyDetail,
  type AdminCompanyJob,
  type AdminCompanyMember,
} from './sudo-api';
import styles from './Sudo.module.css';

const memberName = (m: Pick<AdminCompanyMember, 'firstname' | 'lastname'>) =>
  `${m.firstname} ${m.lastname}`.trim();

const statusTone: Record<Exclude<AdminCompanyJob['status'], 'archived'>, 'success' | 'warning' | 'info'> = {
  published: 'success',
  suspended: 'warning',
  imported: 'info',
  draft: 'info',
  new: 'info',
};

/** A figure of the licence and spending cards. */
function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** One company in the back office: facts, licence and spending, approval, members (act as them), posts, history. */
export function CompanyDetail({ companyId, backHref }: { companyId: number; backHref: string }) {
  const { t } = useTranslation();
  const company = useAdminCompany(companyId);
  if (company.isPending) return <LoadingBlock label={t('admin:detail.loading')} />;
  if (company.isError)
    return (
      <div className={styles.stack}>
        <Link to={backHref} className={styles.back}>
          <i className="pi pi-arrow-left" aria-hidden="true" /> {t('admin:detail.back')}
        </Link>
        <Message severity="error" text={t('admin:detail.notFound')} />
      </div>
    );
  return <CompanyView company={company.data} backHref={backHref} refetch={() => void company.refetch()} />;
}

function CompanyView({
  company,
  backHref,
  refetch,
}: {
  company: AdminCompanyDetail;
  backHref: string;
  refetch: () => void;
}) {
  const { t, i18n } = useTranslation();
  const showApiError = useApiErrorToast();
  const approval = useRequiresApproval(company.id);
  const actAs = useActAs(`/admin/sudo?company=${company.id}`);
  const english = i18n.resolvedLanguage === 'en';
  const { license, spending } = company;
  const month = (m: string) => {
    const [year, number] = m.split('-');
    return `${number}/${year}`;
  };

  return (
    <div className={styles.stack} data-testid="company-detail">
      <div className={styles.detailHead}>
        <Link to={backHref} className={styles.back}>
          <i className="pi pi-arrow-left" aria-hidden="true" /> {t('admin:detail.back')}
        </Link>
        <h2 className={styles.companyName} data-testid="company-name">
          {company.name}
        </h2>
        <p className={styles.facts}>
          {[
            company.vatId && t('admin:detail.vat', { vat: company.vatId }),
            t('admin:detail.since', { date: formatDate(company.createdAt) }),
            company.website,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>

      <div className={styles.cards}>
        <SectionCard id="company-license" icon="pi-id-card" title={t('admin:detail.license.title')}>
          <dl className={styles.figures}>
            <Figure
              label={t('admin:detail.license.name')}
              value={(english ? license.nameEn : license.name) ?? t('admin:companies.noLicense')}
            />
            <Figure
              label={t('admin:detail.license.seats')}
              value={t('admin:detail.license.used', { used: license.seatsUsed, of: license.seats })}
              testId="license-seats"
            />
            <Figure
              label={t('admin:detail.license.posts')}
              value={t('admin:detail.license.used', {
                used: license.jobPostsPublished,
                of: license.jobPostsIncluded,
              })}
            />
            {license.endsOn && (
              <Figure label={t('admin:detail.license.endsOn')} value={formatDate(license.endsOn)} />
            )}
          </dl>
        </SectionCard>
        <SectionCard id="company-spending" icon="pi-wallet" title={t('admin:detail.spending.title')}>
          <dl className={styles.figures}>
            <Figure
              label={t('admin:detail.spending.month', { month: month(spending.currentMonth.month) })}
              value={formatMoney(spending.currentMonth.spentCents)}
              testId="spending-current"
            />
            <Figure
              label={t('admin:detail.spending.month', { month: month(spending.lastMonth.month) })}
              value={formatMoney(spending.lastMonth.spentCents)}
              testId="spending-last"
            />
            <Figure
              label={t('admin:detail.spending.budget')}
              value={
                spending.monthlyBudgetCents === null
                  ? t('admin:detail.spending.noBudget')
                  : formatMoney(spending.monthlyBudgetCents)
              }
            />
          </dl>
        </SectionCard>
        <SectionCard id="company-approval" icon="pi-check-square" title={t('admin:detail.approval.title')}>
          <div className={styles.toggle}>
            <Checkbox
              inputId="requires-approval"
              aria-describedby="requires-approval-hint"
              checked={company.requiresApproval}
              disabled={approval.isPending}
              onChange={(e) => approval.mutate(Boolean(e.checked), { onError: showApiError })}
            />
            <div>
              <label htmlFor="requires-approval" className={styles.toggleLabel}>
                {t('admin:detail.approval.label')}
              </label>
              <p id="requires-approval-hint" className={styles.muted}>
                {t('admin:detail.approval.hint')}
              </p>
            </div>
          </div>
        </SectionCard>
      </div>

      <SectionCard
        id="company-members"
        icon="pi-users"
        title={t('admin:detail.members.title', { count: company.members.length })}
        actions={<NewRecruiterButton companyId={company.id} onCreated={refetch} />}
      >
        <DataTable
          value={company.members}
          dataKey="userId"
          size="small"
          stripedRows
          sortMode="single"
          emptyMessage={t('admin:detail.members.empty')}
          aria-label={t('admin:detail.members.title', { count: company.members.length })}
          data-testid="members-table"
        >
          <Column
            field="lastname"
            header={t('admin:detail.members.name')}
            sortable
            body={(m: AdminCompanyMember) => memberName(m)}
          />
          <Column field="email" header={t('admin:detail.members.email')} sortable />
          <Column
            field={english ? 'roleNameEn' : 'roleName'}
            header={t('admin:detail.members.role')}
            sortable
          />
          <Column
            field="lastActiveDay"
            header={t('admin:detail.members.lastActive')}
            sortable
            body={(m: AdminCompanyMember) =>
              m.lastActiveDay ? (
                formatDate(m.lastActiveDay)
              ) : (
                <span className={styles.muted}>{t('admin:detail.members.never')}</span>
              )
            }
          />
          <Column
            header={t('admin:detail.members.actions')}
            bodyClassName={styles.nowrap}
            body={(m: AdminCompanyMember) => (
              <Button
                type="button"
                size="small"
                outlined
                icon="pi pi-user-edit"
                label={t('admin:detail.members.actAs')}
                aria-label={t('admin:detail.members.actAsName', { name: memberName(m) })}
                loading={actAs.isPending && actAs.variables === m.userId}
                disabled={actAs.isPending}
                onClick={() => actAs.mutate(m.userId, { onError: showApiError })}
                data-testid="act-as"
              />
            )}
          />
        </DataTable>
      </SectionCard>

      <SectionCard
        id="company-jobs"
        icon="pi-briefcase"
        title={t('admin:detail.jobs.title', { count: company.jobs.length })}
      >
        <DataTable
          value={company.jobs}
          dataKey="id"
          size="small"
          stripedRows
          paginator={company.jobs.length > 10}
          rows={10}
          emptyMessage={t('admin:detail.jobs.empty')}
          aria-label={t('admin:detail.jobs.title', { count: company.jobs.length })}
          data-testid="jobs-table"
        >
          <Column field="name" header={t('admin:detail.jobs.name')} sortable />
          <Column
            field="status"
            header={t('admin:detail.jobs.status')}
            sortable
            body={(j: AdminCompanyJob) =>
              j.status === 'archived' ? (
                <ToneTag tone="neutral" value={t('admin:jobStatus.archived')} />
              ) : (
                <Tag severity={statusTone[j.status]} value={t(`admin:jobStatus.${j.status}`)} />
              )
            }
          />
          <Column
            field="publishedAt"
            header={t('admin:detail.jobs.published')}
            sortable
            body={(j: AdminCompanyJob) => (j.publishedAt ? formatDate(j.publishedAt) : '')}
          />
          <Column
            field="approval"
            header={t('admin:detail.jobs.approval')}
            body={(j: AdminCompanyJob) => (j.approval === 'none' ? '' : t(`admin:approval.${j.approval}`))}
          />
          <Column
            field="applicationsCount"
            header={t('admin:detail.jobs.applications')}
            sortable
            bodyClassName={styles.number}
          />
        </DataTable>
      </SectionCard>

      <SectionCard
        id="company-audit"
        icon="pi-history"
        title={t('admin:detail.audit.title')}
        description={t('admin:detail.audit.hint')}
      >
        <AuditLogTable companyId={company.id} />
      </SectionCard>
    </div>
  );
}
