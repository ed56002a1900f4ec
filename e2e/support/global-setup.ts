import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import './provided.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { seedReferenceData } from '../../apps/server/src/db/seed/reference-seed.js';

/**
 * Once per browser-test run: an embedded database created (initdb), migrated and seeded with the
 * reference data, which every test file's server starts from as a copy (support/server.ts). Each
 * server still seeds the demo data itself at start, so its dates are as fresh as the test's clock.
 * Saves the 10–20 s that initdb and the migrations took for each of ~50 files. (The servers run the
 * TypeScript with tsx: with the bundle npm start runs, messages.e2e's live-notice test failed after the
 * file's earlier tests — to be understood before the browser tests move to it.)
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'hiring-e2e-template-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
  } finally {
    await database.close();
  }
  project.provide('e2eDataTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
