import { Calendar } from 'primereact/calendar';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { labelOf } from '../../../shared/reference/reference-label';
import { dropdownA11y } from '../../../shared/ui/dropdown-a11y';
import { useOnOpen } from '../../../shared/ui/useOnOpen';
import { billingCalendarLocale } from '../../spending/calendar-locale';
import { dayOf, keptDate } from './money-input';
import type { License } from './pricing-api';
import { DialogFormEnd } from './DialogFormEnd';
import styles from './Pricing.module.css';

export interface GrantInput {
  licenseId: number;
  startsOn: string;
  endsOn: string | null;
  note?: string;
}

/** Gives the company a licence for a period (no end: until further notice), or ends one (`endOnly`). */
export function LicenseGrantDialog(props: {
  open: 'grant' | 'end' | null;
  licenses: readonly License[];
  busy: boolean;
  onGrant: (input: GrantInput) => void;
  onEnd: (endsOn: string) => void;
  onHide: () => void;
}) {
  const { t, i18n } = useTranslation('admin-pricing');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const calendarLocale = useMemo(() => billingCalendarLocale(lang), [lang]);
  const [licenseId, setLicenseId] = useState<number | null>(null);
  const [startsOn, setStartsOn] = useState<Date | null>(null);
  const [endsOn, setEndsOn] = useState<Date | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  useOnOpen(props.open !== null, () => {
    setLicenseId(props.licenses[0]?.id ?? null);
    setStartsOn(new Date());
    setEndsOn(null);
    setNote('');
    setError(null);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.open === 'end') {
      if (!endsOn) return setError(t('admin-pricing:licenses.grant.endRequired'));
      return props.onEnd(dayOf(endsOn));
    }
    if (licenseId === null || !startsOn) return setError(t('admin-pricing:licenses.grant.required'));
    props.onGrant({
      licenseId,
      startsOn: dayOf(startsOn),
      endsOn: endsOn ? dayOf(endsOn) : null,
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };
  const day = (id: string, value: Date | null, set: (update: (d: Date | null) => Date | null) => void) => (
    <Calendar
      inputId={id}
      value={value}
      onChange={(e) => {
        set((current) => keptDate(e, current));
        setError(null);
      }}
      dateFormat="dd/mm/yy"
      locale={calendarLocale}
      showIcon
      showButtonBar
    />
  );

  return (
    <Dialog
      visible={props.open !== null}
      onHide={props.onHide}
      header={
        props.open === 'end'
          ? t('admin-pricing:licenses.grant.endTitle')
          : t('admin-pricing:licenses.grant.title')
      }
      style={{ width: '90%', maxWidth: '32rem' }}
      data-testid="license-grant-dialog"
    >
      <form onSubmit={submit} className={styles.form} noValidate>
        {props.open === 'grant' && (
          <>
            <div className={styles.field}>
              <label htmlFor="grant-license">{t('admin-pricing:licenses.grant.license')}</label>
              <Dropdown
                inputId="grant-license"
                value={licenseId}
                options={props.licenses.map((l) => ({ value: l.id, label: labelOf(l, lang) }))}
                onChange={(e) => setLicenseId(e.value as number)}
                pt={dropdownA11y(t('admin-pricing:licenses.grant.license'))}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor="grant-starts">{t('admin-pricing:licenses.grant.startsOn')}</label>
              {day('grant-starts', startsOn, setStartsOn)}
            </div>
          </>
        )}
        <div className={styles.field}>
          <label htmlFor="grant-ends">{t('admin-pricing:licenses.grant.endsOn')}</label>
          {day('grant-ends', endsOn, setEndsOn)}
          <p className={styles.hint}>
            {props.open === 'end'
              ? t('admin-pricing:licenses.grant.endHint')
              : t('admin-pricing:licenses.grant.endsOnHint')}
          </p>
        </div>
        {props.open === 'grant' && (
          <div className={styles.field}>
            <label htmlFor="grant-note">{t('admin-pricing:licenses.grant.note')}</label>
            <InputText
              id="grant-note"
              value={note}
              maxLength={500}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
        )}
        <DialogFormEnd error={error} busy={props.busy} onCancel={props.onHide} testId="license-grant-save" />
      </form>
    </Dialog>
  );
}
