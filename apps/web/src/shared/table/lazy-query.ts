import { FilterMatchMode, FilterOperator } from 'primereact/api';
import type {
  DataTableFilterMeta,
  DataTableFilterMetaData,
  DataTableOperatorFilterMetaData,
} from 'primereact/datatable';
import type { Query, QueryValue } from '../api/flatten-query';

/** The table filter match modes of spec section 9, by the kind of a column. */
export const matchModes = {
  text: [
    FilterMatchMode.STARTS_WITH,
    FilterMatchMode.CONTAINS,
    FilterMatchMode.NOT_CONTAINS,
    FilterMatchMode.ENDS_WITH,
    FilterMatchMode.EQUALS,
    FilterMatchMode.NOT_EQUALS,
  ],
  numeric: [
    FilterMatchMode.EQUALS,
    FilterMatchMode.NOT_EQUALS,
    FilterMatchMode.LESS_THAN,
    FilterMatchMode.LESS_THAN_OR_EQUAL_TO,
    FilterMatchMode.GREATER_THAN,
    FilterMatchMode.GREATER_THAN_OR_EQUAL_TO,
  ],
  date: [
    FilterMatchMode.DATE_IS,
    FilterMatchMode.DATE_IS_NOT,
    FilterMatchMode.DATE_BEFORE,
    FilterMatchMode.DATE_AFTER,
  ],
} as const;

export type ColumnKind = keyof typeof matchModes;

/** What a lazy DataTable reports: its page, its sort and its filters. */
export interface LazyTableState {
  first: number;
  rows: number;
  sortField?: string | null | undefined;
  sortOrder?: 1 | -1 | 0 | null | undefined;
  filters: DataTableFilterMeta;
}

/** Empty filters for the given columns, each with the first match mode of its kind (an AND of rules). */
export function emptyFilters(columns: Readonly<Record<string, ColumnKind>>): DataTableFilterMeta {
  return Object.fromEntries(
    Object.entries(columns).map(([field, kind]) => [
      field,
      { operator: FilterOperator.AND, constraints: [{ value: null, matchMode: matchModes[kind][0] }] },
    ]),
  );
}

const textOps: Partial<Record<string, string>> = {
  [FilterMatchMode.STARTS_WITH]: 'startsWith',
  [FilterMatchMode.CONTAINS]: 'contains',
  [FilterMatchMode.NOT_CONTAINS]: 'notContains',
  [FilterMatchMode.ENDS_WITH]: 'endsWith',
  [FilterMatchMode.EQUALS]: 'eq',
  [FilterMatchMode.NOT_EQUALS]: 'ne',
  [FilterMatchMode.LESS_THAN]: 'lt',
  [FilterMatchMode.LESS_THAN_OR_EQUAL_TO]: 'lte',
  [FilterMatchMode.GREATER_THAN]: 'gt',
  [FilterMatchMode.GREATER_THAN_OR_EQUAL_TO]: 'gte',
  [FilterMatchMode.IN]: 'in',
};

const empty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The local calendar day of a date as [its start, the next day's start], in UTC ISO form. */
function dayBounds(value: Date): [string, string] {
  const start = new Date(value.getFullYear(), value.getMonth(), value.getDate());
  const next = new Date(value.getFullYear(), value.getMonth(), value.getDate() + 1);
  return [start.toISOString(), next.toISOString()];
}

/** One filter rule as a `where` condition of the generic query language; null when it is empty. */
function condition(field: string, rule: DataTableFilterMetaData): Record<string, QueryValue> | null {
  const { value, matchMode } = rule;
  if (empty(value)) return null;
  if (value instanceof Date) {
    const [start, next] = dayBounds(value);
    switch (matchMode) {
      case FilterMatchMode.DATE_IS:
        return { [field]: { gte: start, lt: next } };
      case FilterMatchMode.DATE_IS_NOT:
        return { OR: [{ [field]: { lt: start } }, { [field]: { gte: next } }] };
      case FilterMatchMode.DATE_BEFORE:
        return { [field]: { lt: start } };
      case FilterMatchMode.DATE_AFTER:
        return { [field]: { gte: next } };
      default:
        return null;
    }
  }
  const op = matchMode ? textOps[matchMode] : undefined;
  if (!op) return null;
  return { [field]: { [op]: value as QueryValue } };
}

/** The filters of a DataTable as the generic list's `where` (undefined when none is set). */
export function filtersToWhere(filters: DataTableFilterMeta): Query | undefined {
  const parts: Query[] = [];
  for (const [field, meta] of Object.entries(filters)) {
    if (field === 'global') continue;
    if ('constraints' in meta) {
      const group = meta as DataTableOperatorFilterMetaData;
      const rules = group.constraints
        .map((rule) => condition(field, rule))
        .filter((c): c is Record<string, QueryValue> => c !== null);
      if (rules.length === 1) parts.push(rules[0]!);
      else if (rules.length > 1) parts.push({ [group.operator === FilterOperator.OR ? 'OR' : 'AND']: rules });
    } else {
      const rule = condition(field, meta);
      if (rule) parts.push(rule);
    }
  }
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : { AND: parts };
}

/** A lazy DataTable's state as the generic list's query (take, skip, order, where). */
export function lazyQuery(state: LazyTableState, extraWhere?: Query): Query {
  const filtered = filtersToWhere(state.filters);
  const where = filtered && extraWhere ? { AND: [extraWhere, filtered] } : (filtered ?? extraWhere);
  return {
    take: state.rows,
    skip: state.first,
    ...(state.sortField && state.sortOrder
      ? { order: { [state.sortField]: state.sortOrder === 1 ? 'ASC' : 'DESC' } }
      : {}),
    ...(where ? { where } : {}),
  };
}
