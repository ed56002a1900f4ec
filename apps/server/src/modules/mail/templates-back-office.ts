import { defineTemplate, footerEn, footerIt, webLink, type TemplateDefinition } from './template-kit.js';

/** Mails of the back office's reviews: signups completed or rejected, posts and pages approved or not. */
export const backOfficeTemplates = {
  /** The back office completed a company signup: the account exists, the applicant may sign in. */
  'signup-completed': defineTemplate(['firstname', 'companyName', 'link'], {
    it: (d, brand) => ({
      subject: `${d.companyName} è attiva su ${brand}`,
      blocks: [
        { kind: 'paragraph', text: `Ciao ${d.firstname},` },
        {
          kind: 'paragraph',
          text: `abbiamo verificato la registrazione di ${d.companyName}: l'account è pronto. Accedi con l'email e la password che hai scelto.`,
        },
        { kind: 'button', label: 'Accedi', href: webLink('signup-completed', d.link) },
      ],
      footer: footerIt(brand),
    }),
    en: (d, brand) => ({
      subject: `${d.companyName} is live on ${brand}`,
      blocks: [
        { kind: 'paragraph', text: `Hi ${d.firstname},` },
        {
          kind: 'paragraph',
          text: `We reviewed the signup of ${d.companyName}: the account is ready. Sign in with the email and the password you chose.`,
        },
        { kind: 'button', label: 'Sign in', href: webLink('signup-completed', d.link) },
      ],
      footer: footerEn(brand),
    }),
  }),

  /** The back office refused a company signup; the applicant may sign up again. */
  'signup-rejected': defineTemplate(['firstname', 'companyName', 'reason'], {
    it: (d, brand) => ({
      subject: `La registrazione di ${d.companyName} non è stata accettata`,
      blocks: [
        { kind: 'paragraph', text: `Ciao ${d.firstname},` },
        {
          kind: 'paragraph',
          text: `lo staff di ${brand} non ha accettato la registrazione di ${d.companyName}, per questo motivo:`,
        },
        { kind: 'quote', text: d.reason },
        {
          kind: 'note',
          text: 'Puoi registrarti di nuovo con dati corretti, oppure rispondere al supporto per chiarimenti.',
        },
      ],
      footer: footerIt(brand),
    }),
    en: (d, brand) => ({
      subject: `The signup of ${d.companyName} was not accepted`,
      blocks: [
        { kind: 'paragraph', text: `Hi ${d.firstname},` },
        {
          kind: 'paragraph',
          text: `The ${brand} staff did not accept the signup of ${d.companyName}, for this reason:`,
        },
        { kind: 'quote', text: d.reason },
        {
          kind: 'note',
          text: 'You may sign up again with corrected details, or write to support to ask about it.',
        },
      ],
      footer: footerEn(brand),
    }),
  }),

  /** A post waiting for approval was approved (and is live unless it was closed meanwhile). */
  'job-approved': defineTemplate(['firstname', 'jobName', 'link'], {
    it: (d, brand) => ({
      subject: `Annuncio approvato: ${d.jobName}`,
      blocks: [
        { kind: 'paragraph', text: `Ciao ${d.firstname},` },
        {
          kind: 'paragraph',
          text: `lo staff di ${brand} ha approvato l'annuncio "${d.jobName}": ora è pubblicato e i candidati lo vedono.`,
        },
        { kind: 'button', label: "Apri l'annuncio", href: webLink('job-approved', d.link) },
      ],
      footer: footerIt(brand),
    }),
    en: (d, brand) => ({
      subject: `Job post approved: ${d.jobName}`,
      blocks: [
        { kind: 'paragraph', text: `Hi ${d.firstname},` },
        {
          kind: 'paragraph',
          text: `The ${brand} staff approved the post "${d.jobName}": it is now published and candidates can see it.`,
        },
        { kind: 'button', label: 'Open the post', href: webLink('job-approved', d.link) },
      ],
      footer: footerEn(brand),
    }),
  }),

  /** A post waiting for approval was refused: the reason, and publishing again asks again. */
  'job-rejected': defineTemplate(['firstname', 'jobName', 'reason', 'link'], {
    it: (d, brand) => ({
      subject: `Annuncio non approvato: ${d.jobName}`,
      blocks: [
        { kind: 'paragraph', text: `Ciao ${d.firstname},` },
        {
          kind: 'paragraph',
          text: `lo staff di ${brand} non ha approvato l'annuncio "${d.jobName}", per questo motivo:`,
        },
        { kind: 'quote', text: d.reason },
        {
          kind: 'paragraph',
          text: "Modifica l'annuncio e pubblicalo di nuovo: tornerà in approvazione.",
        },
        { kind: 'button', label: "Modifica l'annuncio", href: webLink('job-rejected', d.link) },
      ],
      footer: footerIt(brand),
    }),
    en: (d, brand) => ({
      subject: `Job post not approved: ${d.jobName}`,
      blocks: [
        { kind: 'paragraph', text: `Hi ${d.firstname},` },
        {
          kind: 'paragraph',
          text: `The ${brand} staff did not approve the post "${d.jobName}", for this reason:`,
        },
        { kind: 'quote', text: d.reason },
        { kind: 'paragraph', text: 'Edit the post and publish it again: it will be reviewed again.' },
        { kind: 'button', label: 'Edit the post', href: webLink('job-rejected', d.link) },
      ],
      footer: footerEn(brand),
    }),
  }),

  /** A company page edit was approved: candidates see it. */
  'page-approved': defineTemplate(['firstname', 'companyName', 'link'], {
    it: (d, brand) => ({
      subject: `Pagina aziendale approvata: ${d.companyName}`,
      blocks: [
        { kind: 'paragraph', text: `Ciao ${d.firstname},` },
        {
          kind: 'paragraph',
          text: `lo staff di ${brand} ha approvato la pagina di ${d.companyName}: i candidati la vedono così com'è ora.`,
        },
        { kind: 'button', label: 'Apri la pagina', href: webLink('page-approved', d.link) },
      ],
      footer: footerIt(brand),
    }),
    en: (d, brand) => ({
      subject: `Company page approved: ${d.companyName}`,
      blocks: [
        { kind: 'paragraph', text: `Hi ${d.firstname},` },
        {
          kind: 'paragraph',
          text: `The ${brand} staff approved the page of ${d.companyName}: candidates see it as it is now.`,
        },
        { kind: 'button', label: 'Open the page', href: webLink('page-approved', d.link) },
      ],
      footer: footerEn(brand),
    }),
  }),

  /** A company page edit was refused: the reason; the next edit asks again. */
  'page-rejected': defineTemplate(['firstname', 'companyName', 'reason', 'link'], {
    it: (d, brand) => ({
      subject: `Pagina aziendale non approvata: ${d.companyName}`,
      blocks: [
        { kind: 'paragraph', text: `Ciao ${d.firstname},` },
        {
          kind: 'paragraph',
          text: `lo staff di ${brand} non ha approvato le modifiche alla pagina di ${d.companyName}, per questo motivo:`,
        },
        { kind: 'quote', text: d.reason },
        {
          kind: 'paragraph',
          text: 'Correggi la pagina e salvala: tornerà in approvazione.',
        },
        { kind: 'button', label: 'Modifica la pagina', href: webLink('page-rejected', d.link) },
      ],
      footer: footerIt(brand),
    }),
    en: (d, brand) => ({
      subject: `Company page not approved: ${d.companyName}`,
      blocks: [
        { kind: 'paragraph', text: `Hi ${d.firstname},` },
        {
          kind: 'paragraph',
          text: `The ${brand} staff did not approve the changes to the page of ${d.companyName}, for this reason:`,
        },
        { kind: 'quote', text: d.reason },
        { kind: 'paragraph', text: 'Correct the page and save it: it will be reviewed again.' },
        { kind: 'button', label: 'Edit the page', href: webLink('page-rejected', d.link) },
      ],
      footer: footerEn(brand),
    }),
  }),
} satisfies Record<string, TemplateDefinition>;
