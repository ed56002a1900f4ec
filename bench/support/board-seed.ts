import { CompanyRoleId, RoleId } from '@hiring/domain';
import * as t from '../../apps/server/src/db/schema/index.js';
import type { Database } from '../../apps/server/src/db/client.js';
import {
  addMember,
  createBoardColumns,
  createCompany,
  createJob,
  createUser,
} from '../../apps/server/src/db/seed/factories.js';
import { inChunks } from './bench-lanes.js';

/** The benches' company and its admin, who owns their jobs. */
export async function seedBenchCompany(db: Database): Promise<{ companyId: number; ownerId: number }> {
  const company = await createCompany(db, { name: 'Bench S.r.l.' });
  const owner = await createUser(db, { firstname: 'Bea', lastname: 'Bench' });
  await addMember(db, { userId: owner.id, companyId: company.id, companyRoleId: CompanyRoleId.companyAdmin });
  return { companyId: company.id, ownerId: owner.id };
}

/**
 * A published job of `companyId` owned by `ownerId`, with the default columns and `applications`
 * candidates (with profiles) applied: a sixth in the "new" list, the rest spread over the five
 * columns, half viewed, each with two steps (applied, then a message or a move).
 */
export async function seedBoardJob(
  db: Database,
  options: { companyId: number; ownerId: number; applications: number; name?: string },
): Promise<{ jobId: number }> {
  const job = await createJob(
    db,
    { companyId: options.companyId, userId: options.ownerId, name: options.name ?? 'Bench job' },
    'published',
  );
  const columns = await createBoardColumns(db, job.id);
  const stamp = Date.now().toString(36);
  const users = await inChunks(
    Array.from({ length: options.applications }, (_, i) => ({
      email: `cand-${stamp}-${i}@bench.test`,
      firstname: `Nome${i}`,
      lastname: `Cognome${i}`,
      roleId: RoleId.user,
      picture: i % 3 === 0 ? `https://cdn.example/p/${i}.png` : null,
    })),
    500,
    (chunk) => db.insert(t.user).values(chunk).returning({ id: t.user.id }),
  );
  await inChunks(
    users.map((u, i) => ({ userId: u.id, headline: `Sviluppatore ${i % 7 === 0 ? 'senior' : 'junior'}` })),
    500,
    (chunk) => db.insert(t.userDetail).values(chunk).returning({ id: t.userDetail.id }),
  );
  const apps = await inChunks(
    users.map((u, i) => ({
      jobId: job.id,
      userId: u.id,
      jobApplicationStatusId: i % 6 === 0 ? null : columns[i % 5]!.id,
      viewedAt: i % 2 === 0 ? new Date() : null,
    })),
    500,
    (chunk) => db.insert(t.application).values(chunk).returning({ id: t.application.id }),
  );
  await inChunks(
    apps.flatMap((a, i) => [
      { applicationId: a.id, applicationStepTypeId: 1, createdAt: new Date(Date.now() - 86_400_000) },
      { applicationId: a.id, applicationStepTypeId: i % 2 === 0 ? 4 : 3 },
    ]),
    500,
    (chunk) => db.insert(t.applicationStep).values(chunk).returning({ id: t.applicationStep.id }),
  );
  return { jobId: job.id };
}
