import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dropdownA11y } from '../../shared/ui/dropdown-a11y';
import { useCan } from '../../shared/access/useCan';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadingBlock } from '../../shared/ui/LoadingBlock';
import { CompanyAccountGate } from '../../shared/ui/CompanyAccountGate';
import { PageHeader } from '../../shared/ui/PageHeader';
import type { BudgetParams } from './billing-api';
import styles from './Billing.module.css';
import { BudgetChart } from './BudgetChart';
import { BudgetEditDialog, type BudgetEditTarget } from './BudgetEditDialog';
import { BudgetMembersTable, memberName } from './BudgetMembersTable';
import { budgetTakeOptions, defaultBudgetRange, startingOptions } from './budget-range';
import { BudgetSummary } from './BudgetSummary';
import { monthLabel, monthOfDay, romeDay } from './rome-calendar';
import { useBudget } from './useBudget';
import { useActiveCompanyId } from './useActiveCompanyId';
import { useBudgetActions } from './useBudgetActions';

/** /spending/budget — spending against the monthly budgets (only while the budget module is on). */
export function BudgetPage() {
  const { t } = useTranslation();
  const company = useActiveCompanyId();
  return (
    <div className={styles.page} data-page="budget">
      <PageHeader title={t('routes.budget')} />
      <CompanyAccountGate
        company={company}
        permission="budget"
        noAccess={{ text: t('billing:budget.noAccess'), testId: 'budget-no-access' }}
      >
        {/* A company switch starts afresh: the chosen member belongs to the previous company. */}
        {(companyId) => <BudgetView companyId={companyId} />}
      </CompanyAccountGate>
    </div>
  );
}

function BudgetView({ companyId }: { companyId: number }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? 'en-GB' : 'it-IT';
  const access = useCan();
  const selfId = useSessionStore((state) => state.user?.id ?? null);
  // C reads the company and every member and sets budgets; U only reads one's own (the server's rule).
  const companyWide = !access.ownRecordsOnly('budget');
  const [currentMonth] = useState(() => monthOfDay(romeDay(Date.now())));
  const [range, setRange] = useState(() => defaultBudgetRange(currentMonth));
  const [memberId, setMemberId] = useState<number | null>(null);
  const [editing, setEditing] = useState<BudgetEditTarget | null>(null);
  const { setBudget, sync } = useBudgetActions(companyId);

  const scopeUserId = companyWide ? memberId : selfId;
  const params: BudgetParams = { userId: scopeUserId, ...range };
  const budget = useBudget(params);
  // This month's company-wide figures, members and invoice (the banner reads the same query).
  const overview = useBudget({ userId: companyWide ? null : selfId, starting: null, take: 1 });
  const members = companyWide ? (overview.data?.members ?? []) : [];
  const member = members.find((m) => m.userId === memberId) ?? null;

  const scopeOptions = [
    // The dropdown cannot select null: 0 stands for the whole company.
    { value: 0, label: t('billing:budget.scopeCompany') },
    ...members.map((m) => ({ value: m.userId, label: memberName(m) })),
  ];
  const edit = (target: BudgetEditTarget) => setEditing(target);

  return (
    <>
      <div className={styles.sectionHead}>
        <p className={styles.lead}>{t('billing:budget.lead')}</p>
        <Button
          icon="pi pi-sync"
          label={t('billing:budget.sync')}
          outlined
          loading={sync.isPending}
          onClick={() => sync.mutate()}
          data-testid="budget-sync"
        />
      </div>
      {budget.isPending ? (
        <LoadingBlock label={t('billing:loading')} />
      ) : budget.isError || !budget.data ? (
        <EmptyState icon="pi pi-exclamation-circle" testId="budget-error">
          {t('billing:budget.unavailable')}
        </EmptyState>
      ) : (
        <>
          <BudgetSummary
            current={budget.data.currentMonth}
            invoice={overview.data ?? null}
            subject={scopeUserId === null ? null : member ? memberName(member) : null}
            onEdit={
              companyWide
                ? () =>
                    edit({
                      userId: memberId,
                      name: member ? memberName(member) : null,
                      cents: member ? member.monthlyBudgetCents : budget.data.monthlyBudgetCents,
                    })
                : null
            }
          />
          <section className={styles.section} aria-labelledby="budget-chart-title">
            <div className={styles.sectionHead}>
              <div>
                <h2 className={styles.sectionTitle} id="budget-chart-title">
                  {t('billing:budget.chartTitle')}
                </h2>
                <p className={styles.sectionNote}>
                  {t('billing:budget.chartNote', {
                    from: monthLabel(budget.data.months[0]?.month ?? range.starting, locale, true),
                    to: monthLabel(budget.data.months.at(-1)?.month ?? range.starting, locale, true),
                  })}
                </p>
              </div>
              <div className={styles.toolbar}>
                {companyWide && (
                  <div className={styles.field}>
                    <label htmlFor="budget-scope">{t('billing:budget.scope')}</label>
                    <Dropdown
                      inputId="budget-scope"
                      value={memberId ?? 0}
                      options={scopeOptions}
                      onChange={(event) => setMemberId((event.value as number) || null)}
                      pt={dropdownA11y(t('billing:budget.scope'))}
                      data-testid="budget-scope"
                    />
                  </div>
                )}
                <div className={styles.field}>
                  <label htmlFor="budget-starting">{t('billing:budget.from')}</label>
                  <Dropdown
                    inputId="budget-starting"
                    value={range.starting}
                    options={startingOptions(currentMonth).map((month) => ({
                      value: month,
                      label: monthLabel(month, locale, true),
                    }))}
                    onChange={(event) => setRange({ ...range, starting: event.value as string })}
                    pt={dropdownA11y(t('billing:budget.from'))}
                    data-testid="budget-starting"
                  />
                </div>
                <div className={styles.field}>
                  <label htmlFor="budget-take">{t('billing:budget.take')}</label>
                  <Dropdown
                    inputId="budget-take"
                    value={range.take}
                    options={budgetTakeOptions.map((take) => ({
                      value: take,
                      label: t('billing:budget.takeOption', { count: take }),
                    }))}
                    onChange={(event) => setRange({ ...range, take: event.value as number })}
                    pt={dropdownA11y(t('billing:budget.take'))}
                    data-testid="budget-take"
                  />
                </div>
              </div>
            </div>
            <BudgetChart months={budget.data.months} busy={budget.isPlaceholderData} />
          </section>
          {companyWide && (
            <section className={styles.section} aria-labelledby="budget-members-title">
              <div>
                <h2 className={styles.sectionTitle} id="budget-members-title">
                  {t('billing:budget.members.title')}
                </h2>
                <p className={styles.sectionNote}>{t('billing:budget.members.note')}</p>
              </div>
              <BudgetMembersTable
                members={members}
                selectedUserId={memberId}
                mayEdit
                onShow={(m) => setMemberId(m.userId)}
                onEdit={(m) => edit({ userId: m.userId, name: memberName(m), cents: m.monthlyBudgetCents })}
              />
            </section>
          )}
        </>
      )}
      <BudgetEditDialog
        target={editing}
        busy={setBudget.isPending}
        onHide={() => setEditing(null)}
        onSave={(cents) =>
          editing &&
          setBudget.mutate(
            editing.userId === null
              ? { monthlyBudgetCents: cents }
              : { monthlyBudgetCents: cents, userId: editing.userId },
            { onSuccess: () => setEditing(null) },
          )
        }
      />
    </>
  );
}
