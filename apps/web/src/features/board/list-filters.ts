import { FilterMatchMode, FilterOperator } from 'primereact/api';
import type { DataTableFilterMeta, DataTableOperatorFilterMetaData } from 'primereact/datatable';

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
