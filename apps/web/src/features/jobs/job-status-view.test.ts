import { describe, expect, it } from 'vitest';
import { allowedStatusActions, isAwaitingApproval, isDeletable, statusOf } from './job-status-view';

const at = '2026-03-01T10:00:00.000Z';

describe('job status in the web app', () => {
  it('takes the server status, else derives it', () => {
    expect(statusOf({ id: 1, createdAt: at, status: 'published' })).toBe('published');
    expect(statusOf({ id: 1, createdAt: at, suspendedAt: at, publishedAt: at })).toBe('suspended');
    expect(statusOf(undefined)).toBe('new');
  });

  it('offers the actions each status allows', () => {
    expect(allowedStatusActions('new')).toEqual([]);
    expect(allowedStatusActions('draft')).toEqual(['ACTIVE']);
    expect(allowedStatusActions('published')).toEqual(['HOLD', 'CLOSE']);
    expect(allowedStatusActions('suspended')).toEqual(['ACTIVE', 'CLOSE']);
    expect(allowedStatusActions('archived')).toEqual(['ACTIVE']);
  });

  it('knows a post waiting for approval and which posts may be deleted', () => {
    expect(isAwaitingApproval({ approvalRequestedAt: at, publishedAt: null })).toBe(true);
    expect(isAwaitingApproval({ approvalRequestedAt: at, publishedAt: at })).toBe(false);
    expect(isAwaitingApproval({ approvalRequestedAt: null, publishedAt: null })).toBe(false);
    expect(isDeletable('draft')).toBe(true);
    expect(isDeletable('imported')).toBe(true);
    expect(isDeletable('published')).toBe(false);
  });
});
