import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { mentions, scrubbedSql, tombstone, type Identity } from './identity-scrub.js';

type Counts = Record<string, number>;

async function deleteWhere(
  tx: Database,
  counts: Counts,
  name: string,
  table: PgTable,
  where: SQL | undefined,
) {
  const gone = await tx
    .delete(table)
    .where(where)
    .returning({ one: sql`1` });
  if (gone.length > 0) counts[name] = (counts[name] ?? 0) + gone.length;
}

/** The candidate's own files: the profile tables, whose rows go, with their storage keys. */
const ownFileTables = {
  user_curriculum: t.userCurriculum,
  user_certificate: t.userCertificate,
  user_picture: t.userPicture,
  video_introduction: t.videoIntroduction,
  video_answer: t.videoAnswer,
} as const;

const avatarKeyOf = (pictureKey: string) => `avatar/${pictureKey.split('/').pop()}.png`;

/**
 * The user level of an erasure (docs/privacy.md), in the caller's transaction, after the companies'
 * copies were anonymised: the profile, the own files (keys returned for removal after commit), the
 * videos, sessions, secrets, subscriptions, bookmarks, the mails to them; the `user` row becomes a
 * tombstone. Consents, the audit log (ids only; texts scrubbed) and activity days stay.
 */
export async function eraseCandidateUser(
  tx: Database,
  who: Identity,
  now: Date,
): Promise<{ counts: Counts; fileKeys: string[] }> {
  const userId = who.userId;
  const counts: Counts = {};
  const fileKeys: string[] = [];

  // The profile: personal fields go, the row stays soft-deleted (nothing refers to it but its user).
  const details = await tx
    .update(t.userDetail)
    .set({
      headline: null,
      bio: null,
      locationId: null,
      availabilityId: null,
      seniorityId: null,
      workAreaId: null,
      educationId: null,
      employed: false,
      employerName: null,
      phone: null,
      contactEmail: null,
      birthDate: null,
      updatedAt: now,
      deletedAt: now,
    })
    .where(eq(t.userDetail.userId, userId))
    .returning({ id: t.userDetail.id });
  if (details.length > 0) counts.user_detail = details.length;
  for (const [name, table] of Object.entries({
    user_professional_skill: t.userProfessionalSkill,
    user_language: t.userLanguage,
    user_soft_skill: t.userSoftSkill,
    user_driver_license: t.userDriverLicense,
    user_protected_class: t.userProtectedClass,
    user_preference: t.userPreference,
    recruiter_preference: t.recruiterPreference,
    saved_job: t.savedJob,
    hidden_job: t.hiddenJob,
    push_subscription: t.pushSubscription,
    policy_mailing_recipient: t.policyMailingRecipient,
  })) {
    await deleteWhere(tx, counts, name, table, eq((table as typeof t.savedJob).userId, userId));
  }

  // Own files (the companies' questions let go of the video answers first).
  for (const [name, table] of Object.entries(ownFileTables)) {
    const gone = await tx.delete(table).where(eq(table.userId, userId)).returning({ key: table.fileKey });
    if (gone.length === 0) continue;
    counts[name] = gone.length;
    for (const { key } of gone) fileKeys.push(key, ...(table === t.userPicture ? [avatarKeyOf(key)] : []));
  }

  // Every video they sent, with its encodings and queue rows; what still pointed at one lets go.
  const videos = await tx
    .select({ id: t.video.id, key: t.video.fileKey })
    .from(t.video)
    .where(eq(t.video.userId, userId));
  if (videos.length > 0) {
    const ids = videos.map((v) => v.id);
    await deleteWhere(
      tx,
      counts,
      'video_interview',
      t.videoInterview,
      inArray(t.videoInterview.videoId, ids),
    );
    await deleteWhere(tx, counts, 'ai_data', t.aiData, inArray(t.aiData.videoId, ids));
    await tx
      .update(t.applicationUserDetail)
      .set({ videoId: null })
      .where(inArray(t.applicationUserDetail.videoId, ids));
    await deleteWhere(tx, counts, 'video_encoding', t.videoEncoding, inArray(t.videoEncoding.videoId, ids));
    const encoded = await tx
      .delete(t.videoEncoded)
      .where(inArray(t.videoEncoded.videoId, ids))
      .returning({ key: t.videoEncoded.fileKey });
    if (encoded.length > 0) counts.video_encoded = encoded.length;
    await deleteWhere(tx, counts, 'video', t.video, inArray(t.video.id, ids));
    fileKeys.push(...videos.map((v) => v.key), ...encoded.map((e) => e.key));
  }

  // Signed out everywhere: refresh tokens go, sessions end and forget the device and address.
  const sessions = await tx
    .update(t.session)
    .set({
      revokedAt: sql`coalesce(${t.session.revokedAt}, ${now})`,
      revokedReason: 'account-erased',
      userAgent: null,
      ip: null,
    })
    .where(eq(t.session.userId, userId))
    .returning({ id: t.session.id });
  if (sessions.length > 0) {
    counts.session = sessions.length;
    await deleteWhere(
      tx,
      counts,
      'refresh_token',
      t.refreshToken,
      inArray(
        t.refreshToken.sessionId,
        sessions.map((s) => s.id),
      ),
    );
  }
  await deleteWhere(
    tx,
    counts,
    'email_secret',
    t.emailSecret,
    or(eq(t.emailSecret.userId, userId), sql`lower(${t.emailSecret.email}) = lower(${who.email})`),
  );
  // Sign-in attempt counters are keyed by the address (`rl:<rule>:account:<email>`).
  await deleteWhere(
    tx,
    counts,
    'attempt_window',
    t.attemptWindow,
    sql`lower(${t.attemptWindow.key}) like ${`%:${who.email.toLowerCase()}`}`,
  );
  await tx
    .update(t.userCompany)
    .set({ deletedAt: now })
    .where(and(eq(t.userCompany.userId, userId), isNull(t.userCompany.deletedAt)));

  // Mails: those to them or about them go; any other that names them is scrubbed.
  await deleteWhere(
    tx,
    counts,
    'mail_outbox',
    t.mailOutbox,
    or(eq(t.mailOutbox.userId, userId), sql`lower(${t.mailOutbox.to}) = lower(${who.email})`),
  );
  const scrubbedMails = await tx
    .update(t.mailOutbox)
    .set({
      subject: scrubbedSql(t.mailOutbox.subject, who),
      text: scrubbedSql(t.mailOutbox.text, who),
      html: scrubbedSql(t.mailOutbox.html, who),
    })
    .where(
      or(
        mentions(t.mailOutbox.subject, who),
        mentions(t.mailOutbox.text, who),
        mentions(t.mailOutbox.html, who),
      ),
    )
    .returning({ id: t.mailOutbox.id });
  if (scrubbedMails.length > 0) counts.mail_outbox_scrubbed = scrubbedMails.length;

  // The audit log keeps ids; a URL or a field that copied the name or address is scrubbed.
  const audited = await tx
    .update(t.auditLog)
    .set({
      url: scrubbedSql(t.auditLog.url, who),
      data: sql`(${scrubbedSql(sql`${t.auditLog.data}::text`, who)})::jsonb`,
    })
    .where(or(mentions(t.auditLog.url, who), mentions(sql`${t.auditLog.data}::text`, who)))
    .returning({ id: t.auditLog.id });
  if (audited.length > 0) counts.audit_log_scrubbed = audited.length;
  // The questions recruiters wrote them keep their wording (the board's history), without the name.
  const questions = await tx
    .update(t.applicationQuestion)
    .set({ text: scrubbedSql(t.applicationQuestion.text, who) })
    .where(
      and(
        inArray(
          t.applicationQuestion.applicationId,
          tx.select({ id: t.application.id }).from(t.application).where(eq(t.application.userId, userId)),
        ),
        mentions(t.applicationQuestion.text, who),
      ),
    )
    .returning({ id: t.applicationQuestion.id });
  if (questions.length > 0) counts.application_question_scrubbed = questions.length;
  // A team invitation sent to their address (never accepted) keeps no address.
  const invitations = await tx
    .update(t.invitation)
    .set({ email: tombstone.email(userId), revokedAt: sql`coalesce(${t.invitation.revokedAt}, ${now})` })
    .where(sql`lower(${t.invitation.email}) = lower(${who.email})`)
    .returning({ id: t.invitation.id });
  if (invitations.length > 0) counts.invitation = invitations.length;

  // The tombstone: role user, so applications, consents and the board keep pointing at it.
  await tx
    .update(t.user)
    .set({
      firstname: tombstone.firstname,
      lastname: tombstone.lastname,
      email: tombstone.email(userId),
      passwordHash: null,
      picture: null,
      externalId: sql`gen_random_uuid()`,
      currentCompanyId: null,
      emailVerifiedAt: null,
      passwordExpiredAt: null,
      updatedAt: now,
      deletedAt: now,
    })
    .where(eq(t.user.id, userId));
  counts.user = 1;
  return { counts, fileKeys: [...new Set(fileKeys)] };
}
