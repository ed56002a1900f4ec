import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import type {
  ColumnFilterApplyTemplateOptions,
  ColumnFilterClearTemplateOptions,
  ColumnFilterElementTemplateOptions,
  ColumnProps,
} from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { matchModes, type ColumnKind } from '../../../shared/table/lazy-query';

/** The filter props of a review table column: spec 9's match modes for its kind, in the app's words. */
export function useReviewColumnFilters() {
  const { t } = useTranslation();
  const buttons: Pick<ColumnProps, 'filterApply' | 'filterClear' | 'showFilterOperator' | 'showAddButton'> = {
    filterApply: (options: ColumnFilterApplyTemplateOptions) => (
      <Button
        type="button"
        size="small"
        label={t('admin-review:match.apply')}
        onClick={() => options.filterApplyCallback()}
      />
    ),
    filterClear: (options: ColumnFilterClearTemplateOptions) => (
      <Button
        type="button"
        size="small"
        outlined
        label={t('admin-review:match.clear')}
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
      placeholder={t('admin-review:match.datePlaceholder')}
      aria-label={t('admin-review:match.date')}
    />
  );
  return (kind: ColumnKind): Partial<ColumnProps> => ({
    filter: true,
    ...buttons,
    filterMatchModeOptions: matchModes[kind].map((value) => ({
      value,
      label: t(`admin-review:match.${value}`),
    })),
    ...(kind === 'numeric' ? { dataType: 'numeric' } : {}),
    ...(kind === 'date' ? { dataType: 'date', filterElement: dateElement } : {}),
  });
}
