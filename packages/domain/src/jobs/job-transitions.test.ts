import { describe, expect, it } from 'vitest';
import { JobTransitionText, planJobStatusChange, type JobTransitionInput } from './job-transitions.js';

const now = new Date('2026-03-02T12:00:00Z');
const before = new Date('2026-01-10T12:00:00Z');
const complete = { id: 7, name: 'Sviluppatore', description: 'Backend TypeScript' };
const plan = (
  job: JobTransitionInput['job'],
  action: JobTransitionInput['action'],
  requiresApproval = false,
) => planJobStatusChange({ job, action, requiresApproval, now });

describe('planJobStatusChange', () => {
  it('publishes a draft, resumes a suspended post and holds a published one', () => {
    expect(plan(complete, 'ACTIVE')).toMatchObject({ ok: true, set: { publishedAt: now }, to: 'published' });
    const suspended = { ...complete, publishedAt: before, suspendedAt: before };
    expect(plan(suspended, 'ACTIVE')).toMatchObject({ set: { suspendedAt: null }, to: 'published' });
    expect(plan({ ...complete, publishedAt: before }, 'HOLD')).toMatchObject({ set: { suspendedAt: now } });
    expect(plan(complete, 'HOLD')).toEqual({ ok: false, message: JobTransitionText.holdNeedsPublished });
  });

  it('reopens a closed post as publishing anew: live, fresh publishedAt, no archived or suspended stamp', () => {
    const closed = { ...complete, publishedAt: before, suspendedAt: before, archivedAt: before };
    expect(plan(closed, 'ACTIVE')).toEqual({
      ok: true,
      set: { archivedAt: null, suspendedAt: null, publishedAt: now },
      from: 'archived',
      to: 'published',
      approvalRequested: false,
    });
    // A closed draft (never live) goes live too.
    expect(plan({ ...complete, archivedAt: before }, 'ACTIVE')).toMatchObject({ ok: true, to: 'published' });
  });

  it('reopens under the rules of publishing: a complete post, and approval where the company needs it', () => {
    const closed = {
      id: 7,
      name: 'Sviluppatore',
      description: '  ',
      publishedAt: before,
      archivedAt: before,
    };
    expect(plan(closed, 'ACTIVE')).toEqual({ ok: false, message: JobTransitionText.publishNeedsContent });

    const unapproved = { ...complete, publishedAt: before, archivedAt: before };
    expect(plan(unapproved, 'ACTIVE', true)).toEqual({
      ok: true,
      set: { archivedAt: null, suspendedAt: null, publishedAt: null, approvalRequestedAt: now },
      from: 'archived',
      to: 'draft',
      approvalRequested: true,
    });
    const approved = { ...unapproved, approvalRequestedAt: before, approvedAt: before };
    expect(plan(approved, 'ACTIVE', true)).toMatchObject({
      ok: true,
      to: 'published',
      approvalRequested: false,
    });
  });

  it('changes nothing when the job already is where the action leads', () => {
    expect(plan({ ...complete, publishedAt: before }, 'ACTIVE')).toMatchObject({ ok: true, set: {} });
    expect(plan({ ...complete, archivedAt: before }, 'CLOSE')).toMatchObject({ ok: true, set: {} });
  });
});
