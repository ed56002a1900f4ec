import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { intArray } from '../../db/int-array.js';
import * as t from '../../db/schema/index.js';
import { createTombstone, scrubbedSnapshot } from './tombstone.js';

export interface AnonymiseCompanyCandidateInput {
  companyId: number;
  candidateUserId: number;
  /** retention: the company's records move to a fresh tombstone; erasure: the caller anonymises the user row. */
  mode: 'retention' | 'erasure';
  now: Date;
}

export interface AnonymiseCompanyCandidateResult {
  /** Rows removed or anonymised, per table. */
  counts: Record<string, number>;
  /** Storage keys the removed rows held: give them to removeFreedFiles after the commit. */
  fileKeys: string[];
  /** The tombstone the records now point at (retention), or null (erasure). */
  tombstoneUserId: number | null;
}

/**
 * Removes or anonymises everything company `companyId` holds about candidate `candidateUserId`
 * (docs/privacy.md), in the caller's transaction:
 * - applications to the company's jobs: kept (the board's counts and history hold) and marked
 *   `anonymisedAt`; the profile as sent is emptied, its CV and certificate copies removed, the steps'
 *   free text and the Q&A answers cleared; notes, AI analyses and video interviews removed;
 * - meetings lose their note and link, chats keep their messages' rows with text and attachments emptied;
 * - invitations, saved profiles and notices about the candidate are removed; journal entries naming
 *   the candidate's id point at the tombstone.
 * With `retention`, every record that pointed at the candidate points at a fresh tombstone user
 * (consents included: kept as proof); the candidate's account and other companies' records are not
 * touched. With `erasure`, nothing is re-pointed: the caller anonymises the user row itself.
 * The board's version is bumped for every job touched, so its cache shows the change.
 */
