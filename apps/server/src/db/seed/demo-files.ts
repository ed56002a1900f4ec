import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PdfKit from 'pdfkit';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../client.js';
import * as t from '../schema/index.js';
import {
  loadProfileToSend,
  snapshotApplication,
} from '../../modules/candidates/application-snapshot.service.js';
import { renderProfilePdf } from '../../modules/candidates/profile-pdf.js';
import type { FileStorage } from '../../modules/files/storage.js';
import type { StoredUpload } from '../../modules/files/upload.js';
import { createVideo, signalVideoQueued } from '../../modules/video/video-records.js';

/** pdfkit (about 5 MB of heap) is loaded with the first PDF, not with the server. */
const loadPdfKit = () => createRequire(import.meta.url)('pdfkit') as typeof PdfKit;

/** The demo company whose candidates get files (the one most demo logins work in). */
export const DEMO_FILES_COMPANY = 'Tecnoware S.r.l.';
/** How many of its applicants get a CV, a certificate and a video introduction (the others sent none). */
export const DEMO_FILES_CANDIDATES = 5;

/** A 5-second 320x240 WebM (VP8, Opus tone) made once with ffmpeg's test source (see docs/files-web.md). */
const videoAsset = () => readFileSync(new URL('./assets/demo-video-introduction.webm', import.meta.url));

const certificates = [
  { name: 'Corso sicurezza sul lavoro (rischio basso)', issuer: 'Ente Formazione Lombardia', hours: 8 },
  { name: 'Certificazione lingua inglese B2', issuer: 'Language Centre Milano', hours: 60 },
  { name: 'Gestione progetti agili', issuer: 'Scuola di Management Digitale', hours: 24 },
  { name: 'Primo soccorso aziendale', issuer: 'Croce Verde Formazione', hours: 12 },
] as const;

/** A one-page certificate of attendance, as a training body would issue (pdfkit, built-in fonts). */
function certificatePdf(holder: string, course: (typeof certificates)[number], issuedOn: string) {
  const PDFDocument = loadPdfKit();
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 60, info: { Title: course.name } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { width, height } = doc.page;
  doc
    .rect(30, 30, width - 60, height - 60)
    .lineWidth(3)
    .strokeColor('#2f5d8a')
    .stroke();
  doc.moveDown(3).font('Helvetica').fontSize(14).fillColor('#616e7c');
  doc.text(course.issuer.toUpperCase(), { align: 'center', characterSpacing: 1 });
  doc.moveDown(1.5).font('Helvetica-Bold').fontSize(30).fillColor('#1f2933');
  doc.text('Attestato di partecipazione', { align: 'center' });
  doc.moveDown(1).font('Helvetica').fontSize(14).text('si attesta che', { align: 'center' });
  doc
    .moveDown(0.5)
    .font('Helvetica-Bold')
    .fontSize(24)
    .fillColor('#2f5d8a')
    .text(holder, { align: 'center' });
  doc.moveDown(0.5).font('Helvetica').fontSize(14).fillColor('#1f2933');
  doc.text(`ha frequentato con profitto il corso "${course.name}" (${course.hours} ore).`, {
    align: 'center',
  });
  const [y, m, d] = issuedOn.split('-');
  doc.moveDown(2).fontSize(12).fillColor('#616e7c').text(`Rilasciato il ${d}/${m}/${y}`, { align: 'center' });
  doc.fontSize(9).text('Documento dimostrativo generato per i dati di prova.', 60, height - 80, {
    align: 'center',
    width: width - 120,
  });
  doc.end();
  return done;
}

