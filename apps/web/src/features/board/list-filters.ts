import { FilterMatchMode, FilterOperator } from 'primereact/api';
import type { DataTableFilterMeta, DataTableOperatorFilterMetaData } from 'primereact/datatable';

/** The table filter match modes of spec section 9, text and date. */
export const textMatchModes = [
  FilterMatchMode.STARTS_WITH,
  FilterMatchMode.CONTAINS,
  FilterMatchMode.NOT_CONTAINS,
  FilterMatchMode.ENDS_WITH,
  FilterMatchMode.EQUALS,
  FilterMatchMode.NOT_EQUALS,
] as const;

export const dateMatchModes = [
  FilterMatchMode.DATE_IS,
  FilterMatchMode.DATE_IS_NOT,
  FilterMatchMode.DATE_BEFORE,
  FilterMatchMode.DATE_AFTER,
] as const;

const rule = (matchMode: FilterMatchMode): DataTableOperatorFilterMetaData => ({
  operator: FilterOperator.AND,
  constraints: [{ value: null, matchMode }],
});

/** The list view's filters, all empty. */
export function emptyFilters(): DataTableFilterMeta {
  return {
    candidate: rule(FilterMatchMode.CONTAINS),
    column: rule(FilterMatchMode.CONTAINS),
    lastStep: rule(FilterMatchMode.CONTAINS),
    appliedAt: rule(FilterMatchMode.DATE_IS),
    viewed: { value: null, matchMode: FilterMatchMode.EQUALS },
  };
}
