import { describe, expect, it } from 'vitest';
import { toErrorCode } from './error-codes';

describe('toErrorCode', () => {
  it('reads the codes the error pages know, from the URL or a response', () => {
    expect(toErrorCode('403')).toBe(403);
    expect(toErrorCode(503)).toBe(503);
    expect(toErrorCode('418')).toBeNull();
    expect(toErrorCode('40')).toBeNull();
    expect(toErrorCode('abc')).toBeNull();
    expect(toErrorCode(undefined)).toBeNull();
  });
});
