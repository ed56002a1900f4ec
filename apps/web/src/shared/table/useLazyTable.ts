import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  DataTableFilterEvent,
  DataTableFilterMeta,
  DataTablePageEvent,
  DataTableSortEvent,
} from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import type { Query } from '../api/flatten-query';
import { dropdownA11y } from '../ui/dropdown-a11y';
import { emptyFilters, lazyQuery, type ColumnKind, type LazyTableState } from './lazy-query';

export interface LazyTableOptions {
  /** The list to read, e.g. `/customer` (a generic resource or a route answering `{ data, total }`). */
  path: string;
  /** The filterable columns and their kinds (text, numeric or date match modes). */
  columns: Readonly<Record<string, ColumnKind>>;
  rows?: number;
  sortField?: string;
  sortOrder?: 1 | -1;
  /** Conditions always applied (a tab's state, a chosen company). */
  where?: Query;
  /** Other parameters sent as they are (select, include, a route's own filters). */
  params?: Query;
}

/**
 * A DataTable paged, sorted and filtered by the server: the props to spread on `<DataTable lazy>` and
 * the query's state. Filters use the match modes of spec 9 (`lazy-query.ts`).
 */
export function useLazyTable<T>(options: LazyTableOptions) {
  const { t } = useTranslation();
  const [state, setState] = useState<LazyTableState>({
    first: 0,
    rows: options.rows ?? 20,
    sortField: options.sortField,
    sortOrder: options.sortOrder ?? -1,
    filters: emptyFilters(options.columns),
  });
  const query = { ...options.params, ...lazyQuery(state, options.where) };
  const result = useQuery({
    queryKey: ['lazy-table', options.path, query],
    queryFn: ({ signal }) => api.page<T>(options.path, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const tableProps = {
    lazy: true as const,
    paginator: true as const,
    value: result.data?.data ?? [],
    totalRecords: result.data?.total ?? 0,
    loading: result.isFetching,
    first: state.first,
    rows: state.rows,
    rowsPerPageOptions: [10, 20, 50, 100],
    sortField: state.sortField ?? undefined,
    sortOrder: state.sortOrder ?? undefined,
    filters: state.filters,
    filterDisplay: 'menu' as const,
    dataKey: 'id',
    // The paginator's rows-per-page dropdown has no name of its own.
    pt: { paginator: { RPPDropdown: dropdownA11y(t('table.rowsPerPage')) } },
    onPage: (e: DataTablePageEvent) => setState((s) => ({ ...s, first: e.first, rows: e.rows })),
    onSort: (e: DataTableSortEvent) =>
      setState((s) => ({ ...s, first: 0, sortField: e.sortField, sortOrder: e.sortOrder ?? null })),
    onFilter: (e: DataTableFilterEvent) =>
      setState((s) => ({ ...s, first: 0, filters: e.filters as DataTableFilterMeta })),
  };
  return { tableProps, query: result, state, refetch: result.refetch };
}