export async function anonymiseCompanyCandidate(
  tx: Database,
  input: AnonymiseCompanyCandidateInput,
): Promise<AnonymiseCompanyCandidateResult> {
  const { companyId, candidateUserId: candidate, now } = input;
  const counts: Record<string, number> = {};
  const count = (table: string, n: number) => {
    if (n > 0) counts[table] = (counts[table] ?? 0) + n;
  };
  const fileKeys = new Set<string>();

  const companyJobs = tx.select({ id: t.job.id }).from(t.job).where(eq(t.job.companyId, companyId));
  const apps = await tx
    .select({ id: t.application.id, jobId: t.application.jobId })
    .from(t.application)
    .where(and(eq(t.application.userId, candidate), inArray(t.application.jobId, companyJobs)));
  const appIds = apps.map((a) => a.id);
  const chats = await tx
    .select({ id: t.chat.id })
    .from(t.chat)
    .where(and(eq(t.chat.companyId, companyId), eq(t.chat.candidateUserId, candidate)));
  const chatIds = chats.map((c) => c.id);

  const tombstone = input.mode === 'retention' ? await createTombstone(tx, now) : null;
  const target = tombstone ?? candidate;

  if (appIds.length > 0) {
    // The profile as sent: emptied; the introduction video it held is freed (unless still live).
    const introVideos = await tx
      .select({ key: t.video.fileKey })
      .from(t.video)
      .innerJoin(t.applicationUserDetail, eq(t.applicationUserDetail.videoId, t.video.id))
      .where(inArray(t.applicationUserDetail.applicationId, appIds));
    for (const v of introVideos) fileKeys.add(v.key);
    const details = await tx
      .update(t.applicationUserDetail)
      .set({ data: scrubbedSnapshot(target), videoId: null })
      .where(inArray(t.applicationUserDetail.applicationId, appIds))
      .returning({ id: t.applicationUserDetail.id });
    count('application_user_detail', details.length);

    for (const table of [t.applicationUserCurriculum, t.applicationUserCertificate]) {
      const gone = await tx
        .delete(table)
        .where(inArray(table.applicationId, appIds))
        .returning({ key: table.fileKey });
      count(
        table === t.applicationUserCurriculum
          ? 'application_user_curriculum'
          : 'application_user_certificate',
        gone.length,
      );
      for (const g of gone) fileKeys.add(g.key);
    }

    const steps = await tx
      .update(t.applicationStep)
      .set({
        note: null,
        userId: sql`case when ${t.applicationStep.userId} = ${candidate} then ${target}::int else ${t.applicationStep.userId} end`,
      })
      .where(
        and(
          inArray(t.applicationStep.applicationId, appIds),
          or(isNotNull(t.applicationStep.note), eq(t.applicationStep.userId, candidate)),
        ),
      )
      .returning({ id: t.applicationStep.id });
    count('application_step', steps.length);

    const notes = await tx
      .delete(t.applicationNote)
      .where(inArray(t.applicationNote.applicationId, appIds))
      .returning({ id: t.applicationNote.id });
    count('application_note', notes.length);

    // Answers: the text goes; a video answer stays in the candidate's own library, only the link goes.
    const questions = await tx
      .update(t.applicationQuestion)
      .set({ answerText: null, videoAnswerId: null })
      .where(
        and(
          inArray(t.applicationQuestion.applicationId, appIds),
          or(isNotNull(t.applicationQuestion.answerText), isNotNull(t.applicationQuestion.videoAnswerId)),
        ),
      )
      .returning({ id: t.applicationQuestion.id });
    count('application_question', questions.length);

    const interviews = await tx
      .delete(t.videoInterview)
      .where(inArray(t.videoInterview.applicationId, appIds))
      .returning({ videoId: t.videoInterview.videoId });
    count('video_interview', interviews.length);
    const interviewVideoIds = interviews.map((v) => v.videoId);
    if (interviewVideoIds.length > 0) {
      const videos = await tx
        .select({ key: t.video.fileKey })
        .from(t.video)
        .where(inArray(t.video.id, interviewVideoIds));
      for (const v of videos) fileKeys.add(v.key);
    }

    const analyses = await tx
      .delete(t.aiData)
      .where(
        and(
          eq(t.aiData.companyId, companyId),
          or(
            inArray(t.aiData.applicationId, appIds),
            interviewVideoIds.length > 0 ? inArray(t.aiData.videoId, interviewVideoIds) : undefined,
          ),
        ),
      )
      .returning({ id: t.aiData.id });
    count('ai_data', analyses.length);

    const applications = await tx
      .update(t.application)
      .set({ userId: target, anonymisedAt: now })
      .where(inArray(t.application.id, appIds))
      .returning({ id: t.application.id });
    count('application', applications.length);
  }

  const meetings = await tx
    .update(t.meeting)
    .set({ candidateUserId: target, note: null, link: null })
    .where(
      and(
        eq(t.meeting.companyId, companyId),
        or(
          eq(t.meeting.candidateUserId, candidate),
          appIds.length > 0 ? inArray(t.meeting.applicationId, appIds) : undefined,
        ),
      ),
    )
    .returning({ id: t.meeting.id });
  count('meeting', meetings.length);

  if (chatIds.length > 0) {
    const attachments = await tx
      .select({ key: t.message.attachmentKey })
      .from(t.message)
      .where(and(inArray(t.message.chatId, chatIds), isNotNull(t.message.attachmentKey)));
    for (const a of attachments) fileKeys.add(a.key!);
    const messages = await tx
      .update(t.message)
      .set({
        body: '',
        attachmentKey: null,
        attachmentName: null,
        attachmentMimeType: null,
        attachmentSize: null,
        senderUserId: sql`case when ${t.message.senderUserId} = ${candidate} then ${target}::int else ${t.message.senderUserId} end`,
      })
      .where(inArray(t.message.chatId, chatIds))
      .returning({ id: t.message.id });
    count('message', messages.length);
    const updated = await tx
      .update(t.chat)
      .set({ candidateUserId: target })
      .where(inArray(t.chat.id, chatIds))
      .returning({ id: t.chat.id });
    count('chat', updated.length);
  }

  const invitations = await tx
    .delete(t.jobInvitation)
    .where(and(eq(t.jobInvitation.userId, candidate), inArray(t.jobInvitation.jobId, companyJobs)))
    .returning({ id: t.jobInvitation.id });
  count('job_invitation', invitations.length);

  const saved = await tx
    .delete(t.savedUser)
    .where(and(eq(t.savedUser.companyId, companyId), eq(t.savedUser.savedUserId, candidate)))
    .returning({ id: t.savedUser.id });
  count('saved_user', saved.length);

  const notices = await tx
    .delete(t.noticeUpdate)
    .where(
      and(
        eq(t.noticeUpdate.companyId, companyId),
        or(
          eq(t.noticeUpdate.fromUserId, candidate),
          appIds.length > 0 ? inArray(t.noticeUpdate.applicationId, appIds) : undefined,
          chatIds.length > 0
            ? and(eq(t.noticeUpdate.itemClass, 'CHAT'), inArray(t.noticeUpdate.itemId, chatIds))
            : undefined,
        ),
      ),
    )
    .returning({ id: t.noticeUpdate.id });
  count('notice_update', notices.length);

  // The journal keeps what happened; the candidate's id (as the actor, or in the data) becomes the
  // tombstone's. With erasure the id already stands for the anonymised user.
  if (tombstone !== null) {
    const events = await tx
      .update(t.jobEvent)
      .set({
        userId: sql`case when ${t.jobEvent.userId} = ${candidate} then ${target}::int else ${t.jobEvent.userId} end`,
        actorUserId: sql`case when ${t.jobEvent.actorUserId} = ${candidate} then ${target}::int else ${t.jobEvent.actorUserId} end`,
        data: sql`case when ${t.jobEvent.data}->>'userId' = ${String(candidate)}
        then jsonb_set(${t.jobEvent.data}, '{userId}', to_jsonb(${target}::int)) else ${t.jobEvent.data} end`,
      })
      .where(
        and(
          inArray(t.jobEvent.jobId, companyJobs),
          or(
            eq(t.jobEvent.userId, candidate),
            eq(t.jobEvent.actorUserId, candidate),
            sql`${t.jobEvent.data}->>'userId' = ${String(candidate)}`,
          ),
        ),
      )
      .returning({ id: t.jobEvent.id });
    count('job_event', events.length);
  }

  // Consents stay as the proof the law asks for; with retention they follow the records to the tombstone.
  if (tombstone !== null) {
    const consents = await tx
      .update(t.consent)
      .set({ userId: tombstone })
      .where(
        and(
          eq(t.consent.userId, candidate),
          or(
            eq(t.consent.companyId, companyId),
            appIds.length > 0 ? inArray(t.consent.applicationId, appIds) : undefined,
          ),
        ),
      )
      .returning({ id: t.consent.id });
    count('consent', consents.length);
  }

  // In erasure mode the application rows keep their user, so no trigger fires: bump the boards here.
  const jobIds = [...new Set(apps.map((a) => a.jobId))];
  if (jobIds.length > 0) await tx.execute(sql`select board_version_bump(${intArray(jobIds)})`);

  return { counts, fileKeys: [...fileKeys], tombstoneUserId: tombstone };
}
