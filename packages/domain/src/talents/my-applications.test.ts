import { describe, expect, it } from 'vitest';
import { applicationStepTypes, candidateVisibleSteps } from '../board/step-types.js';
import { isWithdrawable, myApplicationState, myJobStatus } from './my-applications.js';
import { talentsConfirmLink, talentsResetLink } from './candidate-accounts.js';

const at = '2026-11-25T09:00:00.000Z';

describe('my applications: what a candidate is shown', () => {
  it('derives the job status a candidate sees', () => {
    expect(myJobStatus({ id: 1, publishedAt: at })).toBe('published');
    expect(myJobStatus({ id: 1, publishedAt: at, suspendedAt: at })).toBe('suspended');
    expect(myJobStatus({ id: 1, publishedAt: at, archivedAt: at })).toBe('closed');
    expect(myJobStatus({ id: 1, publishedAt: at, deletedAt: at })).toBe('closed');
    expect(myJobStatus({ id: 1 })).toBe('closed');
  });

  it('derives the state: withdrawn, then hired, rejected, closed, else active', () => {
    const state = (
      withdrawnAt: string | null,
      columnSpecial: string | null,
      jobStatus = 'published' as const,
    ) => myApplicationState({ withdrawnAt, columnSpecial, jobStatus });
    expect(state(null, null)).toBe('active');
    expect(state(null, 'selected')).toBe('active');
    expect(myApplicationState({ withdrawnAt: null, columnSpecial: null, jobStatus: 'suspended' })).toBe(
      'active',
    );
    expect(state(null, 'confirmed')).toBe('hired');
    expect(state(null, 'rejected')).toBe('rejected');
    expect(state(null, 'discarded')).toBe('rejected');
    expect(myApplicationState({ withdrawnAt: null, columnSpecial: null, jobStatus: 'closed' })).toBe(
      'closed',
    );
    expect(myApplicationState({ withdrawnAt: null, columnSpecial: 'confirmed', jobStatus: 'closed' })).toBe(
      'hired',
    );
    expect(state(at, 'confirmed')).toBe('withdrawn');
    expect(
      ['active', 'withdrawn', 'hired', 'rejected', 'closed'].filter((s) => isWithdrawable(s as never)),
    ).toEqual(['active']);
  });

  it('shows every step type but the moves between the company’s internal phases', () => {
    const hidden = applicationStepTypes.filter((s) => !candidateVisibleSteps.has(s.key)).map((s) => s.key);
    expect(hidden).toEqual(['moved']);
    expect(candidateVisibleSteps.has('withdrawn')).toBe(true);
  });

  it('builds the candidate app’s mail links', () => {
    expect(talentsConfirmLink('https://h.example', 'a+b@x.it', '012345')).toBe(
      'https://h.example/talents/confirm?email=a%2Bb%40x.it&code=012345',
    );
    expect(talentsResetLink('https://h.example', 'a@x.it:tok/en')).toBe(
      'https://h.example/talents/reset-password?token=a%40x.it%3Atok%2Fen',
    );
  });
});
