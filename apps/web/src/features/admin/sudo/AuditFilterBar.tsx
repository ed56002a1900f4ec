import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dropdownA11y } from '../../../shared/ui/dropdown-a11y';
import { auditActions, noAuditFilters, type AuditFilterValues } from './audit-filters';
import styles from './Sudo.module.css';

/**
 * The audit log's search: an action, the user acted on or read (a candidate), who acted, the company
 * and a range of days. Applied on submit, so typing does not query at every key.
 */
export function AuditFilterBar({
  onApply,
  withCompany,
}: {
  onApply: (values: AuditFilterValues) => void;
  withCompany: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<AuditFilterValues>(noAuditFilters);
  const set = (change: Partial<AuditFilterValues>) => setDraft((d) => ({ ...d, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft(noAuditFilters);
    onApply(noAuditFilters);
  };
  const actionOptions = auditActions.map((value) => ({ value, label: t(`admin:audit.actions.${value}`) }));
  const field = (name: string, label: string, input: ReactNode) => (
    <div className={name === 'action' ? `${styles.filterField} ${styles.filterWide}` : styles.filterField}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input}
    </div>
  );
  return (
    <form
      className={styles.filterBar}
      onSubmit={submit}
      role="search"
      aria-label={t('admin:audit.filters.title')}
    >
      {field(
        'action',
        t('admin:audit.action'),
        <Dropdown
          inputId={`${id}-action`}
          value={draft.action}
          options={actionOptions}
          onChange={(e) => set({ action: (e.value as string | null) ?? null })}
          placeholder={t('admin:audit.filters.anyAction')}
          showClear
          filter
          pt={dropdownA11y(t('admin:audit.action'))}
          data-testid="audit-filter-action"
        />,
      )}
      {field(
        'subject',
        t('admin:audit.filters.subject'),
        <InputText
          id={`${id}-subject`}
          value={draft.subject}
          onChange={(e) => set({ subject: e.target.value })}
          placeholder={t('admin:audit.filters.personPlaceholder')}
          data-testid="audit-filter-subject"
        />,
      )}
      {field(
        'actor',
        t('admin:audit.filters.actor'),
        <InputText
          id={`${id}-actor`}
          value={draft.actor}
          onChange={(e) => set({ actor: e.target.value })}
          placeholder={t('admin:audit.filters.personPlaceholder')}
          data-testid="audit-filter-actor"
        />,
      )}
      {withCompany &&
        field(
          'company',
          t('admin:audit.company'),
          <InputText
            id={`${id}-company`}
            value={draft.company}
            onChange={(e) => set({ company: e.target.value })}
            placeholder={t('admin:audit.filters.companyPlaceholder')}
          />,
        )}
      {field(
        'from',
        t('admin:audit.filters.from'),
        <Calendar
          inputId={`${id}-from`}
          value={draft.from}
          onChange={(e) => set({ from: e.value ?? null })}
          dateFormat="dd/mm/yy"
          placeholder={t('table.datePlaceholder')}
          showButtonBar
        />,
      )}
      {field(
        'to',
        t('admin:audit.filters.to'),
        <Calendar
          inputId={`${id}-to`}
          value={draft.to}
          onChange={(e) => set({ to: e.value ?? null })}
          dateFormat="dd/mm/yy"
          placeholder={t('table.datePlaceholder')}
          showButtonBar
        />,
      )}
      <div className={styles.filterButtons}>
        <Button type="submit" size="small" icon="pi pi-search" label={t('admin:audit.filters.apply')} />
        <Button type="button" size="small" outlined label={t('admin:audit.filters.clear')} onClick={clear} />
      </div>
    </form>
  );
}
