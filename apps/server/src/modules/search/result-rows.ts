/** The rows of `db.execute(...)`: PGlite and node-postgres both answer `{ rows }`. */
export function resultRows<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
