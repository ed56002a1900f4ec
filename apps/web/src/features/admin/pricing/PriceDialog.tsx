import { Calendar } from 'primereact/calendar';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnOpen } from '../../../shared/ui/useOnOpen';
import { billingCalendarLocale } from '../../spending/calendar-locale';
import { centsFromEuros, eurosFromCents, keptDate, tomorrowMidnight } from './money-input';
import { DialogFormEnd } from './DialogFormEnd';
import styles from './Pricing.module.css';

/** What the dialog sends: cents (null: the list price, on an override), the start and a note. */
export interface PriceInput {
  publishCents: number | null;
  dayCents: number | null;
  /** Omitted: from now (the server's clock). */
  validFrom?: string;
  note?: string;
}

/**
 * A new price from a date and time (tomorrow 00:00 by default; never in the past): a list price
 * (both amounts required), a company override (a blank amount keeps the list price) or the end of
 * an override (no amounts: back to the list price). Amounts are typed in euro and sent as cents.
 */
export function PriceDialog(props: {
  mode: 'list' | 'override' | 'end' | null;
  title: string;
  initial?: { publishCents: number | null; dayCents: number | null };
  busy: boolean;
  onSave: (input: PriceInput) => void;
  onHide: () => void;
}) {
  const { t, i18n } = useTranslation('admin-pricing');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const calendarLocale = useMemo(() => billingCalendarLocale(lang), [lang]);
  const [publish, setPublish] = useState<number | null>(null);
  const [day, setDay] = useState<number | null>(null);
  const [validFrom, setValidFrom] = useState<Date | null>(null);
  const [rightAway, setRightAway] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const visible = props.mode !== null;
  useOnOpen(visible, () => {
    setPublish(eurosFromCents(props.initial?.publishCents));
    setDay(eurosFromCents(props.initial?.dayCents));
    setValidFrom(tomorrowMidnight());
    setRightAway(false);
    setNote('');
    setError(null);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rightAway && !validFrom) return setError(t('admin-pricing:price.errors.validFrom'));
    if (!rightAway && validFrom && validFrom.getTime() < Date.now() - 60_000) {
      return setError(t('admin-pricing:price.errors.past'));
    }
    const input: PriceInput = {
      publishCents: null,
      dayCents: null,
      ...(rightAway || !validFrom ? {} : { validFrom: validFrom.toISOString() }),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    if (props.mode !== 'end') {
      const p = centsFromEuros(publish);
      const d = centsFromEuros(day);
      if (!p.ok || !d.ok) return setError(t('admin-pricing:price.errors.amount'));
      if (props.mode === 'list' && (p.cents === null || d.cents === null)) {
        return setError(t('admin-pricing:price.errors.bothRequired'));
      }
      if (props.mode === 'override' && p.cents === null && d.cents === null) {
        return setError(t('admin-pricing:price.errors.oneRequired'));
      }
      input.publishCents = p.cents;
      input.dayCents = d.cents;
    }
    props.onSave(input);
  };

  const amount = (id: string, label: string, value: number | null, set: (v: number | null) => void) => (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <InputNumber
        inputId={id}
        value={value}
        onValueChange={(e) => {
          set(e.value ?? null);
          setError(null);
        }}
        mode="currency"
        currency="EUR"
        locale="it-IT"
        min={0}
        max={20_000_000}
        minFractionDigits={2}
        maxFractionDigits={2}
        placeholder={props.mode === 'override' ? t('admin-pricing:price.listPricePlaceholder') : undefined}
        data-testid={`${id}-field`}
      />
    </div>
  );

  return (
    <Dialog
      visible={visible}
      onHide={props.onHide}
      header={props.title}
      style={{ width: '90%', maxWidth: '34rem' }}
      data-testid="price-dialog"
    >
      <form onSubmit={submit} className={styles.form} noValidate>
        {props.mode === 'end' ? (
          <p className={styles.hint}>{t('admin-pricing:price.endHint')}</p>
        ) : (
          <>
            <div className={styles.fieldRow}>
              {amount('price-publish', t('admin-pricing:price.publish'), publish, setPublish)}
              {amount('price-day', t('admin-pricing:price.day'), day, setDay)}
            </div>
            {props.mode === 'override' && (
              <p className={styles.hint}>{t('admin-pricing:price.overrideHint')}</p>
            )}
          </>
        )}
        <div className={styles.check}>
          <Checkbox
            inputId="price-right-away"
            checked={rightAway}
            onChange={(e) => {
              setRightAway(e.checked === true);
              setError(null);
            }}
            data-testid="price-right-away"
          />
          <label htmlFor="price-right-away">{t('admin-pricing:price.rightAway')}</label>
        </div>
        <div className={styles.field}>
          <label htmlFor="price-valid-from">{t('admin-pricing:price.validFrom')}</label>
          <Calendar
            inputId="price-valid-from"
            value={validFrom}
            onChange={(e) => {
              setValidFrom((current) => keptDate(e, current));
              setError(null);
            }}
            disabled={rightAway}
            showTime
            hourFormat="24"
            dateFormat="dd/mm/yy"
            minDate={new Date()}
            locale={calendarLocale}
            showIcon
            data-testid="price-valid-from"
          />
          <p className={styles.hint}>{t('admin-pricing:price.validFromHint')}</p>
        </div>
        <div className={styles.field}>
          <label htmlFor="price-note">{t('admin-pricing:price.note')}</label>
          <InputText
            id="price-note"
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
            data-testid="price-note"
          />
        </div>
        <DialogFormEnd
          error={error}
          busy={props.busy}
          onCancel={props.onHide}
          submitLabel={
            props.mode === 'end' ? t('admin-pricing:price.endSave') : t('admin-pricing:price.save')
          }
          testId="price-save"
        />
      </form>
    </Dialog>
  );
}
