import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { videoStatuses, type ApplicationFiles } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

const statusKey = (id: number) => videoStatuses.find((s) => s.id === id)?.key ?? 'uploaded';

const videoColumns = {
  videoId: t.video.id,
  videoStatusId: t.video.videoStatusId,
  durationMs: t.video.durationMs,
};

type VideoRow = { videoId: number; videoStatusId: number; durationMs: number | null; createdAt: Date };

const videoItem = (
  kind: ApplicationFiles['videos'][number]['kind'],
  row: VideoRow,
  title: string | null = null,
  applicationQuestionId: number | null = null,
): ApplicationFiles['videos'][number] => ({
  videoId: row.videoId,
  kind,
  title,
  applicationQuestionId,
  status: statusKey(row.videoStatusId),
  durationSeconds: row.durationMs === null ? null : row.durationMs / 1000,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The files of an application as the candidate sent them: the CVs and certificates of the snapshot,
 * the video introduction as it was when they applied, the application's video interviews and the
 * videos answering its questions. The caller has checked that the application is visible.
 */
export async function applicationFiles(db: Database, applicationId: number): Promise<ApplicationFiles> {
  const [curricula, certificates, introduction, interviews, answers] = await Promise.all([
    db
      .select()
      .from(t.applicationUserCurriculum)
      .where(eq(t.applicationUserCurriculum.applicationId, applicationId))
      .orderBy(asc(t.applicationUserCurriculum.createdAt), asc(t.applicationUserCurriculum.id)),
    db
      .select()
      .from(t.applicationUserCertificate)
      .where(eq(t.applicationUserCertificate.applicationId, applicationId))
      .orderBy(asc(t.applicationUserCertificate.id)),
    db
      .select({ ...videoColumns, createdAt: t.video.createdAt })
      .from(t.applicationUserDetail)
      .innerJoin(t.video, eq(t.video.id, t.applicationUserDetail.videoId))
      .where(eq(t.applicationUserDetail.applicationId, applicationId)),
    db
      .select({ ...videoColumns, createdAt: t.videoInterview.createdAt })
      .from(t.videoInterview)
      .innerJoin(t.video, eq(t.video.id, t.videoInterview.videoId))
      .where(and(eq(t.videoInterview.applicationId, applicationId), isNull(t.videoInterview.deletedAt)))
      .orderBy(asc(t.videoInterview.id)),
    db
      .select({
        ...videoColumns,
        createdAt: t.applicationQuestion.answeredAt,
        title: t.applicationQuestion.text,
        applicationQuestionId: t.applicationQuestion.id,
      })
      .from(t.applicationQuestion)
      .innerJoin(t.videoAnswer, eq(t.videoAnswer.id, t.applicationQuestion.videoAnswerId))
      .innerJoin(t.video, eq(t.video.id, t.videoAnswer.videoId))
      .where(
        and(
          eq(t.applicationQuestion.applicationId, applicationId),
          isNull(t.applicationQuestion.deletedAt),
          isNotNull(t.applicationQuestion.answeredAt),
        ),
      )
      .orderBy(asc(t.applicationQuestion.id)),
  ]);
  const document = <
    R extends { id: number; fileName: string; mimeType: string; size: number; createdAt: Date },
  >(
    resource: 'application-user-curriculum' | 'application-user-certificate',
    row: R,
  ) => ({
    id: row.id,
    resource,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  });
  return {
    curricula: curricula.map((row) => document('application-user-curriculum', row)),
    certificates: certificates.map((row) => ({
      ...document('application-user-certificate', row),
      name: row.name,
      issuer: row.issuer,
      issuedOn: row.issuedOn,
    })),
    videos: [
      ...introduction.map((row) => videoItem('introduction', row)),
      ...interviews.map((row) => videoItem('interview', row)),
      ...answers.map((row) =>
        videoItem('answer', { ...row, createdAt: row.createdAt! }, row.title, row.applicationQuestionId),
      ),
    ],
  };
}
