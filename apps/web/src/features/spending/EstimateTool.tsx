import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dropdownA11y } from '../../shared/ui/dropdown-a11y';
import { ApiError } from '../../shared/api/api-error';
import { formatDate } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';
import { labelOf } from '../../shared/reference/reference-label';
import type { EstimateRequestKey, Tier } from './billing-api';
import styles from './Billing.module.css';
import { billingCalendarLocale } from './calendar-locale';
import { checkEstimate, type EstimateErrors } from './estimate-form';
import { useEstimate } from './usePriceList';

/** What a post would cost published from a start day to an end day (both included), at today's prices. */
export function EstimateTool(props: { companyId: number; tiers: readonly Tier[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const calendarLocale = useMemo(() => billingCalendarLocale(lang), [lang]);
  const [tierId, setTierId] = useState<number | null>(props.tiers[0]?.id ?? null);
  const [start, setStart] = useState<Date | null>(null);
  const [end, setEnd] = useState<Date | null>(null);
  const [errors, setErrors] = useState<EstimateErrors>({});
  const [request, setRequest] = useState<EstimateRequestKey | null>(null);
  const estimate = useEstimate(props.companyId, request);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEstimate({ tierId, start, end });
    if (!checked.ok) {
      setErrors(checked.errors);
      setRequest(null);
      return;
    }
    setErrors({});
    setRequest(checked.request);
  };
  const serverError =
    estimate.error instanceof ApiError && estimate.error.status === 400
      ? estimate.error.messages.join(' ')
      : null;
  const tierName = (id: number) => {
    const tier = props.tiers.find((x) => x.id === id);
    return tier ? labelOf(tier, lang) : `#${id}`;
  };

  return (
    <section className={styles.section} aria-labelledby="estimate-title" data-testid="estimate">
      <div>
        <h2 className={styles.sectionTitle} id="estimate-title">
          {t('billing:estimate.title')}
        </h2>
        <p className={styles.sectionNote}>{t('billing:estimate.note')}</p>
      </div>
      <form className={styles.estimate} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor="estimate-tier">{t('billing:estimate.tier')}</label>
          <Dropdown
            inputId="estimate-tier"
            value={tierId}
            options={props.tiers.map((tier) => ({ value: tier.id, label: labelOf(tier, lang) }))}
            onChange={(event) => setTierId(event.value as number)}
            invalid={Boolean(errors.tierId)}
            pt={dropdownA11y(t('billing:estimate.tier'))}
            data-testid="estimate-tier"
          />
          {errors.tierId && <small className={styles.fieldError}>{t(errors.tierId)}</small>}
        </div>
        <div className={styles.field}>
          <label htmlFor="estimate-start">{t('billing:estimate.start')}</label>
          <Calendar
            inputId="estimate-start"
            value={start}
            onChange={(event) => setStart(event.value ?? null)}
            dateFormat="dd/mm/yy"
            locale={calendarLocale}
            showIcon
            showButtonBar={false}
            invalid={Boolean(errors.start)}
            aria-describedby="estimate-start-error"
            data-testid="estimate-start"
          />
          {errors.start && (
            <small id="estimate-start-error" className={styles.fieldError}>
              {t(errors.start)}
            </small>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor="estimate-end">{t('billing:estimate.end')}</label>
          <Calendar
            inputId="estimate-end"
            value={end}
            onChange={(event) => setEnd(event.value ?? null)}
            dateFormat="dd/mm/yy"
            locale={calendarLocale}
            showIcon
            invalid={Boolean(errors.end)}
            aria-describedby="estimate-end-error"
            data-testid="estimate-end"
          />
          {errors.end && (
            <small
              id="estimate-end-error"
              className={styles.fieldError}
              role="alert"
              data-testid="estimate-end-error"
            >
              {t(errors.end)}
            </small>
          )}
        </div>
        <div className={styles.estimateAction}>
          <Button
            type="submit"
            icon="pi pi-calculator"
            label={t('billing:estimate.submit')}
            loading={estimate.isFetching}
            data-testid="estimate-submit"
          />
        </div>
      </form>
      {serverError && (
        <p className={styles.errorBox} role="alert" data-testid="estimate-server-error">
          {serverError}
        </p>
      )}
      {request && estimate.data && (
        <dl className={styles.result} data-testid="estimate-result" aria-live="polite">
          <div>
            <dt>{t('billing:estimate.period')}</dt>
            <dd>
              {t('billing:estimate.range', {
                start: formatDate(estimate.data.start),
                end: formatDate(estimate.data.end),
              })}
            </dd>
          </div>
          <div>
            <dt>{t('billing:estimate.days')}</dt>
            <dd data-testid="estimate-days">{estimate.data.days}</dd>
          </div>
          <div>
            <dt>{t('billing:estimate.publish', { tier: tierName(estimate.data.tierId) })}</dt>
            <dd>{formatMoney(estimate.data.publishCents)}</dd>
          </div>
          <div>
            <dt>{t('billing:estimate.perDay', { count: estimate.data.days })}</dt>
            <dd>{formatMoney(estimate.data.totalCents - estimate.data.publishCents)}</dd>
          </div>
          <div className={styles.total}>
            <dt>{t('billing:estimate.total')}</dt>
            <dd data-testid="estimate-total">{formatMoney(estimate.data.totalCents)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
