import type { ReaderLang } from '@hiring/domain/jobs/public-job';

/** The public job page's own words, in Italian (the fallback) and English; reference names come named. */
export const publicJobLabels = {
  it: {
    skip: 'Vai al contenuto',
    apply: 'Candidati',
    applyTo: (job: string) => `Candidati a ${job}`,
    publishedOn: (date: string) => `Pubblicato il ${date}`,
    description: "L'offerta",
    responsibilities: 'Di cosa ti occuperai',
    requirements: 'Requisiti',
    skills: 'Competenze',
    years: (n: number) => (n === 1 ? '1 anno' : `${n} anni`),
    languages: 'Lingue',
    softSkills: 'Soft skill',
    benefits: 'Benefit',
    details: 'In breve',
    contract: 'Contratto',
    workMode: 'Modalità di lavoro',
    location: 'Sede',
    workArea: 'Area',
    seniority: 'Seniority',
    education: 'Istruzione',
    availability: 'Disponibilità',
    salary: 'Retribuzione annua lorda',
    driverLicenses: 'Patenti',
    protectedClasses: 'Categorie protette',
    company: "L'azienda",
    website: 'Sito web',
    otherLang: 'Read in English',
    privacy: 'Privacy',
    closedTitle: 'Annuncio chiuso',
    closed: (job: string, companyName: string) =>
      `L'annuncio “${job}” di ${companyName} è chiuso: non accetta più candidature.`,
    notFoundTitle: 'Annuncio non trovato',
    notFound: "L'annuncio che cerchi non esiste o non è pubblicato.",
    home: 'Torna alla pagina dei candidati',
    contract_: {
      permanent: 'Tempo indeterminato',
      'fixed-term': 'Tempo determinato',
      apprenticeship: 'Apprendistato',
      internship: 'Tirocinio',
      freelance: 'Libera professione',
      temporary: 'Somministrazione',
    } as Record<string, string>,
    mode_: { onsite: 'In sede', hybrid: 'Ibrido', remote: 'Da remoto' } as Record<string, string>,
  },
  en: {
    skip: 'Skip to content',
    apply: 'Apply',
    applyTo: (job: string) => `Apply for ${job}`,
    publishedOn: (date: string) => `Published on ${date}`,
    description: 'The job',
    responsibilities: 'What you will do',
    requirements: 'Requirements',
    skills: 'Skills',
    years: (n: number) => (n === 1 ? '1 year' : `${n} years`),
    languages: 'Languages',
    softSkills: 'Soft skills',
    benefits: 'Benefits',
    details: 'At a glance',
    contract: 'Contract',
    workMode: 'Work mode',
    location: 'Location',
    workArea: 'Area',
    seniority: 'Seniority',
    education: 'Education',
    availability: 'Start',
    salary: 'Gross yearly salary',
    driverLicenses: 'Driving licences',
    protectedClasses: 'Protected categories',
    company: 'The company',
    website: 'Website',
    otherLang: 'Leggi in italiano',
    privacy: 'Privacy',
    closedTitle: 'Job post closed',
    closed: (job: string, companyName: string) =>
      `The job post “${job}” of ${companyName} is closed: it no longer takes applications.`,
    notFoundTitle: 'Job post not found',
    notFound: 'The job post you are looking for does not exist or is not published.',
    home: 'Go to the candidates’ page',
    contract_: {
      permanent: 'Permanent',
      'fixed-term': 'Fixed-term',
      apprenticeship: 'Apprenticeship',
      internship: 'Internship',
      freelance: 'Freelance',
      temporary: 'Temporary (agency)',
    } as Record<string, string>,
    mode_: { onsite: 'On site', hybrid: 'Hybrid', remote: 'Remote' } as Record<string, string>,
  },
} satisfies Record<ReaderLang, unknown>;

export type PublicJobLabels = (typeof publicJobLabels)[ReaderLang];

/** dd/mm/yyyy in Italy's calendar (spec 1's date format), whatever the reader's language. */
const italianDay = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
export const shownDate = (date: Date) => italianDay.format(date);

/** Whole euros in the Italian locale (spec 1: euro, Italian format). */
const euros = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
export const shownEuros = (cents: number) => euros.format(cents / 100);
