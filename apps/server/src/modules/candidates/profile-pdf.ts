import { createRequire } from 'node:module';
import type PdfKit from 'pdfkit';
import type { CandidateProfileView } from '@hiring/domain';
import type { Lang } from '../board/candidate.service.js';
import { formatPdfDate, pdfLabels, type PdfLabels } from './profile-pdf-labels.js';

/** pdfkit (about 5 MB of heap) is loaded with the first PDF, not with the server. */
const loadPdfKit = () => createRequire(import.meta.url)('pdfkit') as typeof PdfKit;

const INK = '#1f2933';
const MUTED = '#616e7c';
const ACCENT = '#2f5d8a';
const RULE = '#cbd2d9';
const MARGIN = 56;

type Doc = PDFKit.PDFDocument;

function rule(doc: Doc, color = RULE): void {
  const y = doc.y + 4;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.75)
    .strokeColor(color)
    .stroke();
  doc.y = y + 8;
}

function heading(doc: Doc, title: string): void {
  // Keeps a heading with at least a couple of its lines.
  if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
  doc.moveDown(0.9).font('Helvetica-Bold').fontSize(12).fillColor(ACCENT).text(title.toUpperCase(), {
    characterSpacing: 0.6,
  });
  rule(doc);
  doc.font('Helvetica').fontSize(10.5).fillColor(INK);
}

/** Label and value on one line, the labels aligned in a column. */
function facts(doc: Doc, rows: Array<[string, string | null | undefined]>): void {
  const labelWidth = 120;
  for (const [label, value] of rows) {
    if (!value) continue;
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: labelWidth });
    const afterLabel = doc.y;
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor(INK)
      .text(value, MARGIN + labelWidth, y, { width: doc.page.width - 2 * MARGIN - labelWidth });
    doc.y = Math.max(doc.y, afterLabel) + 2;
  }
  doc.x = MARGIN;
}

/** A list of "name — detail" lines. */
function items(doc: Doc, lines: Array<{ name: string; detail?: string | null }>): void {
  for (const line of lines) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .fillColor(INK)
      .text(`•  ${line.name}`, { continued: !!line.detail });
    if (line.detail) doc.font('Helvetica').fillColor(MUTED).text(`  —  ${line.detail}`);
    doc.moveDown(0.2);
  }
  doc.fillColor(INK);
}

function header(doc: Doc, view: CandidateProfileView): void {
  doc.font('Helvetica-Bold').fontSize(24).fillColor(INK).text(`${view.firstname} ${view.lastname}`);
  if (view.headline) doc.moveDown(0.2).font('Helvetica').fontSize(13).fillColor(MUTED).text(view.headline);
  doc.moveDown(0.4);
  rule(doc, ACCENT);
}

function summary(doc: Doc, view: CandidateProfileView, l: PdfLabels): void {
  const location = view.location ? `${view.location.name} (${view.location.province})` : null;
  const employment = view.employed
    ? view.employerName
      ? l.employedAt(view.employerName)
      : l.employed
    : l.notEmployed;
  facts(doc, [
    [l.location, location],
    [l.availability, view.availability?.name],
    [l.seniority, view.seniority?.name],
    [l.workArea, view.workArea?.name],
    [l.employment, employment],
  ]);
  if (view.contact) {
    heading(doc, l.contact);
    facts(doc, [
      [l.email, view.contact.email],
      [l.phone, view.contact.phone],
    ]);
  }
}

function sections(doc: Doc, view: CandidateProfileView, lang: Lang, l: PdfLabels): void {
  if (view.bio) {
    heading(doc, l.about);
    doc.text(view.bio, { align: 'left', lineGap: 2 });
  }
  heading(doc, l.skills);
  if (view.professionalSkills.length === 0) doc.fillColor(MUTED).text(l.none).fillColor(INK);
  items(
    doc,
    view.professionalSkills.map((s) => ({ name: s.name, detail: l.years(s.years) })),
  );
  heading(doc, l.languages);
  if (view.languages.length === 0) doc.fillColor(MUTED).text(l.none).fillColor(INK);
  items(
    doc,
    view.languages.map((lang) => ({ name: lang.name, detail: lang.level })),
  );
  heading(doc, l.education);
  doc.text(view.education?.name ?? l.none);
  if (view.certificates.length > 0) {
    heading(doc, l.certificates);
    items(
      doc,
      view.certificates.map((c) => ({
        name: c.name,
        detail:
          [c.issuer ? l.issuedBy(c.issuer) : null, c.issuedOn ? formatPdfDate(lang, c.issuedOn) : null]
            .filter(Boolean)
            .join(', ') || null,
      })),
    );
  }
  const lists: Array<[string, Array<{ name: string }>]> = [
    [l.softSkills, view.softSkills],
    [l.driverLicenses, view.driverLicenses],
  ];
  for (const [title, list] of lists) {
    if (list.length === 0) continue;
    heading(doc, title);
    doc.text(list.map((x) => x.name).join(', '));
  }
}

/** Every page's footer, written once the page count is known. */
function footers(doc: Doc, note: string, l: PdfLabels): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN + 16;
    // Writing below the bottom margin would start a new page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
    doc.text(note, MARGIN, y, { width: doc.page.width - 2 * MARGIN, align: 'left', lineBreak: false });
    doc.text(l.page(i + 1, range.count), MARGIN, y, {
      width: doc.page.width - 2 * MARGIN,
      align: 'right',
      lineBreak: false,
    });
  }
}

/**
 * A candidate's profile as an A4 PDF in the viewer's language (pdfkit's built-in Helvetica): name as
 * title, headline, key facts, contact only when the view carries it, then skills with years,
 * languages with level, education, certificates, soft skills and licences. Protected classes are
 * left out: a PDF travels further than the screen that shows them.
 */
export function renderProfilePdf(
  view: CandidateProfileView,
  options: { lang: Lang; sentAt?: string; now?: Date },
): Promise<Buffer> {
  const l = pdfLabels[options.lang];
  const name = `${view.firstname} ${view.lastname}`;
  const PDFDocument = loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: name, Subject: l.subject, Creator: 'Hiring' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, view);
  summary(doc, view, l);
  sections(doc, view, options.lang, l);
  const note = options.sentAt
    ? l.sentOn(formatPdfDate(options.lang, options.sentAt))
    : l.generatedOn(formatPdfDate(options.lang, options.now ?? new Date()));
  footers(doc, note, l);
  doc.end();
  return done;
}
