import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';
import { labelOf } from '../../shared/reference/reference-label';
import type { ReferenceTable } from '../../shared/reference/reference-tables';
import { useReference } from '../../shared/reference/useReference';

/** Several records of a local reference table (work areas, seniority, soft skills...). */
export function ReferenceMultiPicker(props: {
  id: string;
  table: ReferenceTable;
  value: number[] | undefined;
  onChange: (value: number[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const { records, loading } = useReference(props.table);
  const options = records.map((r) => ({ value: r.id, label: labelOf(r, i18n.language) }));
  return (
    <MultiSelect
      inputId={props.id}
      value={props.value ?? []}
      options={options}
      onChange={(event) => props.onChange((event.value as number[] | null) ?? [])}
      placeholder={t('search.filters.any')}
      display="chip"
      filter={options.length > 10}
      loading={loading}
      showClear
      maxSelectedLabels={6}
      data-filter={props.table}
    />
  );
}
