import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import './provided.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { seedReferenceData } from '../../apps/server/src/db/seed/reference-seed.js';
import { buildServerCopy } from '../../scripts/server-process.mjs';

/**
 * Once per browser-test run: an embedded database created (initdb), migrated and seeded with the
 * reference data, which every test file's server starts from as a copy (support/server.ts). Each
 * server still seeds the demo data itself at start, so its dates are as fresh as the test's clock.
 * Saves the 10–20 s that initdb and the migrations took for each of ~50 files. And the server, bundled
 * once into plain JavaScript as `npm start` runs it, instead of compiled by tsx at every start.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const server = await buildServerCopy('e2e');
  const dir = mkdtempSync(join(tmpdir(), 'hiring-e2e-template-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
  } finally {
    await database.close();
  }
  project.provide('e2eDataTemplate', dir);
  project.provide('e2eServerEntry', server.entry);
  return () => {
    rmSync(dir, { recursive: true, force: true });
    server.remove();
  };
}
