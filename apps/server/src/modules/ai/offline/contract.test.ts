import { describe, expect, it } from 'vitest';
import { detectContractType, detectSchedule, detectWorkMode } from './contract.js';

describe('contract, work mode and schedule keywords', () => {
  it.each([
    ['Contratto a tempo indeterminato', 'permanent'],
    ['Assunzione a tempo determinato di 12 mesi', 'fixed-term'],
    ['Permanent role', 'permanent'],
    ['Collaborazione in partita IVA', 'freelance'],
    ['Offriamo uno stage retribuito', 'internship'],
    ['Contratto di apprendistato', 'apprenticeship'],
    ['Nessun contratto indicato', null],
  ])('%s → %s', (text, expected) => {
    expect(detectContractType(text)).toBe(expected);
  });

  it.each([
    ['Lavoro ibrido, 2 giorni da remoto', 'hybrid'],
    ['Full remote', 'remote'],
    ['Possibilità di lavoro da remoto', 'remote'],
    ['fully remote, occasional trips', 'remote'],
    ['Lavoro in sede a Torino', 'onsite'],
    ['Smart working 2 giorni', 'hybrid'],
    ['Orario 9-18', null],
  ])('%s → %s', (text, expected) => {
    expect(detectWorkMode(text)).toBe(expected);
  });

  it('tells part-time from full-time', () => {
    expect(detectSchedule('Part-time 20 ore')).toBe('part-time');
    expect(detectSchedule('orario a tempo pieno')).toBe('full-time');
    expect(detectSchedule('orario da definire')).toBeNull();
  });
});
