import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionKey } from '@hiring/domain';
import { useCan } from '../access/useCan';
import { EmptyState } from './EmptyState';
import { LoadingBlock } from './LoadingBlock';

interface CompanyAccountGateProps {
  /** The active company: its id, 'loading' while the shell loads it, 'none' for back-office staff without one. */
  company: number | 'loading' | 'none';
  /** The area the page needs (it waits for the role's map); none: any member of the company. */
  permission?: PermissionKey;
  /** What a member without the permission is told, and its test id. */
  noAccess?: { text: ReactNode; testId: string };
  /** The page's content for the company; keyed by it, so a company switch starts afresh. */
  children: (companyId: number) => ReactNode;
}

/**
 * The company account's pages (budget, price list, licence): back-office staff without a company are
 * told the page belongs to a company account, the rest wait for the company (and the role's map),
 * then see the page or, without the permission, why not.
 */
export function CompanyAccountGate({ company, permission, noAccess, children }: CompanyAccountGateProps) {
  const { t } = useTranslation();
  const access = useCan();
  if (company === 'none')
    return (
      <EmptyState icon="pi pi-building" testId="billing-no-company">
        {t('billing:noCompany')}
      </EmptyState>
    );
  if (company === 'loading' || (permission && !access.known))
    return <LoadingBlock label={t('billing:loading')} />;
  if (permission && !access.can(permission))
    return (
      <EmptyState icon="pi pi-lock" testId={noAccess?.testId}>
        {noAccess?.text}
      </EmptyState>
    );
  return <Fragment key={company}>{children(company)}</Fragment>;
}
