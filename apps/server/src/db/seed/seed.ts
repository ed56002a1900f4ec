import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { appMeta } from '../schema/index.js';
import type { FileStorage } from '../../modules/files/storage.js';
import { seedDemoFiles } from './demo-files.js';
import { DEMO_PASSWORD, seedDemoData, type DemoLogin } from './demo-seed.js';
import { seedReferenceData } from './reference-seed.js';

export interface SeedResult {
  demoLogins: DemoLogin[];
  demoPassword: string;
}

/**
 * Reference data on every start (cheap when unchanged); demo data on the first start only, with its
 * files (CVs, certificates, video introductions) when a storage is given.
 */
export async function seedDatabase(
  db: Database,
  options: { demo: boolean; storage?: FileStorage },
): Promise<SeedResult> {
  await seedReferenceData(db);
  if (!options.demo) return { demoLogins: [], demoPassword: DEMO_PASSWORD };
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo-logins'));
  if (done) return { demoLogins: JSON.parse(done.value) as DemoLogin[], demoPassword: DEMO_PASSWORD };
  const demoLogins = await seedDemoData(db);
  if (options.storage) await seedDemoFiles(db, options.storage);
  await db.insert(appMeta).values({ key: 'demo-logins', value: JSON.stringify(demoLogins) });
  // PGlite has no autovacuum to gather statistics; without them the planner ignores the indexes.
  await db.execute(sql`ANALYZE`);
  return { demoLogins, demoPassword: DEMO_PASSWORD };
}
