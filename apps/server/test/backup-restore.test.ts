import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type Cluster } from '../../../scripts/pg-cluster.mjs';
import type { DatabaseHandle } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';
import { seedDatabase } from '../src/db/seed/seed.js';
import { openThrowawayDatabase } from '../src/db/throwaway-database.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { configuredStorage, localDiskStorage, readStoredBytes } from '../src/modules/files/storage.js';
import { MANIFEST_FILE, writeManifest } from '../src/ops/backup-manifest.js';
import { backUp, type BackupSummary } from '../src/ops/backup.js';
import { buildMigrations } from '../src/db/migration-journal.js';
import { appliedMigration, migrateUpTo } from '../src/ops/migration-level.js';
import { moveToPostgres } from '../src/ops/move-to-postgres.js';
import { OpsRefusal } from '../src/ops/ops-refusal.js';
import { restore } from '../src/ops/restore.js';
import {
  appOn,
  demoIds,
  readViews,
  tableFingerprints,
  tempDir,
  type DemoIds,
} from './backup-restore-support.js';

/**
 * npm run db:backup / db:restore / db:move-to-postgres (src/ops): the demo data backed up, restored into a new
 * database and read through the API as before. On the PGlite lane the databases are PGlite; on the PostgreSQL
 * lane (TEST_DATABASE_URL) new databases on that server, and PGlite where a test moves between the two.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const lane = serverUrl ? 'PostgreSQL' : 'PGlite';
const cleanup: Array<() => unknown> = [];
/** A new, empty database on the lane's server, on the server `url` names, or (null) in PGlite. */
const fresh = async (prefix: string, url: string | null = serverUrl ?? null): Promise<DatabaseHandle> => {
  const database = await openThrowawayDatabase({ serverUrl: url ?? undefined, prefix, poolSize: 4 });
  cleanup.push(() => database.dispose());
  return database.handle;
};
const dir = (prefix: string) => {
  const made = tempDir(prefix);
  cleanup.push(() => rmSync(made, { recursive: true, force: true }));
  return made;
};
const serve = async (database: DatabaseHandle, dataDir: string) => {
  const { app } = await appOn(database, dataDir);
  cleanup.push(() => app.close());
  return app;
};
const restoreInto = (database: DatabaseHandle, from: string, dataDir: string, force = false) =>
  restore({
    database,
    from,
    force,
    storage: localDiskStorage(join(dataDir, 'files')),
    secretsDir: dataDir,
  });

/** A restore reads and writes every table: seconds on a quiet machine, more on a busy one. */
const HEAVY_MS = 180_000;

