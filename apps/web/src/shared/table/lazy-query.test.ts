import { FilterMatchMode, FilterOperator } from 'primereact/api';
import { describe, expect, it } from 'vitest';
import { emptyFilters, filtersToWhere, lazyQuery } from './lazy-query';

describe('lazy table query', () => {
  it('sends nothing for empty filters, and pages and sorts', () => {
    const filters = emptyFilters({ name: 'text', seats: 'numeric', createdAt: 'date' });
    expect(filtersToWhere(filters)).toBeUndefined();
    expect(lazyQuery({ first: 40, rows: 20, sortField: 'name', sortOrder: 1, filters })).toEqual({
      take: 20,
      skip: 40,
      order: { name: 'ASC' },
    });
  });

  it('maps every text and numeric match mode of spec 9 to an operator', () => {
    const modes: Array<[string, string]> = [
      [FilterMatchMode.STARTS_WITH, 'startsWith'],
      [FilterMatchMode.CONTAINS, 'contains'],
      [FilterMatchMode.NOT_CONTAINS, 'notContains'],
      [FilterMatchMode.ENDS_WITH, 'endsWith'],
      [FilterMatchMode.EQUALS, 'eq'],
      [FilterMatchMode.NOT_EQUALS, 'ne'],
      [FilterMatchMode.LESS_THAN, 'lt'],
      [FilterMatchMode.LESS_THAN_OR_EQUAL_TO, 'lte'],
      [FilterMatchMode.GREATER_THAN, 'gt'],
      [FilterMatchMode.GREATER_THAN_OR_EQUAL_TO, 'gte'],
    ];
    for (const [matchMode, op] of modes) {
      expect(filtersToWhere({ name: { value: 'x', matchMode: matchMode as FilterMatchMode } })).toEqual({
        name: { [op]: 'x' },
      });
    }
  });

  it('turns date match modes into the bounds of the local day', () => {
    const day = new Date(2026, 10, 24, 15, 30);
    const start = new Date(2026, 10, 24).toISOString();
    const next = new Date(2026, 10, 25).toISOString();
    const where = (matchMode: FilterMatchMode) => filtersToWhere({ at: { value: day, matchMode } });
    expect(where(FilterMatchMode.DATE_IS)).toEqual({ at: { gte: start, lt: next } });
    expect(where(FilterMatchMode.DATE_IS_NOT)).toEqual({
      OR: [{ at: { lt: start } }, { at: { gte: next } }],
    });
    expect(where(FilterMatchMode.DATE_BEFORE)).toEqual({ at: { lt: start } });
    expect(where(FilterMatchMode.DATE_AFTER)).toEqual({ at: { gte: next } });
  });

  it('joins a column’s rules with its operator and columns with AND, after the fixed conditions', () => {
    const filters = {
      name: {
        operator: FilterOperator.OR,
        constraints: [
          { value: 'a', matchMode: FilterMatchMode.STARTS_WITH },
          { value: 'b', matchMode: FilterMatchMode.ENDS_WITH },
          { value: null, matchMode: FilterMatchMode.CONTAINS },
        ],
      },
      seats: {
        operator: FilterOperator.AND,
        constraints: [{ value: 3, matchMode: FilterMatchMode.GREATER_THAN }],
      },
    };
    expect(lazyQuery({ first: 0, rows: 10, filters }, { state: 'verified' })).toEqual({
      take: 10,
      skip: 0,
      where: {
        AND: [
          { state: 'verified' },
          {
            AND: [{ OR: [{ name: { startsWith: 'a' } }, { name: { endsWith: 'b' } }] }, { seats: { gt: 3 } }],
          },
        ],
      },
    });
  });
});
