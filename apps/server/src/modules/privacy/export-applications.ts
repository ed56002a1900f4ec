import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { rowsByKey } from '../../db/row-buckets.js';
import * as t from '../../db/schema/index.js';
import { safeName, type FileShelf } from './export-files.js';

/** Who wrote or caused something, as the export names them: the candidate, or the company (never which staff member). */
const party = (candidateUserId: number, userId: number | null) =>
  userId === candidateUserId ? 'you' : userId === null ? 'system' : 'company';

const byApplication = <T extends { applicationId: number | null }>(rows: T[]) =>
  rowsByKey(rows, (row) => row.applicationId);

/**
 * The candidate's applications with what happened to them: the job and company, the column the
 * company keeps them in (by its name only), the steps, the profile and files as sent, the notes the
 * team wrote about them (text and date, not who), the questions with their answers, the interviews
 * and the video interviews recorded.
 */
export async function exportApplications(db: Database, userId: number, shelf: FileShelf) {
  const applications = await db
    .select({
      id: t.application.id,
      jobTitle: t.job.name,
      company: t.company.name,
      column: t.jobApplicationStatus.name,
      appliedAt: t.application.createdAt,
      updatedAt: t.application.updatedAt,
      viewedAt: t.application.viewedAt,
      withdrawnAt: t.application.withdrawnAt,
      policyVersion: t.application.policyVersion,
    })
    .from(t.application)
    .innerJoin(t.job, eq(t.job.id, t.application.jobId))
    .innerJoin(t.company, eq(t.company.id, t.job.companyId))
    .leftJoin(t.jobApplicationStatus, eq(t.jobApplicationStatus.id, t.application.jobApplicationStatusId))
    .where(and(eq(t.application.userId, userId), isNull(t.application.deletedAt)))
    .orderBy(asc(t.application.createdAt), asc(t.application.id));
  const ids = applications.map((a) => a.id);
  if (ids.length === 0) return [];
  const inApplications = (column: PgColumn) => inArray(column, ids);

  const [steps, notes, snapshots, snapshotCvs, snapshotCertificates, interviews, questions, meetings] =
    await Promise.all([
      db
        .select({
          applicationId: t.applicationStep.applicationId,
          key: t.applicationStepType.key,
          it: t.applicationStepType.name,
          en: t.applicationStepType.nameEn,
          userId: t.applicationStep.userId,
          note: t.applicationStep.note,
          at: t.applicationStep.createdAt,
        })
        .from(t.applicationStep)
        .innerJoin(
          t.applicationStepType,
          eq(t.applicationStepType.id, t.applicationStep.applicationStepTypeId),
        )
        .where(inApplications(t.applicationStep.applicationId))
        .orderBy(asc(t.applicationStep.createdAt), asc(t.applicationStep.id)),
      db
        .select({
          applicationId: t.applicationNote.applicationId,
          text: t.applicationNote.body,
          writtenAt: t.applicationNote.createdAt,
          updatedAt: t.applicationNote.updatedAt,
        })
        .from(t.applicationNote)
        .where(and(inApplications(t.applicationNote.applicationId), isNull(t.applicationNote.deletedAt)))
        .orderBy(asc(t.applicationNote.createdAt), asc(t.applicationNote.id)),
      db
        .select({
          applicationId: t.applicationUserDetail.applicationId,
          data: t.applicationUserDetail.data,
          sentAt: t.applicationUserDetail.createdAt,
          video: t.video,
        })
        .from(t.applicationUserDetail)
        .leftJoin(t.video, eq(t.video.id, t.applicationUserDetail.videoId))
        .where(inApplications(t.applicationUserDetail.applicationId)),
      db
        .select()
        .from(t.applicationUserCurriculum)
        .where(inApplications(t.applicationUserCurriculum.applicationId))
        .orderBy(asc(t.applicationUserCurriculum.id)),
      db
        .select()
        .from(t.applicationUserCertificate)
        .where(inApplications(t.applicationUserCertificate.applicationId))
        .orderBy(asc(t.applicationUserCertificate.id)),
      db
        .select({
          applicationId: t.videoInterview.applicationId,
          recordedAt: t.videoInterview.createdAt,
          video: t.video,
        })
        .from(t.videoInterview)
        .innerJoin(t.video, eq(t.video.id, t.videoInterview.videoId))
        .where(
          and(
            inApplications(t.videoInterview.applicationId),
            eq(t.videoInterview.userId, userId),
            isNull(t.videoInterview.deletedAt),
          ),
        )
        .orderBy(asc(t.videoInterview.id)),
      db
        .select({
          applicationId: t.applicationQuestion.applicationId,
          question: t.applicationQuestion.text,
          askedAt: t.applicationQuestion.createdAt,
          answerText: t.applicationQuestion.answerText,
          answeredAt: t.applicationQuestion.answeredAt,
          answer: t.videoAnswer,
        })
        .from(t.applicationQuestion)
        .leftJoin(
          t.videoAnswer,
          and(eq(t.videoAnswer.id, t.applicationQuestion.videoAnswerId), eq(t.videoAnswer.userId, userId)),
        )
        .where(
          and(inApplications(t.applicationQuestion.applicationId), isNull(t.applicationQuestion.deletedAt)),
        )
        .orderBy(asc(t.applicationQuestion.createdAt), asc(t.applicationQuestion.id)),
      db
        .select({
          applicationId: t.meeting.applicationId,
          it: t.meetingType.name,
          en: t.meetingType.nameEn,
          startsAt: t.meeting.startsAt,
          endsAt: t.meeting.endsAt,
          place: t.meeting.place,
          link: t.meeting.link,
          note: t.meeting.note,
          status: t.meeting.status,
          cancelledAt: t.meeting.cancelledAt,
          completedAt: t.meeting.completedAt,
        })
        .from(t.meeting)
        .innerJoin(t.meetingType, eq(t.meetingType.id, t.meeting.meetingTypeId))
        .where(
          and(
            eq(t.meeting.candidateUserId, userId),
            inApplications(t.meeting.applicationId),
            isNull(t.meeting.deletedAt),
          ),
        )
        .orderBy(asc(t.meeting.startsAt), asc(t.meeting.id)),
    ]);

  const [stepsOf, notesOf, snapshotOf, cvsOf, certificatesOf, interviewsOf, questionsOf, meetingsOf] = [
    byApplication(steps),
    byApplication(notes),
    byApplication(snapshots),
    byApplication(snapshotCvs),
    byApplication(snapshotCertificates),
    byApplication(interviews),
    byApplication(questions),
    byApplication(meetings),
  ];
  return applications.map((a) => {
    const folder = `applications/${a.id}`;
    const [snapshot] = snapshotOf(a.id);
    return {
      id: a.id,
      job: a.jobTitle,
      company: a.company,
      appliedAt: a.appliedAt,
      updatedAt: a.updatedAt,
      viewedByCompanyAt: a.viewedAt,
      withdrawnAt: a.withdrawnAt,
      // The column the company keeps the application in, by the name it gave it; null: not sorted yet.
      status: a.column,
      privacyPolicyVersion: a.policyVersion,
      steps: stepsOf(a.id).map((s) => ({
        step: s.key,
        name: { it: s.it, en: s.en },
        at: s.at,
        by: party(userId, s.userId),
        note: s.note,
      })),
      sent: {
        at: snapshot?.sentAt ?? null,
        profile: snapshot?.data ?? null,
        curricula: cvsOf(a.id).map((f) => shelf.add(folder, f, 'cv - ')),
        certificates: certificatesOf(a.id).map((c) => ({
          name: c.name,
          issuer: c.issuer,
          issuedOn: c.issuedOn,
          file: shelf.add(folder, c, 'certificate - '),
        })),
        videoIntroduction: snapshot?.video
          ? shelf.add(folder, snapshot.video, 'video introduction - ')
          : null,
      },
      videoInterviews: interviewsOf(a.id).map((v) => ({
        recordedAt: v.recordedAt,
        file: shelf.add(folder, v.video, 'video interview - '),
      })),
      notesAboutYou: notesOf(a.id).map(({ text, writtenAt, updatedAt }) => ({ text, writtenAt, updatedAt })),
      questions: questionsOf(a.id).map((q) => ({
        question: q.question,
        askedAt: q.askedAt,
        answer: q.answerText,
        answeredAt: q.answeredAt,
        videoAnswer: q.answer ? shelf.add('video-answers', q.answer) : null,
      })),
      interviews: meetingsOf(a.id).map(({ applicationId: _, it, en, ...m }) => ({ type: { it, en }, ...m })),
    };
  });
}

