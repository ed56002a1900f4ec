import { CompanyRoleId, RoleId, type PermissionMap } from '@hiring/domain';
import type { Database } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';
import {
  addMember,
  createApplication,
  createBoardColumns,
  createCandidate,
  createCompany,
  createJob,
  createUser,
} from '../src/db/seed/factories.js';

/** A member of a company under a role of its own, e.g. U only for candidates. */
export async function memberWithRole(
  db: Database,
  companyId: number,
  roles: PermissionMap,
  firstname: string,
) {
  const [role] = await db
    .insert(t.companyRole)
    .values({ name: `Ruolo ${firstname}`, nameEn: `Role ${firstname}`, companyId, roles })
    .returning();
  const member = await createUser(db, { firstname, lastname: 'Alfa' });
  await addMember(db, { userId: member.id, companyId, companyRoleId: role!.id });
  return member;
}

/**
 * Two companies side by side, so every test can check that one never reaches the other:
 * A has an admin (letters C), a hiring assistant (letters U only); B has an admin.
 */
export async function twoCompanies(db: Database) {
  const companyA = await createCompany(db, { name: 'Alfa S.r.l.' });
  const companyB = await createCompany(db, { name: 'Beta S.p.A.' });
  const adminA = await createUser(db, { firstname: 'Anna', lastname: 'Alfa' });
  const assistantA = await createUser(db, { firstname: 'Aldo', lastname: 'Alfa' });
  const adminB = await createUser(db, { firstname: 'Bruno', lastname: 'Beta' });
  const loner = await createUser(db, { firstname: 'Lia', lastname: 'Sola' });
  await addMember(db, {
    userId: adminA.id,
    companyId: companyA.id,
    companyRoleId: CompanyRoleId.companyAdmin,
  });
  await addMember(db, {
    userId: assistantA.id,
    companyId: companyA.id,
    companyRoleId: CompanyRoleId.hiringAssistant,
  });
  await addMember(db, {
    userId: adminB.id,
    companyId: companyB.id,
    companyRoleId: CompanyRoleId.companyAdmin,
  });

  const jobA1 = await createJob(
    db,
    { companyId: companyA.id, userId: adminA.id, name: 'Alfa backend developer' },
    'published',
  );
  const jobA2 = await createJob(db, { companyId: companyA.id, userId: assistantA.id, name: 'Alfa designer' });
  const jobB1 = await createJob(
    db,
    { companyId: companyB.id, userId: adminB.id, name: 'Beta secret job' },
    'published',
  );
  const columnsA1 = await createBoardColumns(db, jobA1.id);
  const columnsB1 = await createBoardColumns(db, jobB1.id);
  const candidate = await createCandidate(db, {
    firstname: 'Carla',
    lastname: 'Candidata',
    roleId: RoleId.user,
  });
  const applicationA = await createApplication(db, {
    jobId: jobA1.id,
    userId: candidate.id,
    jobApplicationStatusId: columnsA1[0]!.id,
  });
  const applicationB = await createApplication(db, {
    jobId: jobB1.id,
    userId: candidate.id,
    jobApplicationStatusId: columnsB1[0]!.id,
  });
  return {
    companyA,
    companyB,
    adminA,
    assistantA,
    adminB,
    loner,
    jobA1,
    jobA2,
    jobB1,
    columnsA1,
    columnsB1,
    candidate,
    applicationA,
    applicationB,
  };
}
