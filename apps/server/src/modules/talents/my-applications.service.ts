import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  candidateVisibleSteps,
  myApplicationState,
  myJobStatus,
  type MyApplication,
  type MyApplicationStep,
  type MyInterview,
  type StepStyle,
} from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { rowsByKey } from '../../db/row-buckets.js';
import {
  application,
  applicationQuestion,
  applicationStep,
  applicationStepType,
  chat,
  company,
  job,
  jobApplicationStatus,
  location,
  meeting,
  user,
} from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { chatsInScope } from '../chat/chat-scope.js';

/** What the candidate reads of their applications: nothing of the company's internals (docs/talents.md). */
const applicationColumns = {
  id: application.id,
  jobId: application.jobId,
  createdAt: application.createdAt,
  withdrawnAt: application.withdrawnAt,
  /** Only the special kind of the column (hired, rejected), never its name. */
  columnSpecial: jobApplicationStatus.special,
  title: job.name,
  publishedAt: job.publishedAt,
  suspendedAt: job.suspendedAt,
  archivedAt: job.archivedAt,
  importedAt: job.importedAt,
  jobDeletedAt: job.deletedAt,
  companyId: job.companyId,
  companyName: company.name,
  companyLogo: company.logo,
  town: location.name,
  province: location.province,
};

type ApplicationRow = Awaited<ReturnType<typeof applicationRows>>[number];

/** The caller's live applications (one when `id` is given), newest first. */
function applicationRows(db: Database, userId: number, id?: number) {
  return db
    .select(applicationColumns)
    .from(application)
    .innerJoin(job, eq(job.id, application.jobId))
    .innerJoin(company, eq(company.id, job.companyId))
    .leftJoin(location, eq(location.id, job.locationId))
    .leftJoin(jobApplicationStatus, eq(jobApplicationStatus.id, application.jobApplicationStatusId))
    .where(
      and(
        eq(application.userId, userId),
        isNull(application.deletedAt),
        id === undefined ? undefined : eq(application.id, id),
      ),
    )
    .orderBy(desc(application.createdAt), desc(application.id));
}

/** The steps a candidate sees (`candidateVisibleSteps`), oldest first, named in `lang`; no author, no note. */
async function visibleSteps(db: Database, ids: number[], lang: 'it' | 'en') {
  const rows = await db
    .select({
      applicationId: applicationStep.applicationId,
      key: applicationStepType.key,
      name: lang === 'en' ? applicationStepType.nameEn : applicationStepType.name,
      style: applicationStepType.style,
      createdAt: applicationStep.createdAt,
    })
    .from(applicationStep)
    .innerJoin(applicationStepType, eq(applicationStepType.id, applicationStep.applicationStepTypeId))
    .where(
      and(
        inArray(applicationStep.applicationId, ids),
        inArray(applicationStepType.key, [...candidateVisibleSteps]),
      ),
    )
    .orderBy(asc(applicationStep.createdAt), asc(applicationStep.id));
  return rowsByKey(rows, (r) => r.applicationId);
}

/** The candidate's interviews of these applications (never a recruiter's busy block), oldest first. */
async function interviews(db: Database, userId: number, ids: number[]) {
  const rows = await db
    .select({
      applicationId: meeting.applicationId,
      id: meeting.id,
      meetingTypeId: meeting.meetingTypeId,
      startsAt: meeting.startsAt,
      endsAt: meeting.endsAt,
      place: meeting.place,
      link: meeting.link,
      note: meeting.note,
      status: meeting.status,
    })
    .from(meeting)
    .where(
      and(
        inArray(meeting.applicationId, ids),
        eq(meeting.candidateUserId, userId),
        inArray(meeting.meetingTypeId, [1, 2]),
        isNull(meeting.deletedAt),
      ),
    )
    .orderBy(asc(meeting.startsAt), asc(meeting.id));
  return rowsByKey(rows, (r) => r.applicationId);
}

/** Questions still waiting for the candidate's answer, per application. */
async function openQuestionCounts(db: Database, ids: number[]) {
  const rows = await db
    .select({ applicationId: applicationQuestion.applicationId, n: sql<number>`count(*)::int` })
    .from(applicationQuestion)
    .where(
      and(
        inArray(applicationQuestion.applicationId, ids),
        isNull(applicationQuestion.answeredAt),
        isNull(applicationQuestion.deletedAt),
      ),
    )
    .groupBy(applicationQuestion.applicationId);
  return new Map(rows.map((r) => [r.applicationId, r.n]));
}