/** The candidate's chats: the company, the job, and every message with its side and attachment. */
export async function exportChats(db: Database, userId: number, shelf: FileShelf) {
  const chats = await db
    .select({ id: t.chat.id, company: t.company.name, job: t.job.name, startedAt: t.chat.createdAt })
    .from(t.chat)
    .innerJoin(t.company, eq(t.company.id, t.chat.companyId))
    .leftJoin(t.job, eq(t.job.id, t.chat.jobId))
    .where(and(eq(t.chat.candidateUserId, userId), isNull(t.chat.deletedAt)))
    .orderBy(asc(t.chat.createdAt), asc(t.chat.id));
  if (chats.length === 0) return [];
  const messages = await db
    .select()
    .from(t.message)
    .where(
      and(
        inArray(
          t.message.chatId,
          chats.map((c) => c.id),
        ),
        isNull(t.message.deletedAt),
      ),
    )
    .orderBy(asc(t.message.createdAt), asc(t.message.id));
  return chats.map((c) => ({
    company: c.company,
    job: c.job,
    startedAt: c.startedAt,
    messages: messages
      .filter((m) => m.chatId === c.id)
      .map((m) => ({
        // Staff are third parties: the candidate saw the company, so the export names the side only.
        from: m.senderUserId === userId ? 'you' : 'company',
        text: m.body,
        sentAt: m.createdAt,
        editedAt: m.updatedAt.getTime() === m.createdAt.getTime() ? null : m.updatedAt,
        readAt: m.readAt,
        attachment: m.attachmentKey
          ? shelf.add(`chats/${safeName(`${c.id} - ${c.company}`)}`, {
              fileKey: m.attachmentKey,
              fileName: m.attachmentName ?? 'attachment',
              mimeType: m.attachmentMimeType ?? 'application/octet-stream',
              size: m.attachmentSize ?? 0,
              createdAt: m.createdAt,
            })
          : null,
      })),
  }));
}

/** What an AI feature found about the candidate's videos or applications, per company that asked. */
export async function exportAiAnalyses(db: Database, userId: number) {
  const theirVideos = db.select({ id: t.video.id }).from(t.video).where(eq(t.video.userId, userId));
  const theirApplications = db
    .select({ id: t.application.id })
    .from(t.application)
    .where(eq(t.application.userId, userId));
  const rows = await db
    .select({
      company: t.company.name,
      kind: t.aiData.kind,
      applicationId: t.aiData.applicationId,
      provider: t.aiData.provider,
      model: t.aiData.model,
      lang: t.aiData.lang,
      result: t.aiData.result,
      createdAt: t.aiData.createdAt,
    })
    .from(t.aiData)
    .innerJoin(t.company, eq(t.company.id, t.aiData.companyId))
    .where(or(inArray(t.aiData.videoId, theirVideos), inArray(t.aiData.applicationId, theirApplications)))
    .orderBy(asc(t.aiData.createdAt), asc(t.aiData.id));
  return rows;
}
