import { describe, expect, it, vi } from 'vitest';
import { applyForce, forceInput } from './force';

describe('applyForce', () => {
  it('uppercases, lowercases and strips', () => {
    expect(applyForce('Ab c', 'upper')).toBe('AB C');
    expect(applyForce('Ab C', 'lower')).toBe('ab c');
    expect(applyForce('  a b\tc \n', 'strip')).toBe('abc');
  });

  it('applies several in order', () => {
    expect(applyForce(' Ada @Example.IT ', ['lower', 'strip'])).toBe('ada@example.it');
  });
});

/** A stand-in for an input element: a value with a prototype setter, and dispatchEvent. */
class FakeInput {
  stored = '';
  dispatchEvent = vi.fn(() => true);
  get value(): string {
    return this.stored;
  }
  set value(next: string) {
    this.stored = next;
  }
}

describe('forceInput', () => {
  it('sets the forced value and fires an input event', () => {
    vi.stubGlobal(
      'Event',
      class {
        constructor(
          public type: string,
          public init?: EventInit,
        ) {}
      },
    );
    const input = new FakeInput();
    input.value = 'Abc ';
    forceInput(input as unknown as HTMLInputElement, ['upper', 'strip']);
    expect(input.value).toBe('ABC');
    expect(input.dispatchEvent).toHaveBeenCalledTimes(1);
    expect(input.dispatchEvent.mock.calls[0]).toEqual([
      expect.objectContaining({ type: 'input', init: { bubbles: true } }),
    ]);
    vi.unstubAllGlobals();
  });

  it('does nothing when the value is already forced', () => {
    const input = new FakeInput();
    input.value = 'abc';
    forceInput(input as unknown as HTMLInputElement, 'lower');
    expect(input.value).toBe('abc');
    expect(input.dispatchEvent).not.toHaveBeenCalled();
  });
});
