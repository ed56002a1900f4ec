import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import type {
  ColumnFilterApplyTemplateOptions,
  ColumnFilterClearTemplateOptions,
  ColumnFilterElementTemplateOptions,
  ColumnProps,
} from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { matchModes, type ColumnKind } from './lazy-query';

/**
 * The filter props of a lazy table's column: spec 9's match modes for its kind (numeric ones on numbers),
 * in the app's words (PrimeReact's own labels are English only). Spread them on a `<Column>`.
 */
export function useColumnFilters() {
  const { t } = useTranslation();
  const buttons: Pick<ColumnProps, 'filterApply' | 'filterClear' | 'showFilterOperator' | 'showAddButton'> = {
    filterApply: (options: ColumnFilterApplyTemplateOptions) => (
      <Button
        type="button"
        size="small"
        label={t('table.apply')}
        onClick={() => options.filterApplyCallback()}
      />
    ),
    filterClear: (options: ColumnFilterClearTemplateOptions) => (
      <Button
        type="button"
        size="small"
        outlined
        label={t('table.clear')}
        onClick={options.filterClearCallback}
      />
    ),
    showFilterOperator: false,
    showAddButton: false,
  };
  const dateElement = (options: ColumnFilterElementTemplateOptions) => (
    <Calendar
      value={options.value as Date | null}
      onChange={(event) => options.filterCallback(event.value, options.index)}
      dateFormat="dd/mm/yy"
      placeholder={t('table.datePlaceholder')}
      aria-label={t('table.date')}
    />
  );
  return (kind: ColumnKind): Partial<ColumnProps> => ({
    filter: true,
    ...buttons,
    filterMatchModeOptions: matchModes[kind].map((value) => ({ value, label: t(`table.${value}`) })),
    // PrimeReact names the filter's text box by its placeholder only.
    filterPlaceholder: t('table.filterValue'),
    ...(kind === 'numeric' ? { dataType: 'numeric' } : {}),
    ...(kind === 'date' ? { dataType: 'date', filterElement: dateElement } : {}),
  });
}
