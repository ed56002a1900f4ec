import { describe, expect, it } from 'vitest';
import type { CheckEmailResult } from '@hiring/domain';
import { inviteVerdict } from './invite-verdict';

const check = (kind: CheckEmailResult['kind'], used = 2, total = 3): CheckEmailResult => ({
  email: 'a@b.it',
  kind,
  seats: { used, total },
});

describe('the invite dialog’s verdict on an address', () => {
  it('blocks members and accounts that cannot join', () => {
    expect(inviteVerdict(check('member'))).toMatchObject({ blocked: true, severity: 'error' });
    expect(inviteVerdict(check('not-invitable'))).toMatchObject({ blocked: true, severity: 'error' });
  });

  it('needs a free seat for a new invitation or an added account', () => {
    expect(inviteVerdict(check('new'))).toMatchObject({ blocked: false, key: 'team:invite.check.new' });
    expect(inviteVerdict(check('new', 3, 3))).toMatchObject({
      blocked: true,
      key: 'team:invite.check.noSeats',
    });
    expect(inviteVerdict(check('existing-account', 3, 3)).blocked).toBe(true);
    expect(inviteVerdict(check('existing-account')).key).toBe('team:invite.check.existing');
  });

  it('lets an open invitation be replaced even with every seat taken (it keeps its seat)', () => {
    expect(inviteVerdict(check('invitation-pending', 3, 3))).toMatchObject({
      blocked: false,
      severity: 'warn',
    });
  });

  it('asks for a name only for someone without an account', () => {
    expect(inviteVerdict(check('new')).asksName).toBe(true);
    expect(inviteVerdict(check('existing-account')).asksName).toBe(false);
  });
});
