import type { BoardCard } from '@hiring/domain';
import { FilterMatchMode, FilterOperator } from 'primereact/api';
import type { DataTableFilterMeta } from 'primereact/datatable';
import { describe, expect, it } from 'vitest';
import type { BoardRow } from './board-rows';
import { emptyFilters, filterActive, filterRows, sortRows } from './list-filters';

const row = (id: number, candidate: string, appliedAt: string, viewed: boolean, lastStep = ''): BoardRow => ({
  id,
  card: {} as BoardCard,
  candidate,
  column: id % 2 ? 'Selezionati' : 'Fase 1',
  lastStep,
  appliedAt: new Date(appliedAt),
  viewed,
});

const rows = [
  row(1, 'Élodie Martin', '2026-03-02T10:00:00', true, 'Colloquio'),
  row(2, 'Marco Bianchi', '2026-03-01T09:00:00', false),
  row(3, 'Anna Rossi', '2026-03-02T18:00:00', false, 'Assunto'),
  row(4, 'candidate 10', '2026-02-20T08:00:00', true),
  row(5, 'candidate 9', '2026-02-21T08:00:00', true),
];

const withRule = (field: string, value: unknown, matchMode: string): DataTableFilterMeta => ({
  ...emptyFilters(),
  [field]: {
    operator: FilterOperator.AND,
    constraints: [{ value, matchMode }],
  } as DataTableFilterMeta[string],
});
const ids = (list: readonly BoardRow[]) => list.map((r) => r.id);

describe('the list view filters', () => {
  it('lets every row through, the same array, when no filter holds a value', () => {
    expect(filterRows(rows, emptyFilters())).toBe(rows);
    expect(Object.values(emptyFilters()).some(filterActive)).toBe(false);
  });

  it('matches texts ignoring case and accents, with each match mode of spec 9', () => {
    expect(ids(filterRows(rows, withRule('candidate', 'elodie', FilterMatchMode.CONTAINS)))).toEqual([1]);
    expect(ids(filterRows(rows, withRule('candidate', 'ROSSI', FilterMatchMode.ENDS_WITH)))).toEqual([3]);
    expect(ids(filterRows(rows, withRule('candidate', 'candidate', FilterMatchMode.NOT_CONTAINS)))).toEqual([
      1, 2, 3,
    ]);
    expect(ids(filterRows(rows, withRule('column', 'fase 1', FilterMatchMode.EQUALS)))).toEqual([2, 4]);
    expect(filterActive(withRule('column', 'fase', FilterMatchMode.EQUALS).column)).toBe(true);
  });

  it('compares dates by calendar day, and the viewed box by yes or no', () => {
    const day = new Date('2026-03-02T00:00:00');
    expect(ids(filterRows(rows, withRule('appliedAt', day, FilterMatchMode.DATE_IS)))).toEqual([1, 3]);
    expect(ids(filterRows(rows, withRule('appliedAt', day, FilterMatchMode.DATE_BEFORE)))).toEqual([2, 4, 5]);
    const viewed = { ...emptyFilters(), viewed: { value: false, matchMode: FilterMatchMode.EQUALS } };
    expect(ids(filterRows(rows, viewed as DataTableFilterMeta))).toEqual([2, 3]);
  });

  it('applies every column’s filter together', () => {
    const both = {
      ...withRule('column', 'selezionati', FilterMatchMode.EQUALS),
      viewed: { value: true, matchMode: FilterMatchMode.EQUALS },
    } as DataTableFilterMeta;
    expect(ids(filterRows(rows, both))).toEqual([1, 5]);
  });
});

describe('the list view sort', () => {
  it('sorts texts by collation with numbers in order, either way', () => {
    expect(ids(sortRows(rows, 'candidate', 1, 'it'))).toEqual([3, 5, 4, 1, 2]);
    expect(ids(sortRows(rows, 'candidate', -1, 'it'))).toEqual([2, 1, 4, 5, 3]);
  });

  it('sorts dates and booleans, empty texts last in either order, without touching its input', () => {
    expect(ids(sortRows(rows, 'appliedAt', -1))).toEqual([3, 1, 2, 5, 4]);
    expect(ids(sortRows(rows, 'viewed', 1))).toEqual([2, 3, 1, 4, 5]);
    expect(ids(sortRows(rows, 'lastStep', 1, 'it'))).toEqual([3, 1, 2, 4, 5]);
    expect(ids(sortRows(rows, 'lastStep', -1, 'it'))).toEqual([1, 3, 2, 4, 5]);
    expect(ids(rows)).toEqual([1, 2, 3, 4, 5]);
  });
});
