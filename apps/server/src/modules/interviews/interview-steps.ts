import { stepTypeByKey, type ApplicationStepTypeKey } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { applicationStep } from '../../db/schema/index.js';
import { recordNoticeUpdate, stepIcon } from '../notices/notices.service.js';

/** The interview steps of spec 4 (request → accepted → confirmed → starting → completed, cancel, changes). */
export type InterviewStepKey = Extract<
  ApplicationStepTypeKey,
  | 'interview-request'
  | 'interview-accepted'
  | 'interview-confirmed'
  | 'interview-starting'
  | 'interview-completed'
  | 'interview-cancelled'
  | 'recruiter-change'
  | 'type-change'
  | 'date-change'
>;

/** What a step needs of its interview. */
export interface SteppedMeeting {
  id: number;
  companyId: number;
  applicationId: number;
  jobId: number;
  candidateUserId: number;
}

/**
 * One step of an interview: the `application_step` row pointing at the meeting, and the STEP notice
 * for the job's team (all but the actor) and, unless the candidate acted, for the candidate. A null
 * actor is the system (the scheduled reminders).
 */
export async function writeInterviewStep(
  tx: Database,
  meeting: SteppedMeeting,
  key: InterviewStepKey,
  actorUserId: number | null,
): Promise<void> {
  const type = stepTypeByKey.get(key)!;
  await tx.insert(applicationStep).values({
    applicationId: meeting.applicationId,
    applicationStepTypeId: type.id,
    userId: actorUserId,
    meetingId: meeting.id,
  });
  const notice = {
    companyId: meeting.companyId,
    itemClass: 'STEP' as const,
    itemIds: [meeting.applicationId],
    jobId: meeting.jobId,
    fromUserId: actorUserId,
    message: type.name,
    updateIconId: stepIcon(type),
  };
  await recordNoticeUpdate(tx, { ...notice, recipients: { jobTeam: true } });
  if (actorUserId !== meeting.candidateUserId) {
    await recordNoticeUpdate(tx, { ...notice, recipients: { userIds: [meeting.candidateUserId] } });
  }
}
