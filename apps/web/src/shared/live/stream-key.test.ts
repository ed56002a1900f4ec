import { describe, expect, it } from 'vitest';
import { nextStreamKey } from './stream-key';

describe('nextStreamKey', () => {
  it('keeps the stream opened at sign-in when the company loads, reopens it on a switch', () => {
    const signedIn = nextStreamKey(null, 7, null);
    const loaded = nextStreamKey(signedIn, 7, 3);
    expect(loaded.switches).toBe(signedIn.switches);
    const switched = nextStreamKey(loaded, 7, 4);
    expect(switched.switches).toBe(loaded.switches + 1);
    expect(nextStreamKey(switched, 7, 4)).toBe(switched);
  });

  it('reopens for a company known from the start (a reload) when it changes, and for another user', () => {
    // Leaving the company, then joining another: both are switches (only the first learning is free).
    const left = nextStreamKey(nextStreamKey(null, 7, 3), 7, null);
    expect(left.switches).toBe(1);
    expect(nextStreamKey(left, 7, 5).switches).toBe(2);
    const reloaded = nextStreamKey(null, 7, 3);
    expect(nextStreamKey(reloaded, 7, 4).switches).toBe(1);
    expect(nextStreamKey(reloaded, 8, 3)).toEqual({ userId: 8, companyId: 3, switches: 0 });
  });
});
