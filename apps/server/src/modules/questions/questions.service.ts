import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  stepTypeByKey,
  type ApplicationQuestion,
  type ApplicationQuestionAnswer,
  type ApplicationQuestionCreate,
  type ApplicationStepTypeKey,
  type AnswersViewed,
} from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { application, applicationQuestion, job, question, videoAnswer } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { assertBoardWrite, assertNotWithdrawn, type VisibleApplication } from '../board/board-access.js';
import { callerLang } from '../board/candidate.service.js';
import { writeSteps } from '../board/moves.service.js';
import { recordNoticeUpdate, stepIcon } from '../notices/notices.service.js';

const questionColumns = {
  id: applicationQuestion.id,
  applicationId: applicationQuestion.applicationId,
  questionId: applicationQuestion.questionId,
  text: applicationQuestion.text,
  askedByUserId: applicationQuestion.askedByUserId,
  answerText: applicationQuestion.answerText,
  videoAnswerId: applicationQuestion.videoAnswerId,
  answeredAt: applicationQuestion.answeredAt,
  viewedAt: applicationQuestion.viewedAt,
  createdAt: applicationQuestion.createdAt,
  updatedAt: applicationQuestion.updatedAt,
};

type QuestionRow = Pick<typeof applicationQuestion.$inferSelect, keyof typeof questionColumns>;

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** A question row as the API answers it (times as ISO strings). */
const asView = (row: QuestionRow): ApplicationQuestion => ({
  ...row,
  answeredAt: iso(row.answeredAt),
  viewedAt: iso(row.viewedAt),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

interface StepTarget {
  companyId: number;
  jobId: number;
  applicationId: number;
  candidateUserId: number;
}

/**
 * A Q&A step: the step row and a STEP notice for the job's team (all but the actor), and when
 * staff acted, one for the candidate too.
 */
async function writeQaStep(tx: Database, actor: Actor, target: StepTarget, key: ApplicationStepTypeKey) {
  await writeSteps(tx, actor, {
    companyId: target.companyId,
    jobId: target.jobId,
    applicationIds: [target.applicationId],
    key,
  });
  if (actor.userId === target.candidateUserId) return;
  const type = stepTypeByKey.get(key)!;
  await recordNoticeUpdate(tx, {
    companyId: target.companyId,
    itemClass: 'STEP',
    itemIds: [target.applicationId],
    jobId: target.jobId,
    fromUserId: actor.userId,
    message: type.name,
    updateIconId: stepIcon(type),
    recipients: { userIds: [target.candidateUserId] },
  });
}

const stepTarget = (app: VisibleApplication): StepTarget => ({
  companyId: app.companyId,
  jobId: app.jobId,
  applicationId: app.id,
  candidateUserId: app.userId,
});

/** The texts of catalogue questions in the asker's language; 400 naming any id that is not in the catalogue. */
async function catalogueTexts(db: Database, actor: Actor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const lang = await callerLang(db, actor);
  const rows = await db
    .select({ id: question.id, text: question.text, textEn: question.textEn })
    .from(question)
    .where(and(inArray(question.id, ids), isNull(question.deletedAt)));
  const texts = new Map(rows.map((r) => [r.id, lang === 'en' ? r.textEn : r.text]));
  const missing = ids.filter((id) => !texts.has(id));
  if (missing.length > 0) throw badRequest(`questions: no catalogue question ${missing.join(', ')}`);
  return texts;
}

/**
 * `POST /application-question`: staff who may write on the application's board send 1–20
 * questions (catalogue or own wording) — the rows, the qa-request step and its notices, in one
 * transaction.
 */
export async function sendQuestions(
  db: Database,
  actor: Actor,
  app: VisibleApplication,
  input: ApplicationQuestionCreate,
): Promise<ApplicationQuestion[]> {
  assertBoardWrite(actor, app.jobOwnerId);
  assertNotWithdrawn(app);
  const catalogueIds = input.questions.flatMap((q) => ('questionId' in q ? [q.questionId] : []));
  const texts = await catalogueTexts(db, actor, [...new Set(catalogueIds)]);
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(applicationQuestion)
      .values(
        input.questions.map((q) =>
          'questionId' in q
            ? {
                applicationId: app.id,
                questionId: q.questionId,
                text: texts.get(q.questionId)!,
                askedByUserId: actor.userId,
              }
            : { applicationId: app.id, questionId: null, text: q.text, askedByUserId: actor.userId },
        ),
      )
      .returning(questionColumns);
    await writeQaStep(tx, actor, stepTarget(app), 'qa-request');
    return rows.map(asView);
  });
}

