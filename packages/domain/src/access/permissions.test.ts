import { describe, expect, it } from 'vitest';
import { can, ownRecordsOnly } from './permissions.js';

const member = (roles: Record<string, string>) => ({ userId: 7, roles });

describe('can', () => {
  it('grants with C whoever owns the record', () => {
    expect(can(member({ jobs: 'C' }), 'jobs', 99)).toBe(true);
    expect(can(member({ jobs: 'C' }), 'jobs')).toBe(true);
  });
  it('grants with U only on own records', () => {
    expect(can(member({ jobs: 'U' }), 'jobs', 7)).toBe(true);
    expect(can(member({ jobs: 'U' }), 'jobs', 8)).toBe(false);
    expect(can(member({ jobs: 'U' }), 'jobs')).toBe(true);
  });
  it('denies without letters', () => {
    expect(can(member({}), 'jobs')).toBe(false);
    expect(can(member({ jobs: '' }), 'jobs', 7)).toBe(false);
  });
  it('tells when only own records are reachable', () => {
    expect(ownRecordsOnly(member({ jobs: 'U' }), 'jobs')).toBe(true);
    expect(ownRecordsOnly(member({ jobs: 'UC' }), 'jobs')).toBe(false);
  });
});
