/** A rule returns the translation key of its error, or null when the value passes. */
export type Rule = (value: string) => string | null;

const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The generic form rules of spec section 5, with the message keys of section 8. */
export const rules = {
  required: (value) => (value.trim() === '' ? 'common.error.mandatory' : null),
  email: (value) => (value === '' || emailPattern.test(value) ? null : 'common.error.invalidEmail'),
} satisfies Record<string, Rule>;
