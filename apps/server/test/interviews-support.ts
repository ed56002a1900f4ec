import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';
import { CompanyRoleId } from '@hiring/domain';
import { addMember, createApplication, createCandidate, createUser } from '../src/db/seed/factories.js';

/** Scheduling is off by default (spec 6): the interview tests switch it on. */
export const schedulingOn = { MODULE_DISABLE_SCHEDULING: 'false' } as const;

/** A meeting written straight into the table (times in the past, states the API would take steps to reach). */
export async function insertMeeting(db: Database, values: typeof t.meeting.$inferInsert) {
  const [row] = await db.insert(t.meeting).values(values).returning();
  return row!;
}

/** The interview steps of a meeting, oldest first, with the step type's key. */
export async function stepsOf(db: Database, meetingId: number) {
  return db
    .select({
      key: t.applicationStepType.key,
      style: t.applicationStepType.style,
      userId: t.applicationStep.userId,
      applicationId: t.applicationStep.applicationId,
    })
    .from(t.applicationStep)
    .innerJoin(t.applicationStepType, eq(t.applicationStepType.id, t.applicationStep.applicationStepTypeId))
    .where(eq(t.applicationStep.meetingId, meetingId))
    .orderBy(asc(t.applicationStep.id));
}

/** The STEP notices of an application, per recipient. */
export async function stepNoticesOf(db: Database, applicationId: number, recipients?: number[]) {
  return db
    .select({
      recipientUserId: t.noticeUpdate.recipientUserId,
      fromUserId: t.noticeUpdate.fromUserId,
      message: t.noticeUpdate.message,
      updateIconId: t.noticeUpdate.updateIconId,
    })
    .from(t.noticeUpdate)
    .where(
      and(
        eq(t.noticeUpdate.itemClass, 'STEP'),
        eq(t.noticeUpdate.itemId, applicationId),
        recipients ? inArray(t.noticeUpdate.recipientUserId, recipients) : undefined,
      ),
    )
    .orderBy(asc(t.noticeUpdate.id));
}

/** Another candidate who applied to a job (in its first column when one is given). */
export async function applicant(
  db: Database,
  jobId: number,
  firstname: string,
  jobApplicationStatusId?: number,
) {
  const candidate = await createCandidate(db, { firstname, lastname: 'Candidato' });
  const application = await createApplication(db, { jobId, userId: candidate.id, jobApplicationStatusId });
  return { candidate, application };
}

/** A recruiter (company role with board C) of a company. */
export async function recruiterOf(db: Database, companyId: number, firstname: string) {
  const recruiter = await createUser(db, { firstname, lastname: 'Alfa' });
  await addMember(db, { userId: recruiter.id, companyId, companyRoleId: CompanyRoleId.recruiter });
  return recruiter;
}
