import { useCallback, type KeyboardEvent } from 'react';

/** The 'force' behaviours of an input (spec section 5). */
export type Force = 'upper' | 'lower' | 'strip';

/** The value an input is forced to: upper and lower change the case, strip removes all white space. */
export function applyForce(value: string, force: Force | readonly Force[]): string {
  const list: readonly Force[] = typeof force === 'string' ? [force] : force;
  let result = value;
  for (const item of list) {
    if (item === 'upper') result = result.toUpperCase();
    else if (item === 'lower') result = result.toLowerCase();
    else result = result.trim().replace(/\s+/g, '');
  }
  return result;
}

/**
 * Forces an input element's value on key-up and, when it changed, dispatches an `input` event so
 * that React (and react-hook-form) see the new value. The native value setter is used, because
 * React ignores a plain `value` assignment.
 */
export function forceInput(
  input: HTMLInputElement | HTMLTextAreaElement,
  force: Force | readonly Force[],
): void {
  const next = applyForce(input.value, force);
  if (next === input.value) return;
  const prototype = Object.getPrototypeOf(input) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(input, next);
  else input.value = next;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** An `onKeyUp` handler that forces the input's value: `<InputText onKeyUp={useForce('lower')} />`. */
export function useForce(force: Force | readonly Force[]) {
  // A string key, so that an inline list does not make a new handler on every render.
  const key = typeof force === 'string' ? force : force.join(',');
  return useCallback(
    (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      forceInput(event.currentTarget, key.split(',') as Force[]),
    [key],
  );
}