/**
 * The chat of each application, among the chats the candidate reaches (chat-scope.ts): the
 * company's newest about this job, else its newest about no job in particular.
 */
async function chatPicker(db: Database, actor: Actor, companyIds: number[]) {
  const rows = await db
    .select({ id: chat.id, companyId: chat.companyId, jobId: chat.jobId })
    .from(chat)
    .where(and(chatsInScope(db, actor), inArray(chat.companyId, companyIds)))
    .orderBy(desc(chat.id));
  // The company's chats with the candidate make one conversation (docs/chat.md): this job's, else the
  // general one, else the newest about another job, so an open conversation is never hidden.
  return (companyId: number, jobId: number): number | null =>
    (
      rows.find((c) => c.companyId === companyId && c.jobId === jobId) ??
      rows.find((c) => c.companyId === companyId && c.jobId === null) ??
      rows.find((c) => c.companyId === companyId)
    )?.id ?? null;
}

async function readerLang(db: Database, actor: Actor, lang: 'it' | 'en' | undefined): Promise<'it' | 'en'> {
  if (lang) return lang;
  const [me] = await db.select({ lang: user.lang }).from(user).where(eq(user.id, actor.userId));
  return me?.lang === 'en' ? 'en' : 'it';
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** `GET /talents/applications` (role 3): the caller's applications with what they may see of each. */
export async function listMyApplications(
  db: Database,
  actor: Actor,
  options: { lang?: 'it' | 'en' | undefined; id?: number } = {},
): Promise<MyApplication[]> {
  const rows = await applicationRows(db, actor.userId, options.id);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const companyIds = [...new Set(rows.map((r) => r.companyId))];
  const lang = await readerLang(db, actor, options.lang);
  const [stepsOf, interviewsOf, openQuestions, chatOf] = await Promise.all([
    visibleSteps(db, ids, lang),
    interviews(db, actor.userId, ids),
    openQuestionCounts(db, ids),
    chatPicker(db, actor, companyIds),
  ]);
  return rows.map((r) =>
    toMyApplication(r, {
      steps: stepsOf(r.id).map((s): MyApplicationStep => ({
        key: s.key,
        name: s.name,
        style: s.style as StepStyle,
        createdAt: s.createdAt.toISOString(),
      })),
      interviews: interviewsOf(r.id).map((m): MyInterview => ({
        id: m.id,
        meetingTypeId: m.meetingTypeId as MyInterview['meetingTypeId'],
        startsAt: m.startsAt.toISOString(),
        endsAt: m.endsAt.toISOString(),
        place: m.place,
        link: m.link,
        note: m.note,
        status: m.status as MyInterview['status'],
      })),
      openQuestions: openQuestions.get(r.id) ?? 0,
      chatId: chatOf(r.companyId, r.jobId),
    }),
  );
}

function toMyApplication(
  r: ApplicationRow,
  parts: Pick<MyApplication, 'steps' | 'interviews' | 'openQuestions' | 'chatId'>,
): MyApplication {
  const status = myJobStatus({ ...r, deletedAt: r.jobDeletedAt });
  return {
    id: r.id,
    jobId: r.jobId,
    job: {
      title: r.title,
      companyName: r.companyName,
      companyLogo: r.companyLogo,
      location: r.town === null ? null : `${r.town} (${r.province})`,
      status,
    },
    createdAt: r.createdAt.toISOString(),
    withdrawnAt: iso(r.withdrawnAt),
    state: myApplicationState({
      withdrawnAt: r.withdrawnAt,
      columnSpecial: r.columnSpecial,
      jobStatus: status,
    }),
    ...parts,
  };
}

/** `GET /talents/applications/{id}`: one of the caller's applications; anyone else's is unknown (404). */
export async function readMyApplication(
  db: Database,
  actor: Actor,
  id: number,
  lang?: 'it' | 'en',
): Promise<MyApplication> {
  const [found] = await listMyApplications(db, actor, { lang, id });
  if (!found) throw notFound(`application ${id} not found`);
  return found;
}
