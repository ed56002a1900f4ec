import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/access/useCan';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { formatMoney } from '../../shared/format/money';
import { labelOf } from '../../shared/reference/reference-label';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { useToast } from '../../shared/ui/toast/useToast';
import { billingKeys, getJobAmount, getJobPriceList, jobBillingKeys, setJobTier } from './billing-api';
import styles from './Billing.module.css';
import { estimateWindow, JOB_ESTIMATE_DAYS } from './job-tier';
import { useEstimate, useTiers } from './usePriceList';

/**
 * The job editor's tier: the post's tier among the company's tiers with their prices today, a
 * 30-day estimate at the chosen tier, and what the post has cost so far. Shown to whoever may see
 * the tiers (pricing, budget or jobs, as the server); the owner rule of `jobs` decides who may change it.
 */
export function JobTierPanel(props: { jobId: number; ownerId: number | null | undefined }) {
  const access = useCan();
  const companyId = useSessionStore((state) => state.company?.id ?? null);
  if (companyId === null || !(['pricing', 'budget', 'jobs'] as const).some((key) => access.can(key)))
    return null;
  return (
    <JobTierView
      key={companyId}
      jobId={props.jobId}
      companyId={companyId}
      mayChange={access.can('jobs', props.ownerId ?? null)}
    />
  );
}

function JobTierView(props: { jobId: number; companyId: number; mayChange: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const queryClient = useQueryClient();
  const notify = useToast();
  const showApiError = useApiErrorToast();
  const tiers = useTiers(props.companyId);
  const current = useQuery({
    queryKey: jobBillingKeys.priceList(props.jobId),
    queryFn: ({ signal }) => getJobPriceList(props.jobId, signal),
  });
  const amount = useQuery({
    queryKey: jobBillingKeys.amount(props.jobId),
    queryFn: ({ signal }) => getJobAmount(props.jobId, signal),
  });
  const [days] = useState(() => estimateWindow(new Date()));
  const tierId = current.data?.tierId ?? null;
  const estimate = useEstimate(props.companyId, tierId === null ? null : { tierId, ...days });
  const change = useMutation({
    mutationFn: (next: number) => setJobTier(props.jobId, next),
    onSuccess: async () => {
      notify('done', t('billing:jobTier.changed'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobBillingKeys.all(props.jobId) }),
        queryClient.invalidateQueries({ queryKey: ['job'] }),
        queryClient.invalidateQueries({ queryKey: billingKeys.company(props.companyId) }),
      ]);
    },
    onError: showApiError,
  });

  if (!tiers.data || !current.data) return null;
  const tier = tiers.data.find((x) => x.id === current.data.tierId);
  return (
    <section className={styles.jobTier} aria-labelledby="job-tier-title" data-testid="job-tier">
      <div className={styles.jobTierHead}>
        <div>
          <h2 className={styles.sectionTitle} id="job-tier-title">
            {t('billing:jobTier.title')}
          </h2>
          <p className={styles.sectionNote}>
            {tier ? (lang.startsWith('it') ? tier.description : tier.descriptionEn) : ''}
          </p>
        </div>
        <SelectButton
          value={current.data.tierId}
          options={tiers.data.map((x) => ({ value: x.id, label: labelOf(x, lang) }))}
          onChange={(event) => {
            const next = event.value as number | null;
            if (next !== null && next !== current.data.tierId) change.mutate(next);
          }}
          allowEmpty={false}
          disabled={!props.mayChange || change.isPending}
          aria-label={t('billing:jobTier.title')}
          data-testid="job-tier-select"
        />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('billing:pricelist.publish')}</dt>
          <dd data-testid="job-tier-publish">{formatMoney(current.data.publishCents)}</dd>
        </div>
        <div>
          <dt>{t('billing:pricelist.day')}</dt>
          <dd data-testid="job-tier-day">{formatMoney(current.data.dayCents)}</dd>
        </div>
        <div>
          <dt>{t('billing:jobTier.estimate', { count: JOB_ESTIMATE_DAYS })}</dt>
          <dd data-testid="job-tier-estimate">
            {estimate.data ? formatMoney(estimate.data.totalCents) : '…'}
          </dd>
        </div>
        <div>
          <dt>{t('billing:jobTier.spent')}</dt>
          <dd data-testid="job-tier-spent">
            {amount.data ? formatMoney(amount.data.totalCents) : '…'}
            {amount.data && amount.data.days > 0 && (
              <span className={styles.factNote}>
                {t('billing:jobTier.days', { count: amount.data.days })}
              </span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
