import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '../db/client.js';
import { backUp, type BackupSummary } from './backup.js';
import { OpsRefusal } from './ops-refusal.js';
import { restore, type RestoreSummary } from './restore.js';
import { installationInUse } from './schema-catalog.js';

/**
 * Copies an embedded installation's database into an empty PostgreSQL database: a backup of the one restored
 * into the other, through a temporary folder. Files and secrets stay where they are, in DATA_DIR, which the
 * installation keeps using; the embedded database is left untouched (a way back until it is removed).
 */
export async function moveToPostgres(options: {
  source: DatabaseHandle;
  target: DatabaseHandle;
}): Promise<{ backup: BackupSummary; restore: RestoreSummary }> {
  if (await installationInUse(options.target.db))
    throw new OpsRefusal('The PostgreSQL database is in use (it has users): move into a new, empty database');
  const dir = await mkdtemp(join(tmpdir(), 'hiring-move-'));
  try {
    const backup = await backUp({
      database: options.source,
      dataDir: dir,
      files: false,
      secrets: false,
      out: join(dir, 'backup'),
    });
    const restored = await restore({
      database: options.target,
      from: backup.dir,
      force: false,
      storage: null,
      secretsDir: null,
    });
    return { backup, restore: restored };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
