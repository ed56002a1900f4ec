import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnOpen } from '../../../shared/ui/useOnOpen';
import type { AdminTier, TierPatch } from './pricing-api';
import { DialogFormEnd } from './DialogFormEnd';
import styles from './Pricing.module.css';

type Texts = Required<Pick<TierPatch, 'name' | 'nameEn' | 'description' | 'descriptionEn'>>;

/** A tier's names, descriptions (Italian and English) and place in the order; its key stays. */
export function TierEditDialog(props: {
  tier: AdminTier | null;
  busy: boolean;
  onSave: (patch: TierPatch) => void;
  onHide: () => void;
}) {
  const { t } = useTranslation('admin-pricing');
  const [texts, setTexts] = useState<Texts>({ name: '', nameEn: '', description: '', descriptionEn: '' });
  const [order, setOrder] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  useOnOpen(props.tier !== null, () => {
    if (!props.tier) return;
    const { name, nameEn, description, descriptionEn } = props.tier;
    setTexts({ name, nameEn, description, descriptionEn });
    setOrder(props.tier.order);
    setError(null);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.values(texts).some((v) => v.trim() === '') || order === null) {
      setError(t('admin-pricing:tiers.edit.required'));
      return;
    }
    props.onSave({ ...texts, order });
  };
  const text = (key: keyof Texts, multiline = false) => {
    const id = `tier-${key}`;
    const common = {
      id,
      value: texts[key],
      onChange: (e: { target: { value: string } }) => setTexts((s) => ({ ...s, [key]: e.target.value })),
    };
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{t(`admin-pricing:tiers.edit.${key}`)}</label>
        {multiline ? (
          <InputTextarea {...common} rows={3} autoResize maxLength={2000} />
        ) : (
          <InputText {...common} maxLength={100} />
        )}
      </div>
    );
  };

  return (
    <Dialog
      visible={props.tier !== null}
      onHide={props.onHide}
      header={t('admin-pricing:tiers.edit.title', { key: props.tier?.key ?? '' })}
      style={{ width: '90%', maxWidth: '38rem' }}
      data-testid="tier-dialog"
    >
      <form onSubmit={submit} className={styles.form} noValidate>
        <div className={styles.fieldRow}>
          {text('name')}
          {text('nameEn')}
        </div>
        {text('description', true)}
        {text('descriptionEn', true)}
        <div className={styles.field}>
          <label htmlFor="tier-order">{t('admin-pricing:tiers.edit.order')}</label>
          <InputNumber
            inputId="tier-order"
            value={order}
            onValueChange={(e) => setOrder(e.value ?? null)}
            min={0}
            max={1000}
            useGrouping={false}
          />
        </div>
        <p className={styles.hint}>{t('admin-pricing:tiers.edit.keyFixed')}</p>
        <DialogFormEnd error={error} busy={props.busy} onCancel={props.onHide} testId="tier-save" />
      </form>
    </Dialog>
  );
}
