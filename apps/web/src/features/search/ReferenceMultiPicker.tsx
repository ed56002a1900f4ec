import { MultiSelect } from 'primereact/multiselect';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { labelOf } from '../../shared/reference/reference-label';
import type { ReferenceTable } from '../../shared/reference/reference-tables';
import { useReference } from '../../shared/reference/useReference';
import { multiSelectA11y } from '../../shared/ui/multiselect-a11y';
import { refocusIfLost } from '../../shared/ui/refocus-if-lost';

/** Several records of a local reference table (work areas, seniority, soft skills...). */
export function ReferenceMultiPicker(props: {
  id: string;
  /** The field's name, for the parts of the panel its label does not reach. */
  label: string;
  table: ReferenceTable;
  value: number[] | undefined;
  onChange: (value: number[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const { records, loading } = useReference(props.table);
  const options = records.map((r) => ({ value: r.id, label: labelOf(r, i18n.language) }));
  const picker = useRef<MultiSelect>(null);
  return (
    <MultiSelect
      ref={picker}
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
      pt={multiSelectA11y(props.label, t('search.filters.selectAll'))}
      onHide={() => refocusIfLost(picker.current?.getInput())}
      data-filter={props.table}
    />
  );
}
