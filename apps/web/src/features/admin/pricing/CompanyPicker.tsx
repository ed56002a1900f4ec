import { useQuery } from '@tanstack/react-query';
import { AutoComplete } from 'primereact/autocomplete';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pricingKeys, searchCompanies, type CompanyOption } from './pricing-api';
import styles from './Pricing.module.css';

/** Picks any company by name (the back office reads them all). */
export function CompanyPicker(props: {
  value: CompanyOption | null;
  onChange: (company: CompanyOption | null) => void;
}) {
  const { t } = useTranslation('admin-pricing');
  const [text, setText] = useState<string | CompanyOption>(props.value ?? '');
  const [query, setQuery] = useState<string | null>(null);
  const found = useQuery({
    queryKey: pricingKeys.companies(query ?? ''),
    queryFn: ({ signal }) => searchCompanies(query ?? '', signal),
    enabled: query !== null,
  });
  return (
    <div className={styles.picker}>
      <label htmlFor="pricing-company">{t('admin-pricing:company.pick')}</label>
      <AutoComplete
        inputId="pricing-company"
        value={text}
        suggestions={found.data ?? []}
        field="name"
        dropdown
        forceSelection
        placeholder={t('admin-pricing:company.pickPlaceholder')}
        completeMethod={(e) => setQuery(e.query)}
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