describe(`backup and restore (${lane})`, () => {
  let ids: DemoIds;
  let tokens: { giulia: string; admin: string };
  let before: Record<string, unknown>;
  /** The source's rows as the backup read them. */
  let backedUp: Record<string, string>;
  let backup: BackupSummary;
  let signedCv: string;
  let cvBytes: Buffer;
  let target: DatabaseHandle;
  let targetApp: FastifyInstance;
  let cluster: Cluster | null | undefined;

  beforeAll(async () => {
    const sourceDir = dir('backup-source');
    const source = await fresh('backup_source');
    await source.migrate();
    const { app, config } = await appOn(source, sourceDir);
    cleanup.push(() => app.close());
    const storage = configuredStorage(config);
    await seedDatabase(source.db, { demo: true, storage });
    ids = await demoIds(source.db);
    const session = async (userId: number) =>
      (await startSession({ db: source.db, config, userId })).accessToken;
    tokens = { giulia: await session(ids.giulia), admin: await session(ids.admin) };
    // A download link handed out before the backup: the restored installation must honour it.
    signedCv = await storage.signedUrl(ids.cvKey, {
      expiresInSeconds: 3600,
      fileName: 'cv.pdf',
      mimeType: 'application/pdf',
      disposition: 'attachment',
    });
    cvBytes = await readStoredBytes(storage, ids.cvKey);
    before = await readViews(app, ids, tokens);
    backup = await backUp({
      database: source,
      dataDir: sourceDir,
      files: true,
      secrets: true,
      out: join(dir('backup-out'), 'demo'),
    });
    backedUp = await tableFingerprints(source.db);
    console.info(
      `${lane}: backup of the demo: ${backup.rows} rows, ${backup.manifest.files?.count} files, ${(backup.bytes / 1024).toFixed(0)} KB in ${backup.seconds.toFixed(2)} s`,
    );
  }, 180_000);

  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
    await cluster?.stop();
  });

  it('writes a manifest of the tables, the migration, the files and the secrets', () => {
    const { manifest } = backup;
    expect(manifest).toMatchObject({ formatVersion: 1, database: serverUrl ? 'postgres' : 'pglite' });
    expect(manifest.migration.tag).toBe(buildMigrations().at(-1)!.tag);
    expect(manifest.tables.find((table) => table.name === 'user')!.rows).toBeGreaterThan(60);
    expect(manifest.files!.count).toBeGreaterThanOrEqual(15);
    expect(manifest.secrets).toEqual(['files-secret']);
  });

  it('restores into a new, empty database: the API shows the same, sessions and signed links still work', async () => {
    const targetDir = dir('backup-target');
    target = await fresh('backup_target');
    const restored = await restoreInto(target, backup.dir, targetDir);
    console.info(`${lane}: restore of the demo: ${restored.rows} rows in ${restored.seconds.toFixed(2)} s`);
    expect(restored.rows).toBe(backup.rows);
    expect(restored.files).toEqual({
      count: backup.manifest.files!.count,
      bytes: backup.manifest.files!.bytes,
    });
    expect(await tableFingerprints(target.db)).toEqual(backedUp);
    targetApp = await serve(target, targetDir);
    expect(await readViews(targetApp, ids, tokens)).toEqual(before);
    const download = await targetApp.inject({ method: 'GET', url: signedCv });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(cvBytes)).toBe(true);
  }, HEAVY_MS);

  it('gives a row written after the restore a new id (the sequences are where the rows are)', async () => {
    const [highest] = await target.db.select({ id: max(t.message.id) }).from(t.message);
    const [chat] = await target.db.select().from(t.chat).limit(1);
    const [written] = await target.db
      .insert(t.message)
      .values({ chatId: chat!.id, senderUserId: chat!.userId, body: 'after the restore' })
      .returning({ id: t.message.id });
    expect(written!.id).toBeGreaterThan(highest!.id!);
  });

  it('refuses a target in use and leaves it as it was; --force replaces its contents', async () => {
    const messages = async () => (await target.db.select({ n: count() }).from(t.message))[0]!.n;
    const withExtra = await messages();
    const targetDir = dir('backup-forced');
    await expect(restoreInto(target, backup.dir, targetDir)).rejects.toThrow(
      new OpsRefusal(
        'The target database is in use (it has users): restore into a new, empty database, or add --force to replace its contents',
      ),
    );
    expect(await messages()).toBe(withExtra);
    await restoreInto(target, backup.dir, targetDir, true);
    expect(await messages()).toBe(withExtra - 1);
    expect(await readViews(targetApp, ids, tokens)).toEqual(before);
  }, HEAVY_MS);

  it('refuses a backup from a newer version, and a target past the backup’s migration', async () => {
    const newer = dir('backup-newer');
    const future = { tag: '9999_future', when: buildMigrations().at(-1)!.when + 1 };
    await writeManifest(newer, { ...backup.manifest, appVersion: '9.0.0', migration: future });
    const level = await appliedMigration(target.db);
    await expect(restoreInto(target, newer, dir('backup-refused'), true)).rejects.toThrow(
      /^The backup was made by a newer version \(9\.0\.0, migration 9999_future\): upgrade this installation first$/,
    );
    expect(await appliedMigration(target.db)).toEqual(level);

    const older = dir('backup-older');
    const first = buildMigrations()[0]!;
    await writeManifest(older, { ...backup.manifest, migration: { tag: first.tag, when: first.when } });
    await expect(restoreInto(target, older, dir('backup-refused'), true)).rejects.toThrow(
      /newer than the backup's 0000_init: restore into a new, empty database$/,
    );
  });

  it('restores a backup of an older version at its own migration level, then migrates it', async () => {
    const migrations = buildMigrations();
    // Before the migrations that add the tiers' price lists' and the video statuses' rows... and after them.
    const level = migrations.find((m) => m.tag.startsWith('0014_'))!;
    const old = await fresh('backup_old');
    await migrateUpTo(old, level.tag);
    const oldBackup = await backUp({
      database: old,
      dataDir: dir('backup-old-data'),
      files: false,
      secrets: false,
      out: join(dir('backup-old'), 'old'),
    });
    expect(oldBackup.manifest.migration.tag).toBe(level.tag);
    const upgraded = await fresh('backup_upgraded');
    await restoreInto(upgraded, oldBackup.dir, dir('backup-upgraded'));
    expect((await appliedMigration(upgraded.db))?.tag).toBe(migrations.at(-1)!.tag);
    // The rows the early migrations wrote came from the backup, once: the target's own were replaced.
    expect((await upgraded.db.select({ n: count() }).from(t.tier))[0]!.n).toBe(3);
  }, HEAVY_MS);

  it('moves an embedded installation into an empty PostgreSQL database (npm run db:move-to-postgres)', async (ctx) => {
    cluster = serverUrl ? undefined : await startPostgres();
    const url = serverUrl ?? cluster?.url;
    if (!url) return ctx.skip('no PostgreSQL server binaries (initdb, pg_ctl) on this machine');
    // The embedded installation: the restored demo on the PGlite lane; on the PostgreSQL lane the backup
    // restored into PGlite first (the other direction).
    let embedded = target;
    if (serverUrl) {
      embedded = await fresh('backup_embedded', null);
      await restoreInto(embedded, backup.dir, dir('backup-embedded'));
    }
    const postgres = await fresh('backup_moved', url);
    const rows = await tableFingerprints(embedded.db);
    const moved = await moveToPostgres({ source: embedded, target: postgres });
    expect(await tableFingerprints(postgres.db)).toEqual(rows);
    console.info(
      `${lane}: move to PostgreSQL: ${moved.restore.rows} rows in ${(moved.backup.seconds + moved.restore.seconds).toFixed(2)} s`,
    );
    expect(await readViews(await serve(postgres, dir('backup-moved')), ids, tokens)).toEqual(before);
    await expect(moveToPostgres({ source: embedded, target: postgres })).rejects.toThrow(
      new OpsRefusal('The PostgreSQL database is in use (it has users): move into a new, empty database'),
    );
  }, HEAVY_MS);

  it('refuses a folder that is not a backup', async () => {
    const notBackup = dir('backup-none');
    mkdirSync(join(notBackup, 'tables'));
    writeFileSync(join(notBackup, 'README'), 'not a backup');
    await expect(restoreInto(target, notBackup, notBackup)).rejects.toThrow(
      `${notBackup} is not a backup: it has no ${MANIFEST_FILE}`,
    );
  });
});