async function store(
  storage: FileStorage,
  prefix: string,
  bytes: Buffer,
  fileName: string,
  mimeType: string,
) {
  const fileKey = `${prefix}/${randomUUID()}`;
  const size = await storage.write(fileKey, bytes);
  return { fileKey, fileName, mimeType, size } satisfies StoredUpload;
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/**
 * Gives the first applicants of the demo company's jobs a CV (their profile as a PDF), a
 * certificate (a PDF) and a video introduction (the WebM asset), recorded as the upload routes
 * record them (the video through createVideo, so the processor encodes it once the server runs
 * with ffmpeg), and puts them in the snapshots of their applications to that company (the CV and
 * certificate rows, and the video introduction as sent). Idempotent: who has a file keeps it, and
 * an application with a snapshot is left as it is. Resolves to the number of candidates given files.
 */
export async function seedDemoFiles(db: Database, storage: FileStorage): Promise<number> {
  const [company] = await db
    .select({ id: t.company.id })
    .from(t.company)
    .where(eq(t.company.name, DEMO_FILES_COMPANY));
  if (!company) return 0;
  const applications = await db
    .select({ id: t.application.id, userId: t.application.userId, createdAt: t.application.createdAt })
    .from(t.application)
    .innerJoin(t.job, eq(t.job.id, t.application.jobId))
    .where(eq(t.job.companyId, company.id))
    .orderBy(asc(t.application.id));
  const chosen = [...new Set(applications.map((a) => a.userId))].slice(0, DEMO_FILES_CANDIDATES);
  if (chosen.length === 0) return 0;
  const people = await db
    .select({ id: t.user.id, firstname: t.user.firstname, lastname: t.user.lastname })
    .from(t.user)
    .where(inArray(t.user.id, chosen));
  const video = videoAsset();
  let queued = false;

  for (const [index, person] of people.sort((a, b) => a.id - b.id).entries()) {
    const name = `${person.firstname} ${person.lastname}`;
    const alive = (table: { userId: PgColumn; deletedAt: PgColumn }) =>
      and(eq(table.userId, person.id), isNull(table.deletedAt));
    const [cv] = await db
      .select({ id: t.userCurriculum.id })
      .from(t.userCurriculum)
      .where(eq(t.userCurriculum.userId, person.id));
    if (!cv) {
      const profile = (await loadProfileToSend(db, person.id)).it;
      const pdf = await renderProfilePdf(profile, { lang: 'it' });
      const file = await store(storage, 'curriculum', pdf, `CV_${slug(name)}.pdf`, 'application/pdf');
      await db.insert(t.userCurriculum).values({ userId: person.id, ...file });
    }
    const [certificate] = await db
      .select({ id: t.userCertificate.id })
      .from(t.userCertificate)
      .where(alive(t.userCertificate));
    if (!certificate) {
      const course = certificates[index % certificates.length]!;
      const issuedOn = `${2019 + (index % 6)}-${String((index % 12) + 1).padStart(2, '0')}-15`;
      const pdf = await certificatePdf(name, course, issuedOn);
      const file = await store(storage, 'certificate', pdf, `${slug(course.name)}.pdf`, 'application/pdf');
      await db
        .insert(t.userCertificate)
        .values({ userId: person.id, name: course.name, issuer: course.issuer, issuedOn, ...file });
    }
    const [intro] = await db
      .select({ id: t.videoIntroduction.id })
      .from(t.videoIntroduction)
      .where(eq(t.videoIntroduction.userId, person.id));
    if (!intro) {
      const file = await store(storage, 'videoIntroduction', video, 'presentazione.webm', 'video/webm');
      await db.transaction(async (tx) => {
        const videoId = await createVideo(tx, { userId: person.id, purpose: 'videoIntroduction', file });
        await tx.insert(t.videoIntroduction).values({ userId: person.id, ...file, videoId });
      });
      queued = true;
    }

    // Their applications to the company carry the files as sent.
    const [current] = await db
      .select({ videoId: t.videoIntroduction.videoId })
      .from(t.videoIntroduction)
      .where(alive(t.videoIntroduction));
    for (const application of applications.filter((a) => a.userId === person.id)) {
      const [snapshot] = await db
        .select({ id: t.applicationUserDetail.id })
        .from(t.applicationUserDetail)
        .where(eq(t.applicationUserDetail.applicationId, application.id));
      if (snapshot) continue;
      const profile = await loadProfileToSend(db, person.id);
      await db.transaction(async (tx) => {
        await snapshotApplication(tx, application.id, person.id, profile);
        await tx
          .update(t.applicationUserDetail)
          .set({ videoId: current?.videoId ?? null })
          .where(eq(t.applicationUserDetail.applicationId, application.id));
      });
    }
  }
  if (queued) signalVideoQueued();
  return people.length;
}
