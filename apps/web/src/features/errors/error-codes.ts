/** The error pages /error/:code shows (spec section 8's statuses that a page can stand for). */
export const errorCodes = [400, 401, 403, 404, 500, 503] as const;
export type ErrorCode = (typeof errorCodes)[number];

export function toErrorCode(value: unknown): ErrorCode | null {
  const code = typeof value === 'string' && /^\d{3}$/.test(value) ? Number(value) : value;
  return (errorCodes as readonly unknown[]).includes(code) ? (code as ErrorCode) : null;
}
