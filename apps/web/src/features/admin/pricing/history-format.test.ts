import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/format/money';
import { fieldChanges } from './history-format';

describe('pricing history changes', () => {
  it('lists the fields that changed, money as euro', () => {
    expect(fieldChanges({ publishCents: 0, dayCents: 150 }, { publishCents: 250, dayCents: 150 })).toEqual([
      { field: 'publishCents', before: formatMoney(0), after: formatMoney(250) },
    ]);
    expect(fieldChanges({ name: 'Base', order: 1 }, { name: 'Base+', order: 1 })).toEqual([
      { field: 'name', before: 'Base', after: 'Base+' },
    ]);
  });

  it('puts the prices first, publication before day', () => {
    expect(
      fieldChanges({ dayCents: 1, publishCents: 1 }, { dayCents: 2, publishCents: 2 }).map((c) => c.field),
    ).toEqual(['publishCents', 'dayCents']);
  });

  it('shows a missing side as a dash', () => {
    expect(fieldChanges(null, { startsOn: '2026-01-01', endsOn: null })).toEqual([
      { field: 'startsOn', before: '—', after: '2026-01-01' },
    ]);
    expect(fieldChanges({ seats: 3 }, null)).toEqual([{ field: 'seats', before: '3', after: '—' }]);
  });
});
