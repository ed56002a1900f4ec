import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { columnLabel } from './column-label';

const messages = (lng: string): unknown =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, `../../../public/locales/${lng}/dashboard.json`), 'utf8'),
  );
const it_ = messages('it');
const en = messages('en');

const translate = (messages: unknown) => (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) as string;

describe('columnLabel', () => {
  it('names the default and special columns in the reader’s language', () => {
    const keys = ['selected', 'phase1', 'phase2', 'phase3', 'discarded', 'rejected', 'confirmed'];
    expect(keys.map((k) => columnLabel(k, translate(it_)))).toEqual([
      'Selezionati',
      'Fase 1',
      'Fase 2',
      'Fase 3',
      'Scartati',
      'Non selezionati',
      'Confermati',
    ]);
    expect(keys.map((k) => columnLabel(k, translate(en)))).toEqual([
      'Selected',
      'Phase 1',
      'Phase 2',
      'Phase 3',
      'Discarded',
      'Rejected',
      'Confirmed',
    ]);
  });

  it('keeps a name a recruiter gave, even one that reads like a default', () => {
    expect(columnLabel('Colloquio tecnico', translate(it_))).toBe('Colloquio tecnico');
    expect(columnLabel('Fase 1', translate(en))).toBe('Fase 1');
    expect(columnLabel('Selected', translate(it_))).toBe('Selected');
  });
});
