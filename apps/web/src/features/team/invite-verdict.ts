import type { CheckEmailResult } from '@hiring/domain';

export interface InviteVerdict {
  severity: 'info' | 'warn' | 'error';
  /** Translation key (team namespace) of the sentence shown under the address. */
  key: string;
  /** Sending would be refused: the dialog does not offer it. */
  blocked: boolean;
  /** A new person: the name fields make the acceptance page greet them. */
  asksName: boolean;
}

/**
 * What the invite dialog says about an address (POST /user-company/check-email): already a member
 * or an account that cannot join block it; a new invitation or an added account needs a free seat
 * (replacing an open invitation keeps its seat).
 */
export function inviteVerdict(check: CheckEmailResult): InviteVerdict {
  const full = check.seats.used >= check.seats.total;
  switch (check.kind) {
    case 'member':
      return { severity: 'error', key: 'team:invite.check.member', blocked: true, asksName: false };
    case 'not-invitable':
      return { severity: 'error', key: 'team:invite.check.notInvitable', blocked: true, asksName: false };
    case 'invitation-pending':
      return { severity: 'warn', key: 'team:invite.check.pending', blocked: false, asksName: true };
    case 'existing-account':
      return full
        ? { severity: 'error', key: 'team:invite.check.noSeats', blocked: true, asksName: false }
        : { severity: 'info', key: 'team:invite.check.existing', blocked: false, asksName: false };
    case 'new':
      return full
        ? { severity: 'error', key: 'team:invite.check.noSeats', blocked: true, asksName: true }
        : { severity: 'info', key: 'team:invite.check.new', blocked: false, asksName: true };
  }
}
