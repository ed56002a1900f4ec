import type { Lang } from '../board/candidate.service.js';

/** The PDF's own words, in the viewer's language (reference names come translated in the view). */
export const pdfLabels = {
  it: {
    location: 'Località',
    availability: 'Disponibilità',
    seniority: 'Seniority',
    workArea: 'Area di lavoro',
    employment: 'Occupazione',
    employed: 'Occupato',
    employedAt: (employer: string) => `Occupato presso ${employer}`,
    notEmployed: 'Non occupato',
    contact: 'Contatti',
    email: 'Email',
    phone: 'Telefono',
    about: 'Presentazione',
    skills: 'Competenze professionali',
    years: (n: number) => (n === 1 ? '1 anno' : `${n} anni`),
    languages: 'Lingue',
    education: 'Istruzione',
    certificates: 'Certificati',
    issuedBy: (issuer: string) => `rilasciato da ${issuer}`,
    softSkills: 'Competenze trasversali',
    driverLicenses: 'Patenti di guida',
    none: 'Non indicato',
    generatedOn: (date: string) => `Profilo generato il ${date}`,
    sentOn: (date: string) => `Profilo inviato con la candidatura il ${date}`,
    page: (n: number, of: number) => `Pagina ${n} di ${of}`,
    subject: 'Profilo del candidato',
  },
  en: {
    location: 'Location',
    availability: 'Availability',
    seniority: 'Seniority',
    workArea: 'Work area',
    employment: 'Employment',
    employed: 'Employed',
    employedAt: (employer: string) => `Employed at ${employer}`,
    notEmployed: 'Not employed',
    contact: 'Contact',
    email: 'Email',
    phone: 'Phone',
    about: 'About',
    skills: 'Professional skills',
    years: (n: number) => (n === 1 ? '1 year' : `${n} years`),
    languages: 'Languages',
    education: 'Education',
    certificates: 'Certificates',
    issuedBy: (issuer: string) => `issued by ${issuer}`,
    softSkills: 'Soft skills',
    driverLicenses: 'Driving licences',
    none: 'Not stated',
    generatedOn: (date: string) => `Profile generated on ${date}`,
    sentOn: (date: string) => `Profile sent with the application on ${date}`,
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    subject: 'Candidate profile',
  },
} satisfies Record<Lang, Record<string, unknown>>;

export type PdfLabels = (typeof pdfLabels)[Lang];

/** A date (ISO or YYYY-MM-DD) as the viewer reads it. */
export function formatPdfDate(lang: Lang, value: string | Date): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T12:00:00Z`)
      : new Date(value);
  return new Intl.DateTimeFormat(lang === 'it' ? 'it-IT' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}
