import { defaultCompanyRoles, type PermissionMap } from '@hiring/domain';
import { describe, expect, it } from 'vitest';
import { accessFor } from './access';

const rolesOf = (key: string): PermissionMap => defaultCompanyRoles.find((r) => r.key === key)!.roles;
const SARA = 5;
const OTHER = 9;

describe('accessFor: the web app asks the domain rule before offering an action', () => {
  it('lets a hiring assistant (U letters) change her own jobs and boards only', () => {
    const sara = accessFor(SARA, rolesOf('hiring-assistant'));
    // Offered without an owner: a new job post, the job list, the board.
    expect(sara.can('jobs')).toBe(true);
    expect(sara.can('board')).toBe(true);
    // Her own job: edit, status, duplicate, delete, drag cards, column menu, bulk actions.
    expect(sara.can('jobs', SARA)).toBe(true);
    expect(sara.can('board', SARA)).toBe(true);
    // Another recruiter's job: none of them.
    expect(sara.can('jobs', OTHER)).toBe(false);
    expect(sara.can('board', OTHER)).toBe(false);
    expect(sara.ownRecordsOnly('jobs')).toBe(true);
    // Search and saved profiles come with candidates (C); company and team pages are not hers to change.
    expect(sara.can('candidates')).toBe(true);
    expect(sara.ownRecordsOnly('candidates')).toBe(false);
    expect(sara.can('company')).toBe(false);
    expect(sara.can('team')).toBe(false);
  });

  it('lets a recruiter (C letters) change every job of the company but not the company itself', () => {
    const marco = accessFor(SARA, rolesOf('recruiter'));
    expect(marco.can('jobs', OTHER)).toBe(true);
    expect(marco.can('board', OTHER)).toBe(true);
    expect(marco.ownRecordsOnly('jobs')).toBe(false);
    expect(marco.can('company')).toBe(false);
    expect(marco.can('budget')).toBe(false);
  });

  it('lets a company admin do everything in the company', () => {
    const giulia = accessFor(SARA, rolesOf('company-admin'));
    for (const key of ['jobs', 'board', 'candidates', 'team', 'company', 'budget'] as const) {
      expect(giulia.can(key)).toBe(true);
      expect(giulia.can(key, OTHER)).toBe(true);
    }
  });

  it('offers nothing without a user or a permission map (signed out, an admin, companies not loaded)', () => {
    for (const access of [
      accessFor(null, rolesOf('company-admin')),
      accessFor(SARA, null),
      accessFor(undefined, undefined),
    ]) {
      expect(access.can('jobs')).toBe(false);
      expect(access.can('board', SARA)).toBe(false);
      expect(access.ownRecordsOnly('jobs')).toBe(false);
    }
  });

  it('reads a company’s own role by its letters, as the server does', () => {
    const boardOnly = accessFor(SARA, { board: 'C' });
    expect(boardOnly.can('board', OTHER)).toBe(true);
    expect(boardOnly.can('jobs')).toBe(false);
    expect(boardOnly.can('candidates')).toBe(false);
    const both = accessFor(SARA, { jobs: 'UC' });
    expect(both.can('jobs', OTHER)).toBe(true);
    expect(both.ownRecordsOnly('jobs')).toBe(false);
  });
});
