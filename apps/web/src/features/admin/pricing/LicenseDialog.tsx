import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnOpen } from '../../../shared/ui/useOnOpen';
import { centsFromEuros, eurosFromCents } from './money-input';
import type { License, LicenseBody } from './pricing-api';
import { DialogFormEnd } from './DialogFormEnd';
import styles from './Pricing.module.css';

const blank = { name: '', nameEn: '', description: '', descriptionEn: '' };

/** A licence of the catalogue, new or edited: names, seats, posts included, monthly price in euro. */
export function LicenseDialog(props: {
  license: License | 'new' | null;
  busy: boolean;
  onSave: (body: LicenseBody) => void;
  onHide: () => void;
}) {
  const { t } = useTranslation('admin-pricing');
  const [texts, setTexts] = useState(blank);
  const [seats, setSeats] = useState<number | null>(null);
  const [posts, setPosts] = useState<number | null>(null);
  const [euros, setEuros] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  useOnOpen(props.license !== null, () => {
    const l = props.license === 'new' ? null : props.license;
    setTexts(
      l
        ? { name: l.name, nameEn: l.nameEn, description: l.description, descriptionEn: l.descriptionEn }
        : blank,
    );
    setSeats(l?.seats ?? null);
    setPosts(l?.jobPostsIncluded ?? null);
    setEuros(eurosFromCents(l?.monthlyPriceCents));
    setError(null);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = centsFromEuros(euros);
    if (!price.ok) return setError(t('admin-pricing:price.errors.amount'));
    if (
      Object.values(texts).some((v) => v.trim() === '') ||
      seats === null ||
      posts === null ||
      price.cents === null
    ) {
      return setError(t('admin-pricing:licenses.edit.required'));
    }
    props.onSave({ ...texts, seats, jobPostsIncluded: posts, monthlyPriceCents: price.cents });
  };
  const text = (key: keyof typeof blank) => (
    <div className={styles.field}>
      <label htmlFor={`license-${key}`}>{t(`admin-pricing:licenses.edit.${key}`)}</label>
      <InputText
        id={`license-${key}`}
        value={texts[key]}
        maxLength={key.startsWith('name') ? 100 : 2000}
        onChange={(e) => setTexts((s) => ({ ...s, [key]: e.target.value }))}
      />
    </div>
  );
  const count = (id: string, label: string, value: number | null, set: (v: number | null) => void) => (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <InputNumber
        inputId={id}
        value={value}
        onValueChange={(e) => set(e.value ?? null)}
        min={0}
        max={100_000}
        locale="it-IT"
      />
    </div>
  );

  return (
    <Dialog
      visible={props.license !== null}
      onHide={props.onHide}
      header={
        props.license === 'new'
          ? t('admin-pricing:licenses.edit.newTitle')
          : t('admin-pricing:licenses.edit.title')
      }
      style={{ width: '90%', maxWidth: '38rem' }}
      data-testid="license-dialog"
    >
      <form onSubmit={submit} className={styles.form} noValidate>
        <div className={styles.fieldRow}>
          {text('name')}
          {text('nameEn')}
        </div>
        {text('description')}
        {text('descriptionEn')}
        <div className={styles.fieldRow}>
          {count('license-seats', t('admin-pricing:licenses.seats'), seats, setSeats)}
          {count('license-posts', t('admin-pricing:licenses.posts'), posts, setPosts)}
          <div className={styles.field}>
            <label htmlFor="license-price">{t('admin-pricing:licenses.price')}</label>
            <InputNumber
              inputId="license-price"
              value={euros}
              onValueChange={(e) => setEuros(e.value ?? null)}
              mode="currency"
              currency="EUR"
              locale="it-IT"
              min={0}
              max={1_000_000}
              minFractionDigits={2}
              maxFractionDigits={2}
            />
          </div>
        </div>
        <DialogFormEnd error={error} busy={props.busy} onCancel={props.onHide} testId="license-save" />
      </form>
    </Dialog>
  );
}
