import { FilterMatchMode, FilterOperator, FilterService } from 'primereact/api';
import type {
  DataTableFilterMeta,
  DataTableFilterMetaData,
  DataTableOperatorFilterMetaData,
} from 'primereact/datatable';
import type { BoardRow } from './board-rows';

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

/** The columns of the list view that sort and filter, by their row field. */
export type ListField = 'candidate' | 'column' | 'lastStep' | 'appliedAt' | 'viewed';

/** The rules of one column's filter: several (an AND or an OR of them) or a single one. */
export function constraintsOf(meta: DataTableFilterMeta[string] | undefined): DataTableFilterMetaData[] {
  if (!meta) return [];
  return 'constraints' in meta ? meta.constraints : [meta];
}

const blank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Whether a column's filter holds a value (the first rule's, as PrimeReact's menu shows it). */
export function filterActive(meta: DataTableFilterMeta[string] | undefined): boolean {
  const first = constraintsOf(meta)[0];
  return !!first && !blank(first.value);
}

function matches(row: BoardRow, field: string, meta: DataTableFilterMeta[string], locale?: string): boolean {
  const value = row[field as ListField];
  const test = (c: DataTableFilterMetaData) => {
    if (blank(c.value)) return true;
    const mode = (c.matchMode ?? FilterMatchMode.STARTS_WITH) as string;
    const filter = FilterService.filters[mode as keyof typeof FilterService.filters] as
      ((value: unknown, filter: unknown, locale?: string) => boolean) | undefined;
    return !!filter && filter(value, c.value, locale);
  };
  const constraints = constraintsOf(meta);
  return 'operator' in meta && meta.operator === FilterOperator.OR
    ? constraints.some(test)
    : constraints.every(test);
}

/**
 * The rows the filters let through, with PrimeReact's match functions (FilterService) as its
 * DataTable applied them: text rules ignore case and accents, date rules compare calendar days.
 * The same array when no filter holds a value.
 */
export function filterRows(
  rows: readonly BoardRow[],
  filters: DataTableFilterMeta,
  locale?: string,
): readonly BoardRow[] {
  const active = Object.entries(filters).filter(([, meta]) =>
    constraintsOf(meta).some((c) => !blank(c.value)),
  );
  if (active.length === 0) return rows;
  return rows.filter((row) => active.every(([field, meta]) => matches(row, field, meta, locale)));
}

/** 1 ascending, -1 descending. */
export type SortOrder = 1 | -1;

/**
 * The rows sorted on one field as PrimeReact's DataTable sorted them: texts by the locale's collation
 * with numbers in order, other values by < and >, empty values last in either order; stable.
 */
export function sortRows(
  rows: readonly BoardRow[],
  field: ListField,
  order: SortOrder,
  locale?: string,
): BoardRow[] {
  const collator = new Intl.Collator(locale, { numeric: true });
  const compare = (a: unknown, b: unknown): number => {
    const emptyA = blank(a);
    const emptyB = blank(b);
    if (emptyA || emptyB) return emptyA && emptyB ? 0 : emptyA ? 1 : -1;
    if (typeof a === 'string' && typeof b === 'string') return order * collator.compare(a, b);
    const x = a instanceof Date ? a.getTime() : Number(a);
    const y = b instanceof Date ? b.getTime() : Number(b);
    return order * (x < y ? -1 : x > y ? 1 : 0);
  };
  return [...rows].sort((a, b) => compare(a[field], b[field]));
}
