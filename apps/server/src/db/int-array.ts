import { sql } from 'drizzle-orm';

/** A validated id list as one array parameter (one bind value, whatever the length). */
export const intArray = (ids: readonly number[]) =>
  sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;
