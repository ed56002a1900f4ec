import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { buildMigrations } from '../../db/migration-journal.js';
import type { SharedState } from '../../state/shared-state.js';
import { resultRows } from '../search/result-rows.js';

/** How many migrations this build carries (drizzle's journal) and the newest one's time, as drizzle records it. */
export function newestMigration(): { when: number; count: number } {
  const entries = buildMigrations();
  const newest = entries.at(-1);
  if (!newest) throw new Error('No migration in this build');
  return { when: newest.when, count: entries.length };
}

export interface Readiness {
  ready: boolean;
  /** Why not, in a sentence (the 503's message). */
  reason?: string;
  migrations: { expected: number; applied: number };
}

/**
 * Whether this instance can serve: the database answers and holds every migration this build
 * carries (an instance of a newer build waits while another one migrates; an older one never
 * sees a migration it lacks as missing), and the shared state answers. `draining`: the instance is
 * shutting down.
 */
export async function checkReadiness(
  db: Database,
  expected: { when: number; count: number },
  draining: boolean,
  shared?: Pick<SharedState, 'ping'>,
): Promise<Readiness> {
  const migrations = { expected: expected.count, applied: 0 };
  if (draining) return { ready: false, reason: 'The server is shutting down', migrations };
  let rows: Array<{ applied: number; newest: string | number | null }>;
  try {
    rows = resultRows(
      await db.execute(
        sql`SELECT count(*)::int AS applied, max(created_at) AS newest FROM drizzle.__drizzle_migrations`,
      ),
    );
  } catch {
    return { ready: false, reason: 'The database is not reachable or not migrated', migrations };
  }
  migrations.applied = Number(rows[0]?.applied ?? 0);
  const newest = Number(rows[0]?.newest ?? 0);
  if (newest < expected.when) {
    return { ready: false, reason: 'The database lacks migrations of this version', migrations };
  }
  try {
    await shared?.ping();
  } catch {
    return { ready: false, reason: 'The shared state (Redis) is not reachable', migrations };
  }
  return { ready: true, migrations };
}
