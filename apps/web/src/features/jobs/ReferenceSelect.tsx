import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';
import type { fieldA11y } from '../../shared/forms/FormField';
import type { ReferenceResource } from './reference/reference-item';
import { useReferenceOptions } from './reference/useReferenceOptions';

type SmallList = Exclude<ReferenceResource, 'professional-skill'>;
type A11y = ReturnType<typeof fieldA11y>;

/** One record of a small reference list (work area, seniority...), clearable. */
export function ReferenceSelect(props: {
  resource: SmallList;
  value: number | null;
  onChange: (value: number | null) => void;
  a11y: A11y;
}) {
  const { t } = useTranslation();
  const { options, isLoading } = useReferenceOptions(props.resource);
  const { id, ...a11y } = props.a11y;
  return (
    <Dropdown
      inputId={id}
      {...a11y}
      value={props.value}
      options={options}
      onChange={(event) => props.onChange((event.value as number | undefined) ?? null)}
      placeholder={t('jobs.editor.placeholders.choose')}
      showClear
      filter={options.length > 10}
      loading={isLoading}
    />
  );
}

/** Several records of a small reference list (soft skills, licences, protected classes). */
export function ReferenceMultiSelect(props: {
  resource: SmallList;
  value: number[];
  onChange: (value: number[]) => void;
  a11y: A11y;
}) {
  const { t } = useTranslation();
  const { options, isLoading } = useReferenceOptions(props.resource);
  const { id, ...a11y } = props.a11y;
  return (
    <MultiSelect
      inputId={id}
      {...a11y}
      value={props.value}
      options={options}
      onChange={(event) => props.onChange((event.value as number[] | null) ?? [])}
      placeholder={t('jobs.editor.placeholders.chooseMany')}
      display="chip"
      filter={options.length > 10}
      loading={isLoading}
      showClear
    />
  );
}
