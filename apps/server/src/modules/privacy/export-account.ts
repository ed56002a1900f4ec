import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { loadProfileToSend } from '../candidates/application-snapshot.service.js';
import type { FileShelf } from './export-files.js';

const live = <T extends { deletedAt: Date | null }>(rows: T[]) => rows.filter((r) => r.deletedAt === null);

/** The account as the candidate signed up, with its dates. */
export async function exportAccount(db: Database, userId: number) {
  const [account] = await db
    .select({
      firstname: t.user.firstname,
      lastname: t.user.lastname,
      email: t.user.email,
      language: t.user.lang,
      picture: t.user.picture,
      createdAt: t.user.createdAt,
      updatedAt: t.user.updatedAt,
      emailVerifiedAt: t.user.emailVerifiedAt,
    })
    .from(t.user)
    .where(eq(t.user.id, userId));
  return account!;
}

/**
 * The profile as employers see it, in Italian and in English (reference data by name: skills with
 * years, languages with level, soft skills, driving licences, protected classes, education, work
 * area, seniority, availability, location), the fields of `user_detail` the views leave out, the
 * preferences, and the profile's own files.
 */
export async function exportProfile(db: Database, userId: number, shelf: FileShelf) {
  const [views, [detail], [preferences], [curriculum], certificates, [picture], [introduction]] =
    await Promise.all([
      loadProfileToSend(db, userId),
      db
        .select()
        .from(t.userDetail)
        .where(and(eq(t.userDetail.userId, userId), isNull(t.userDetail.deletedAt))),
      db.select().from(t.userPreference).where(eq(t.userPreference.userId, userId)),
      db.select().from(t.userCurriculum).where(eq(t.userCurriculum.userId, userId)).then(live),
      db
        .select()
        .from(t.userCertificate)
        .where(eq(t.userCertificate.userId, userId))
        .orderBy(asc(t.userCertificate.issuedOn), asc(t.userCertificate.id))
        .then(live),
      db.select().from(t.userPicture).where(eq(t.userPicture.userId, userId)).then(live),
      db.select().from(t.videoIntroduction).where(eq(t.videoIntroduction.userId, userId)).then(live),
    ]);
  return {
    views,
    details: detail
      ? {
          headline: detail.headline,
          bio: detail.bio,
          employed: detail.employed,
          employerName: detail.employerName,
          phone: detail.phone,
          contactEmail: detail.contactEmail,
          birthDate: detail.birthDate,
          createdAt: detail.createdAt,
          updatedAt: detail.updatedAt,
        }
      : null,
    preferences: preferences
      ? {
          searchable: preferences.searchable,
          workModes: preferences.workModes,
          salaryMinCents: preferences.salaryMinCents,
          relocate: preferences.relocate,
          jobAlerts: preferences.jobAlerts,
          updatedAt: preferences.updatedAt,
        }
      : null,
    files: {
      curriculum: curriculum ? shelf.add('profile', curriculum, 'cv - ') : null,
      certificates: certificates.map((c) => ({
        name: c.name,
        issuer: c.issuer,
        issuedOn: c.issuedOn,
        file: shelf.add('profile/certificates', c),
      })),
      picture: picture ? shelf.add('profile', picture, 'picture - ') : null,
      videoIntroduction: introduction
        ? {
            durationSeconds: introduction.durationSeconds,
            file: shelf.add('profile', introduction, 'video introduction - '),
          }
        : null,
    },
  };
}

/** Videos the candidate uploaded that no other section holds (an upload not used yet, an old introduction). */
export async function shelveOtherVideos(db: Database, userId: number, shelf: FileShelf) {
  const videos = await db
    .select()
    .from(t.video)
    .where(and(eq(t.video.userId, userId), isNull(t.video.deletedAt)))
    .orderBy(asc(t.video.id));
  return videos.filter((v) => !shelf.has(v.fileKey)).map((v) => shelf.add('videos', v));
}

/** Jobs the candidate was invited to, saved or hid. */
export async function exportJobLists(db: Database, userId: number) {
  const jobAndCompany = { job: t.job.name, company: t.company.name };
  const [invitations, saved, hidden] = await Promise.all([
    db
      .select({
        ...jobAndCompany,
        message: t.jobInvitation.message,
        invitedAt: t.jobInvitation.createdAt,
        acceptedAt: t.jobInvitation.acceptedAt,
        declinedAt: t.jobInvitation.declinedAt,
      })
      .from(t.jobInvitation)
      .innerJoin(t.job, eq(t.job.id, t.jobInvitation.jobId))
      .innerJoin(t.company, eq(t.company.id, t.job.companyId))
      .where(and(eq(t.jobInvitation.userId, userId), isNull(t.jobInvitation.deletedAt)))
      .orderBy(asc(t.jobInvitation.createdAt)),
    db
      .select({ ...jobAndCompany, savedAt: t.savedJob.createdAt })
      .from(t.savedJob)
      .innerJoin(t.job, eq(t.job.id, t.savedJob.jobId))
      .innerJoin(t.company, eq(t.company.id, t.job.companyId))
      .where(eq(t.savedJob.userId, userId))
      .orderBy(asc(t.savedJob.createdAt)),
    db
      .select({ ...jobAndCompany, hiddenAt: t.hiddenJob.createdAt })
      .from(t.hiddenJob)
      .innerJoin(t.job, eq(t.job.id, t.hiddenJob.jobId))
      .innerJoin(t.company, eq(t.company.id, t.job.companyId))
      .where(eq(t.hiddenJob.userId, userId))
      .orderBy(asc(t.hiddenJob.createdAt)),
  ]);
  return { invitations, saved, hidden };
}

