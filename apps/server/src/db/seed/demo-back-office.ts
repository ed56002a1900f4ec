import type { Database } from '../client.js';

/** The demo's back-office work: signups in each state and posts waiting for approval (issue 13). */
export async function seedBackOfficeDemo(
  _db: Database,
  _who: { giulia: number; paolo: number; studio: number },
): Promise<void> {}