/** A live video answer of the candidate, or 404 (someone else's does not exist for them). */
async function ownVideoAnswer(db: Database, actor: Actor, id: number): Promise<void> {
  const [row] = await db
    .select({ id: videoAnswer.id })
    .from(videoAnswer)
    .where(and(eq(videoAnswer.id, id), eq(videoAnswer.userId, actor.userId), isNull(videoAnswer.deletedAt)));
  if (!row) throw notFound(`video-answer ${id} not found`);
}

/** The candidate's answer to a question of an application they withdrew (409). */
export const ANSWER_AFTER_WITHDRAWAL =
  'The application is withdrawn: its questions can no longer be answered';

/**
 * `PATCH /application-question/{id}` by the candidate of the application: a written answer or one
 * of their video answers (an answer may change until a recruiter has read it: then 409). When
 * this answer leaves no question of the application open, the qa-sent step is written, once: the
 * application's row lock serialises the candidate's parallel answers, so only the last sees none open.
 */
export async function answerQuestion(
  db: Database,
  actor: Actor,
  id: number,
  input: ApplicationQuestionAnswer,
): Promise<ApplicationQuestion> {
  if ('videoAnswerId' in input) await ownVideoAnswer(db, actor, input.videoAnswerId);
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({
        applicationId: application.id,
        jobId: application.jobId,
        companyId: job.companyId,
        answeredAt: applicationQuestion.answeredAt,
        viewedAt: applicationQuestion.viewedAt,
        withdrawnAt: application.withdrawnAt,
      })
      .from(applicationQuestion)
      .innerJoin(application, eq(application.id, applicationQuestion.applicationId))
      .innerJoin(job, eq(job.id, application.jobId))
      .where(
        and(
          eq(applicationQuestion.id, id),
          isNull(applicationQuestion.deletedAt),
          eq(application.userId, actor.userId),
          isNull(application.deletedAt),
        ),
      )
      .for('update', { of: application });
    if (!target) throw notFound(`application-question ${id} not found`);
    if (target.withdrawnAt !== null) throw conflict(ANSWER_AFTER_WITHDRAWAL);
    if (target.viewedAt !== null) throw conflict('The answer has already been read and can no longer change');
    const [row] = await tx
      .update(applicationQuestion)
      .set({
        answerText: 'answerText' in input ? input.answerText : null,
        videoAnswerId: 'videoAnswerId' in input ? input.videoAnswerId : null,
        answeredAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(applicationQuestion.id, id))
      .returning(questionColumns);
    if (target.answeredAt === null) {
      const [open] = await tx
        .select({ n: count() })
        .from(applicationQuestion)
        .where(
          and(
            eq(applicationQuestion.applicationId, target.applicationId),
            isNull(applicationQuestion.answeredAt),
            isNull(applicationQuestion.deletedAt),
          ),
        );
      if (open!.n === 0) {
        await writeQaStep(tx, actor, { ...target, candidateUserId: actor.userId }, 'qa-sent');
      }
    }
    return asView(row!);
  });
}

/**
 * `PATCH /application-question/viewed/{applicationId}`: a recruiter read the answers. The answered
 * questions not read yet get viewedAt; if there were any, the qa-view step and its notices are
 * written (once per batch of new answers: a second read writes nothing, and of two recruiters
 * reading at once the row locks of the UPDATE let only one find them unread).
 */
export async function markAnswersViewed(
  db: Database,
  actor: Actor,
  app: VisibleApplication,
): Promise<AnswersViewed> {
  return db.transaction(async (tx) => {
    const read = await tx
      .update(applicationQuestion)
      .set({ viewedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(applicationQuestion.applicationId, app.id),
          isNotNull(applicationQuestion.answeredAt),
          isNull(applicationQuestion.viewedAt),
          isNull(applicationQuestion.deletedAt),
        ),
      )
      .returning({ id: applicationQuestion.id });
    if (read.length > 0) await writeQaStep(tx, actor, stepTarget(app), 'qa-view');
    return { viewed: read.length, stepWritten: read.length > 0 };
  });
}