/** Companies that saved the candidate's profile, with the note they kept (text and date, not who). */
export async function exportSavedBy(db: Database, userId: number) {
  return db
    .select({ company: t.company.name, note: t.savedUser.note, savedAt: t.savedUser.createdAt })
    .from(t.savedUser)
    .innerJoin(t.company, eq(t.company.id, t.savedUser.companyId))
    .where(and(eq(t.savedUser.savedUserId, userId), isNull(t.savedUser.deletedAt)))
    .orderBy(asc(t.savedUser.createdAt));
}

/** The host of a push endpoint: which push service, without the address that reaches the device. */
function endpointHost(endpoint: string): string | null {
  try {
    return new URL(endpoint).host;
  } catch {
    return null;
  }
}

/**
 * Technical records about the candidate: push subscriptions (no keys), consents, sessions, mails
 * sent to them (subject and date), the days they used the product and the audit log's entries about them.
 */
export async function exportRecords(db: Database, userId: number, email: string) {
  const [push, consents, sessions, mails, days, audit] = await Promise.all([
    db.select().from(t.pushSubscription).where(eq(t.pushSubscription.userId, userId)),
    db
      .select({
        kind: t.consent.kind,
        policyVersion: t.consent.policyVersion,
        company: t.company.name,
        applicationId: t.consent.applicationId,
        givenAt: t.consent.givenAt,
        withdrawnAt: t.consent.withdrawnAt,
      })
      .from(t.consent)
      .leftJoin(t.company, eq(t.company.id, t.consent.companyId))
      .where(eq(t.consent.userId, userId))
      .orderBy(asc(t.consent.givenAt), asc(t.consent.id)),
    db.select().from(t.session).where(eq(t.session.userId, userId)).orderBy(asc(t.session.createdAt)),
    db
      .select({
        subject: t.mailOutbox.subject,
        template: t.mailOutbox.template,
        status: t.mailOutbox.status,
        createdAt: t.mailOutbox.createdAt,
        sentAt: t.mailOutbox.sentAt,
      })
      .from(t.mailOutbox)
      .where(or(eq(t.mailOutbox.userId, userId), sql`lower(${t.mailOutbox.to}) = lower(${email})`))
      .orderBy(asc(t.mailOutbox.createdAt), asc(t.mailOutbox.id)),
    db
      .select({ day: t.userActivityDay.day })
      .from(t.userActivityDay)
      .where(eq(t.userActivityDay.userId, userId))
      .orderBy(asc(t.userActivityDay.day)),
    db
      .select({
        action: t.auditLog.action,
        // What a company read (`profile`, `user-curriculum-file`, …): recipients of the data, art. 15(1)(c).
        what: sql<string | null>`${t.auditLog.data}->>'via'`,
        // null: the back office.
        company: t.company.name,
        at: t.auditLog.createdAt,
      })
      .from(t.auditLog)
      .leftJoin(t.company, eq(t.company.id, t.auditLog.companyId))
      .where(eq(t.auditLog.subjectUserId, userId))
      .orderBy(asc(t.auditLog.createdAt), asc(t.auditLog.id)),
  ]);
  return {
    pushSubscriptions: push.map((p) => ({
      service: endpointHost(p.endpoint),
      userAgent: p.userAgent,
      createdAt: p.createdAt,
      lastSuccessAt: p.lastSuccessAt,
      lastFailureAt: p.lastFailureAt,
    })),
    consents,
    sessions: sessions.map((s) => ({
      startedAt: s.createdAt,
      lastUsedAt: s.lastUsedAt,
      expiresAt: s.expiresAt,
      endedAt: s.revokedAt,
      endedBecause: s.revokedReason,
      userAgent: s.userAgent,
      ip: s.ip,
      // An administrator acted as the candidate (support); who is the back office's record.
      byAdministrator: s.impersonatorUserId !== null,
    })),
    mails,
    activityDays: days.map((d) => d.day),
    auditLog: audit,
  };
}
