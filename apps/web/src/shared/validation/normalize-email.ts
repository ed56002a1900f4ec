/** Emails are compared lowercased and without surrounding or inner whitespace. */
export function normalizeEmail(value: string): string {
  return value.replace(/\s+/g, '').toLowerCase();
}
