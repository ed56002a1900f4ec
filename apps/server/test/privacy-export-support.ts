import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import yauzl from 'yauzl';
import { CompanyRoleId } from '@hiring/domain';
import type { Database } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';
import {
  addMember,
  addStep,
  createApplication,
  createBoardColumns,
  createCandidate,
  createChat,
  createCompany,
  createJob,
  createUser,
} from '../src/db/seed/factories.js';
import {
  loadProfileToSend,
  snapshotApplication,
} from '../src/modules/candidates/application-snapshot.service.js';
import type { FileStorage } from '../src/modules/files/storage.js';
import { ref } from './candidates-support.js';

/** Every entry of a ZIP archive by its path, read by yauzl (an implementation independent of the writer). */
export function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(archive, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no archive'));
      const entries = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** Random bytes written to the storage under a fresh key, with the row fields that describe them. */
async function stored(storage: FileStorage, prefix: string, fileName: string, mimeType: string, size = 3000) {
  const bytes = randomBytes(size);
  const ext = fileName.split('.').pop()!;
  const fileKey = `${prefix}/${randomUUID()}.${ext}`;
  await storage.write(fileKey, bytes);
  return { bytes, row: { fileKey, fileName, mimeType, size } };
}

/**
 * A candidate with data of every kind at company A (profile and its lists, CV, certificate,
 * picture, video introduction, an application with steps, its snapshot and a video interview, a
 * chat with an attachment, a team note, an interview, questions answered in text and on video, an
 * AI analysis, a push subscription, a consent, a mail, a saved-profile note), and another candidate
 * of the same job with data of their own (`Other…` texts) that must never show in the first one's export.
 */
export async function candidateWithEverything(db: Database, storage: FileStorage) {
  // Emails are unique: each call's people get their own.
  const tag = randomBytes(4).toString('hex');
  const company = await createCompany(db, { name: 'Esportazioni Srl' });
  const recruiter = await createUser(db, {
    firstname: 'Rita',
    lastname: 'Reclutatrice',
    email: `rita.reclutatrice.${tag}@example.test`,
  });
  await addMember(db, {
    userId: recruiter.id,
    companyId: company.id,
    companyRoleId: CompanyRoleId.recruiter,
  });
  const job = await createJob(
    db,
    { companyId: company.id, userId: recruiter.id, name: 'Sviluppatrice TypeScript' },
    'published',
  );
  const columns = await createBoardColumns(db, job.id);
  // The column the application sits in, renamed as a company would.
  await db
    .update(t.jobApplicationStatus)
    .set({ name: 'Colloquio tecnico' })
    .where(eq(t.jobApplicationStatus.id, columns[1]!.id));
  const candidate = await createCandidate(
    db,
    { firstname: 'Giulia', lastname: 'Esposti', email: `giulia.esposti.${tag}@example.test` },
    {
      detail: {
        headline: 'Sviluppatrice full stack',
        phone: '+39 333 1234567',
        educationId: 1,
        employerName: 'Acme Spa',
      },
      skills: [{ professionalSkillId: ref.TS, years: 4 }],
      languages: [{ languageId: ref.ENGLISH, languageLevelId: ref.C1 }],
      softSkillIds: [1],
      driverLicenseIds: [ref.LICENCE_B],
      protectedClassIds: [1],
    },
  );
  const userId = candidate.id;
  const cv = await stored(storage, 'curriculum', 'Giulia CV.pdf', 'application/pdf');
  const certificate = await stored(storage, 'certificate', 'AWS.pdf', 'application/pdf');
  const picture = await stored(storage, 'picture', 'me.jpg', 'image/jpeg');
  const intro = await stored(storage, 'video', 'intro.mp4', 'video/mp4');
  const interviewVideo = await stored(storage, 'video', 'colloquio.webm', 'video/webm');
  const answerVideo = await stored(storage, 'videoAnswer', 'risposta.webm', 'video/webm');
  const attachment = await stored(storage, 'chat', 'contratto.pdf', 'application/pdf');
  await db.insert(t.userCurriculum).values({ userId, ...cv.row });
  await db
    .insert(t.userCertificate)
    .values({ userId, name: 'AWS Developer', issuer: 'Amazon', ...certificate.row });
  await db.insert(t.userPicture).values({ userId, ...picture.row });
  const [introVideo] = await db
    .insert(t.video)
    .values({ userId, purpose: 'videoIntroduction', ...intro.row })
    .returning();
  await db.insert(t.videoIntroduction).values({ userId, videoId: introVideo!.id, ...intro.row });

  const application = await createApplication(db, {
    jobId: job.id,
    userId,
    jobApplicationStatusId: columns[1]!.id,
    policyVersion: '2026-11',
  });
  await addStep(db, { applicationId: application.id, applicationStepTypeId: 1, userId });
  await addStep(db, { applicationId: application.id, applicationStepTypeId: 4, userId: recruiter.id });
  const profile = await loadProfileToSend(db, userId);
  await db.transaction((tx) => snapshotApplication(tx, application.id, userId, profile));
  const [interview] = await db
    .insert(t.video)
    .values({ userId, purpose: 'applicationVideoInterview', ...interviewVideo.row })
    .returning();
  await db.insert(t.videoInterview).values({ applicationId: application.id, userId, videoId: interview!.id });
  await db.insert(t.applicationNote).values({
    applicationId: application.id,
    userId: recruiter.id,
    body: 'Ottima candidata, richiamare',
  });
  const chat = await createChat(
    db,
    { companyId: company.id, candidateUserId: userId, userId: recruiter.id, jobId: job.id },
    [
      {
        senderUserId: recruiter.id,
        body: 'Buongiorno Giulia, ecco il contratto',
        createdAt: new Date('2026-11-01T10:00:00Z'),
      },
      { senderUserId: userId, body: 'Grazie, lo leggo', createdAt: new Date('2026-11-01T11:00:00Z') },
    ],
  );
  await db.insert(t.message).values({
    chatId: chat.id,
    senderUserId: recruiter.id,
    body: '',
    attachmentKey: attachment.row.fileKey,
    attachmentName: attachment.row.fileName,
    attachmentMimeType: attachment.row.mimeType,
    attachmentSize: attachment.row.size,
    createdAt: new Date('2026-11-01T12:00:00Z'),
  });
  const [meetingType] = await db.select().from(t.meetingType).limit(1);
  await db.insert(t.meeting).values({
    companyId: company.id,
    applicationId: application.id,
    jobId: job.id,
    recruiterUserId: recruiter.id,
    candidateUserId: userId,
    meetingTypeId: meetingType!.id,
    startsAt: new Date('2026-12-01T09:00:00Z'),
    endsAt: new Date('2026-12-01T10:00:00Z'),
    place: 'Via Roma 1, Milano',
  });
  await db.insert(t.applicationQuestion).values({
    applicationId: application.id,
    text: 'Perché vuoi lavorare con noi?',
    askedByUserId: recruiter.id,
    answerText: 'Per il prodotto',
    answeredAt: new Date('2026-11-02T09:00:00Z'),
  });
  const [videoAnswer] = await db
    .insert(t.videoAnswer)
    .values({ userId, ...answerVideo.row })
    .returning();
  await db.insert(t.applicationQuestion).values({
    applicationId: application.id,
    text: 'Raccontaci un progetto',
    askedByUserId: recruiter.id,
    videoAnswerId: videoAnswer!.id,
    answeredAt: new Date('2026-11-02T10:00:00Z'),
  });
  await db.insert(t.aiData).values({
    companyId: company.id,
    kind: 'video-analysis',
    videoId: interview!.id,
    applicationId: application.id,
    provider: 'offline',
    lang: 'it',
    result: { summary: 'Comunicazione chiara' },
  });
  await db.insert(t.pushSubscription).values({
    userId,
    endpoint: `https://push.example.test/send/device-token-secret-${tag}`,
    p256dh: 'p256dh-key-secret',
    auth: 'auth-key-secret',
    userAgent: 'Firefox 140',
  });
  await db.insert(t.consent).values({
    userId,
    kind: 'privacy-policy',
    policyVersion: '2026-11',
    applicationId: application.id,
    companyId: company.id,
  });
  await db.insert(t.mailOutbox).values({
    to: candidate.email,
    template: 'welcome',
    lang: 'it',
    subject: 'Benvenuta Giulia',
    text: 'mail-body-text',
    html: '<p>mail-body-text</p>',
    status: 'logged',
  });
  await db.insert(t.savedUser).values({
    companyId: company.id,
    userId: recruiter.id,
    savedUserId: userId,
    note: 'Profilo da ricontattare',
  });

  // A read of the profile by the company, as the audit of profile reads records it.
  await db.insert(t.auditLog).values({
    actorUserId: recruiter.id,
    subjectUserId: userId,
    companyId: company.id,
    action: 'profile-read',
    data: { via: 'profile' },
  });

  // Another candidate of the same job, with data of every private kind.
  const other = await createCandidate(db, {
    firstname: 'Otello',
    lastname: 'Altrove',
    email: `otello.${tag}@example.test`,
  });
  const otherCv = await stored(storage, 'curriculum', 'Otello.pdf', 'application/pdf');
  await db.insert(t.userCurriculum).values({ userId: other.id, ...otherCv.row });
  const otherApplication = await createApplication(db, { jobId: job.id, userId: other.id });
  await db
    .insert(t.applicationNote)
    .values({ applicationId: otherApplication.id, userId: recruiter.id, body: 'OtherNoteSecret' });
  await createChat(db, { companyId: company.id, candidateUserId: other.id, userId: recruiter.id }, [
    { senderUserId: recruiter.id, body: 'OtherChatSecret' },
  ]);

  return {
    company,
    recruiter,
    job,
    columns,
    candidate,
    application,
    other,
    bytes: {
      cv: cv.bytes,
      certificate: certificate.bytes,
      picture: picture.bytes,
      intro: intro.bytes,
      interview: interviewVideo.bytes,
      answer: answerVideo.bytes,
      attachment: attachment.bytes,
      otherCv: otherCv.bytes,
    },
  };
}
