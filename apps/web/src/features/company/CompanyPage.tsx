import { mayEditCompany } from '@hiring/domain/companies/company-page';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../shared/api/api-error';
import { useCan } from '../../shared/access/useCan';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadingBlock } from '../../shared/ui/LoadingBlock';
import styles from './Company.module.css';
import { CandidateRetentionForm } from './CandidateRetentionForm';
import { CompanyAbout } from './CompanyAbout';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import { CompanyFiles } from './CompanyFiles';
import { CompanyHero } from './CompanyHero';
import { CompanyImagesEditor } from './CompanyImagesEditor';
import { useCompany } from './useCompanyPage';
import { PageApprovalNotice } from '../admin/review/ReviewNotices';

/** The company the URL names (`/company/3`), or the active one (`/company`); null for a bad id. */
function useCompanyId(): number | null {
  const { id } = useParams<{ id?: string }>();
  const active = useSessionStore((state) => state.company?.id ?? null);
  if (id === undefined) return active;
  return /^\d+$/.test(id) ? Number(id) : null;
}

/**
 * /company/:id? — the company as a candidate sees it (banner, logo, name, website, place,
 * description, gallery, files), with an edit mode for members with C on `company` in that company.
 */
export function CompanyPage() {
  const { t } = useTranslation();
  const id = useCompanyId();
  const activeId = useSessionStore((state) => state.company?.id ?? null);
  const permissions = useSessionStore((state) => state.permissions);
  const access = useCan();
  const company = useCompany(id);
  const [editing, setEditing] = useState(false);

  if (id === null && !company.isFetching) {
    return (
      <div className={styles.page}>
        <EmptyState icon="pi pi-building">{t('company:page.notFound')}</EmptyState>
      </div>
    );
  }
  if (company.isPending) return <LoadingBlock label={t('company:page.loading')} />;
  if (company.isError) {
    const missing = company.error instanceof ApiError && company.error.status === 404;
    return (
      <div className={styles.page}>
        <EmptyState
          icon={missing ? 'pi pi-building' : 'pi pi-exclamation-triangle'}
          testId="company-unavailable"
        >
          {t(missing ? 'company:page.notFound' : 'company:page.unavailable')}{' '}
          <Link to="/company/list">{t('company:page.toList')}</Link>
        </EmptyState>
      </div>
    );
  }

  const data = company.data;
  const isActive = data.id === activeId;
  // Permissions are those of the active company's role (spec 6).
  const mayEdit = isActive && mayEditCompany(permissions);
  const inEditMode = editing && mayEdit;

  return (
    <div className={styles.page} data-page="company" data-mode={inEditMode ? 'edit' : 'view'}>
      <CompanyHero company={data}>
        {mayEdit &&
          (inEditMode ? (
            <Button
              type="button"
              icon="pi pi-eye"
              label={t('company:page.preview')}
              outlined
              onClick={() => setEditing(false)}
              data-testid="company-view"
            />
          ) : (
            <Button
              type="button"
              icon="pi pi-pencil"
              label={t('company:page.edit')}
              onClick={() => setEditing(true)}
              data-testid="company-edit"
            />
          ))}
      </CompanyHero>
      {!isActive && (
        <Message severity="info" text={t('company:page.otherCompany')} className={styles.notice} />
      )}
      {mayEdit && <PageApprovalNotice company={data} className={styles.notice} />}
      {inEditMode ? (
        <>
          <CompanyDetailsForm company={data} />
          <CompanyImagesEditor company={data} />
          <CandidateRetentionForm company={data} />
        </>
      ) : (
        <CompanyAbout company={data} />
      )}
      <CompanyFiles
        companyId={data.id}
        canUpload={isActive && access.can('company')}
        canDelete={(file) => isActive && access.can('company', file.userId)}
      />
    </div>
  );
}
