import { AutoComplete } from 'primereact/autocomplete';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSuggestions } from '../../../shared/reference/useSuggestions';
import { searchCompanies, type CompanyOption } from './pricing-api';
import styles from './Pricing.module.css';

/** Picks any company by name, searched on the server as the user types (the back office reads them all). */
export function CompanyPicker(props: {
  value: CompanyOption | null;
  onChange: (company: CompanyOption | null) => void;
}) {
  const { t } = useTranslation('admin-pricing');
  const [text, setText] = useState<string | CompanyOption>(props.value ?? '');
  const { suggestions, complete } = useSuggestions((query) => searchCompanies(query));
  return (
    <div className={styles.picker}>
      <label htmlFor="pricing-company">{t('admin-pricing:company.pick')}</label>
      <AutoComplete
        inputId="pricing-company"
        value={text}
        suggestions={suggestions}
        field="name"
        dropdown
        dropdownAriaLabel={t('admin-pricing:company.pick')}
        placeholder={t('admin-pricing:company.pickPlaceholder')}
        completeMethod={complete}
        delay={250}
        onChange={(e) => {
          const value = e.value as string | CompanyOption | null;
          setText(value ?? '');
          if (value === null || value === '') props.onChange(null);
        }}
        onSelect={(e) => props.onChange(e.value as CompanyOption)}
        data-testid="pricing-company"
      />
    </div>
  );
}
