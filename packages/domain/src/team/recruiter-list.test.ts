import { describe, expect, it } from 'vitest';
import { displayName, recruiterList } from './recruiter-list.js';

const members = [
  { userId: 3, firstname: 'Sara', lastname: 'Conti' },
  { userId: 1, firstname: 'Giulia', lastname: 'Rossi' },
  { userId: 2, firstname: 'marco', lastname: 'Bianchi' },
  { userId: 4, firstname: '', lastname: '' },
];

describe('the recruiter list (spec 6)', () => {
  it('leaves the current user out and sorts the others by name, case-insensitively', () => {
    expect(recruiterList(members, 1).map((o) => o.label)).toEqual(['marco Bianchi', 'Sara Conti', '#4']);
    expect(recruiterList(members, 1).every((o) => !o.self)).toBe(true);
  });

  it('adds the current user first when asked', () => {
    const list = recruiterList(members, 3, { includeSelf: true });
    expect(list.map((o) => [o.userId, o.self])).toEqual([
      [3, true],
      [1, false],
      [2, false],
      [4, false],
    ]);
  });

  it('uses the given self when the members are not loaded yet, and nothing without a user', () => {
    const self = { userId: 9, firstname: 'Io', lastname: 'Stesso' };
    expect(recruiterList([], 9, { includeSelf: true, self })).toEqual([
      { userId: 9, label: 'Io Stesso', self: true },
    ]);
    expect(recruiterList(members, null, { includeSelf: true })).toHaveLength(4);
  });

  it('lists a member once even when the rows repeat', () => {
    expect(recruiterList([...members, members[0]!], 1)).toHaveLength(3);
  });

  it('trims the parts of a display name', () => {
    expect(displayName({ firstname: ' Anna ', lastname: null })).toBe('Anna');
  });
});
