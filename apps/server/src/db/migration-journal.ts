import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The migrations drizzle-kit wrote (committed): what every database is migrated with. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** One migration of drizzle's journal: `when` (ms) is what drizzle stores as the applied row's `created_at`. */
export interface MigrationEntry {
  idx: number;
  tag: string;
  when: number;
}

/** The migrations this build carries, oldest first (drizzle's journal). */
export function buildMigrations(): MigrationEntry[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: MigrationEntry[];
  };
  return journal.entries;
}
