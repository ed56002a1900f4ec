import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ApplicationProfileSnapshot, CandidateProfileView } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { storedFileColumns } from './candidate-files.service.js';
import { fileUrl, loadCandidateProfile } from './profile.service.js';

/**
 * The candidate's profile in both languages, read before the application's transaction: its
 * queries run in parallel, which one transaction's connection must not be asked to do.
 */
export async function loadProfileToSend(
  db: Database,
  candidateUserId: number,
): Promise<ApplicationProfileSnapshot> {
  const [it, en] = await Promise.all([
    loadCandidateProfile(db, candidateUserId, 'it'),
    loadCandidateProfile(db, candidateUserId, 'en'),
  ]);
  return { it, en };
}

/**
 * Keeps the profile as the candidate sends it with an application, in the application's
 * transaction: the profile (see loadProfileToSend), the CV, the certificates and the video
 * introduction (`application_user_detail.videoId`). The file rows are
 * read here under a share lock, so a replacement cannot remove their bytes before this commits;
 * the snapshot rows share the live files' storage keys (stored files are never rewritten).
 */
export async function snapshotApplication(
  tx: Database,
  applicationId: number,
  candidateUserId: number,
  profile: ApplicationProfileSnapshot,
): Promise<void> {
  const [cv] = await tx
    .select(storedFileColumns(t.userCurriculum))
    .from(t.userCurriculum)
    .where(and(eq(t.userCurriculum.userId, candidateUserId), isNull(t.userCurriculum.deletedAt)))
    .for('share');
  const certificates = await tx
    .select({
      ...storedFileColumns(t.userCertificate),
      name: t.userCertificate.name,
      issuer: t.userCertificate.issuer,
      issuedOn: t.userCertificate.issuedOn,
    })
    .from(t.userCertificate)
    .where(and(eq(t.userCertificate.userId, candidateUserId), isNull(t.userCertificate.deletedAt)))
    .orderBy(asc(t.userCertificate.issuedOn), asc(t.userCertificate.id))
    .for('share');
  // The introduction as sent: its video stays (bytes and all) while this snapshot points at it.
  const [introduction] = await tx
    .select({ videoId: t.videoIntroduction.videoId })
    .from(t.videoIntroduction)
    .where(and(eq(t.videoIntroduction.userId, candidateUserId), isNull(t.videoIntroduction.deletedAt)))
    .for('share');

  let curriculum: CandidateProfileView['curriculum'] = null;
  if (cv) {
    const [row] = await tx
      .insert(t.applicationUserCurriculum)
      .values({ applicationId, ...cv })
      .returning({ id: t.applicationUserCurriculum.id });
    const { fileKey: _key, ...file } = cv;
    curriculum = { id: row!.id, ...file, url: fileUrl('application-user-curriculum', row!.id) };
  }
  const sentCertificates: CandidateProfileView['certificates'] = [];
  for (const certificate of certificates) {
    const [row] = await tx
      .insert(t.applicationUserCertificate)
      .values({ applicationId, ...certificate })
      .returning({ id: t.applicationUserCertificate.id });
    const { fileKey: _key, ...described } = certificate;
    sentCertificates.push({
      id: row!.id,
      ...described,
      url: fileUrl('application-user-certificate', row!.id),
    });
  }
  const asSent = (view: CandidateProfileView) => ({ ...view, curriculum, certificates: sentCertificates });
  const data: ApplicationProfileSnapshot = { it: asSent(profile.it), en: asSent(profile.en) };
  await tx
    .insert(t.applicationUserDetail)
    .values({ applicationId, data, videoId: introduction?.videoId ?? null });
}
