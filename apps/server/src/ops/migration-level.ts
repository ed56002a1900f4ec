import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from '../db/client.js';
import { buildMigrations, migrationsFolder } from '../db/migration-journal.js';
import { resultRows } from '../modules/search/result-rows.js';


/**
 * The newest migration applied to the database, by drizzle's record of it (`created_at` is the journal's
 * `when`); null when none is (a new, empty database). `tag` is null for a migration this build lacks.
 */
export async function appliedMigration(db: Database): Promise<{ when: number; tag: string | null } | null> {
  const [table] = resultRows<{ found: boolean }>(
    await db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`),
  );
  if (!table?.found) return null;
  const [newest] = resultRows<{ when: string | number | null }>(
    await db.execute(sql`SELECT max(created_at) AS "when" FROM drizzle.__drizzle_migrations`),
  );
  if (newest?.when === null || newest?.when === undefined) return null;
  const when = Number(newest.when);
  return { when, tag: buildMigrations().find((m) => m.when === when)?.tag ?? null };
}

/**
 * Migrates the database up to and including `tag`, not further: a backup is restored at its own level and the
 * later migrations then run over its rows, as they ran over every installation that upgraded (several of them
 * rewrite or add rows).
 */
export async function migrateUpTo(handle: DatabaseHandle, tag: string): Promise<void> {
  const all = buildMigrations();
  const count = all.findIndex((m) => m.tag === tag) + 1;
  if (count === 0) throw new Error(`No migration ${tag} in this build`);
  if (count === all.length) return handle.migrate();
  const folder = await mkdtemp(join(tmpdir(), 'hiring-migrations-'));
  try {
    const entries = all.slice(0, count);
    await mkdir(join(folder, 'meta'));
    await writeFile(
      join(folder, 'meta/_journal.json'),
      JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
    );
    for (const m of entries)
      await copyFile(join(migrationsFolder, `${m.tag}.sql`), join(folder, `${m.tag}.sql`));
    if (handle.kind === 'postgres') await migratePg(handle.db as never, { migrationsFolder: folder });
    else await migratePglite(handle.db as never, { migrationsFolder: folder });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
