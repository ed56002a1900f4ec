import { describe, expect, it } from 'vitest';
import { deriveJobStatus, jobMatchesFilter } from './job-status.js';

const at = '2026-01-01T12:00:00.000Z';

describe('deriveJobStatus', () => {
  it('follows the priority archived, suspended, published, imported, draft, new', () => {
    expect(deriveJobStatus({ id: 1, archivedAt: at, suspendedAt: at, publishedAt: at, importedAt: at })).toBe(
      'archived',
    );
    expect(deriveJobStatus({ id: 1, suspendedAt: at, publishedAt: at, importedAt: at })).toBe('suspended');
    expect(deriveJobStatus({ id: 1, publishedAt: at, importedAt: at })).toBe('published');
    expect(deriveJobStatus({ id: 1, importedAt: at })).toBe('imported');
    expect(deriveJobStatus({ id: 1 })).toBe('draft');
    expect(deriveJobStatus({})).toBe('new');
    expect(deriveJobStatus(null)).toBe('new');
  });

  it('maps list filters to statuses', () => {
    expect(jobMatchesFilter('imported', 'draft')).toBe(true);
    expect(jobMatchesFilter('published', 'draft')).toBe(false);
    expect(jobMatchesFilter('archived', 'all')).toBe(true);
    expect(jobMatchesFilter('suspended', 'suspended')).toBe(true);
  });
});
