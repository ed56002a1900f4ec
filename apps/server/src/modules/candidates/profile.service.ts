import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CandidateProfileView, ProfileFile } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { userCertificate, userCurriculum, videoIntroduction } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { callerLang, loadProfile, type Lang } from '../board/candidate.service.js';
import { requireCandidateVisible, type ContactFlags } from './visibility.js';

export type { Lang };

/** Where a stored file of a resource row is downloaded (relative to the API base, access-checked). */
export const fileUrl = (resource: string, id: number) => `/${resource}/${id}/file`;

const asFile = (resource: string, row: Omit<ProfileFile, 'url'>): ProfileFile => ({
  id: row.id,
  fileName: row.fileName,
  mimeType: row.mimeType,
  size: row.size,
  url: fileUrl(resource, row.id),
});

/** The candidate's whole profile, contact included, with reference names in `lang`. */
export async function loadCandidateProfile(
  db: Database,
  candidateUserId: number,
  lang: Lang,
): Promise<CandidateProfileView> {
  const fileColumns = {
    id: userCurriculum.id,
    fileName: userCurriculum.fileName,
    mimeType: userCurriculum.mimeType,
    size: userCurriculum.size,
  };
  const [{ profile, contact, detail }, [curriculum], certificates, [video]] = await Promise.all([
    loadProfile(db, candidateUserId, lang),
    db
      .select(fileColumns)
      .from(userCurriculum)
      .where(and(eq(userCurriculum.userId, candidateUserId), isNull(userCurriculum.deletedAt))),
    db
      .select({
        id: userCertificate.id,
        fileName: userCertificate.fileName,
        mimeType: userCertificate.mimeType,
        size: userCertificate.size,
        name: userCertificate.name,
        issuer: userCertificate.issuer,
        issuedOn: userCertificate.issuedOn,
      })
      .from(userCertificate)
      .where(and(eq(userCertificate.userId, candidateUserId), isNull(userCertificate.deletedAt)))
      .orderBy(asc(userCertificate.issuedOn), asc(userCertificate.id)),
    db
      .select({
        id: videoIntroduction.id,
        fileName: videoIntroduction.fileName,
        mimeType: videoIntroduction.mimeType,
        size: videoIntroduction.size,
        durationSeconds: videoIntroduction.durationSeconds,
      })
      .from(videoIntroduction)
      .where(and(eq(videoIntroduction.userId, candidateUserId), isNull(videoIntroduction.deletedAt))),
  ]);
  const live = detail && !detail.deletedAt ? detail : null;
  return {
    ...profile,
    userDetailId: live?.id ?? null,
    employerName: live?.employerName ?? null,
    visibility: 'full',
    contact,
    curriculum: curriculum ? asFile('user-curriculum', curriculum) : null,
    certificates: certificates.map((c) => ({
      ...asFile('user-certificate', c),
      name: c.name,
      issuer: c.issuer,
      issuedOn: c.issuedOn,
    })),
    videoIntroduction: video
      ? { ...asFile('video-introduction', video), durationSeconds: video.durationSeconds }
      : null,
    updatedAt: live?.updatedAt.toISOString() ?? null,
  };
}

/**
 * A candidate's profile as the caller may see it (404 when not at all): names in the caller's
 * language unless `lang` is given, contact details only at the `full` level.
 */
export async function readCandidateProfile({
  db,
  actor,
  candidateUserId,
  flags,
  lang,
}: {
  db: Database;
  actor: Actor;
  candidateUserId: number;
  flags: ContactFlags;
  lang?: Lang;
}): Promise<CandidateProfileView> {
  const level = await requireCandidateVisible({ db, actor, candidateUserId, flags });
  const view = await loadCandidateProfile(db, candidateUserId, lang ?? (await callerLang(db, actor)));
  return level === 'full' ? view : { ...view, visibility: 'profile', contact: null };
}
