import { escapeHtml, renderHtml, renderText, subjectLine, type MailContent } from './mail-layout.js';
import {
  defineTemplate,
  footerEn,
  footerIt,
  minutesEn,
  minutesIt,
  resolveMailLang,
  webLink,
  MailTemplateError,
  type MailLang,
  type RenderedMail,
  type TemplateDefinition,
} from './template-kit.js';
import { accountTemplates } from './templates-accounts.js';
import { backOfficeTemplates } from './templates-back-office.js';
import { policyTemplates } from './templates-policy.js';
import { privacyTemplates } from './templates-privacy.js';
import { talentsTemplates } from './templates-talents.js';

export {
  mailLangs,
  MailTemplateError,
  resolveMailLang,
  type MailLang,
  type RenderedMail,
} from './template-kit.js';

export { escapeHtml };

type InterviewKey = 'firstname' | 'withName' | 'jobName' | 'when' | 'where';
const interviewKeys = ['firstname', 'withName', 'jobName', 'when', 'where'] as const;

/** The interview mails (invitation, change, cancellation): one layout, the .ics travels as an attachment. */
function interviewMail(
  lang: MailLang,
  subject: string,
  lead: string,
  d: Record<InterviewKey, string>,
  brand: string,
): MailContent {
  const it = lang === 'it';
  return {
    subject,
    blocks: [
      { kind: 'paragraph', text: it ? `Ciao ${d.firstname},` : `Hi ${d.firstname},` },
      { kind: 'paragraph', text: lead },
      {
        kind: 'fields',
        rows: [
          [it ? 'Con' : 'With', d.withName],
          [it ? 'Posizione' : 'Position', d.jobName],
          [it ? 'Quando' : 'When', d.when],
          [it ? 'Dove' : 'Where', d.where],
        ],
      },
      {
        kind: 'note',
        text: it
          ? 'In allegato trovi il file .ics per aggiornare il tuo calendario.'
          : 'The attached .ics file updates your calendar.',
      },
    ],
    footer: it ? footerIt(brand) : footerEn(brand),
  };
}

const coreTemplates = {
  'interview-invitation': defineTemplate(interviewKeys, {
    it: (d, brand) =>
      interviewMail(
        'it',
        `Colloquio con ${d.withName}: ${d.when}`,
        `è stato fissato un colloquio per ${d.jobName}.`,
        d,
        brand,
      ),
    en: (d, brand) =>
      interviewMail(
        'en',
        `Interview with ${d.withName}: ${d.when}`,
        `An interview for ${d.jobName} has been scheduled.`,
        d,
        brand,
      ),
  }),

  'interview-update': defineTemplate(interviewKeys, {
    it: (d, brand) =>
      interviewMail(
        'it',
        `Colloquio modificato: ${d.withName}, ${d.when}`,
        `il colloquio per ${d.jobName} è cambiato. Ecco i nuovi dettagli.`,
        d,
        brand,
      ),
    en: (d, brand) =>
      interviewMail(
        'en',
        `Interview changed: ${d.withName}, ${d.when}`,
        `The interview for ${d.jobName} has changed. Here are the new details.`,
        d,
        brand,
      ),
  }),

  'interview-cancellation': defineTemplate(interviewKeys, {
    it: (d, brand) =>
      interviewMail(
        'it',
        `Colloquio annullato: ${d.withName}, ${d.when}`,
        `il colloquio per ${d.jobName} è stato annullato.`,
        d,
        brand,
      ),
    en: (d, brand) =>
      interviewMail(
        'en',
        `Interview cancelled: ${d.withName}, ${d.when}`,
        `The interview for ${d.jobName} has been cancelled.`,
        d,
        brand,
      ),
  }),

  'confirmation-code': defineTemplate(['firstname', 'code', 'minutes'], {
    it: (d, brand) => ({
      subject: 'Conferma il tuo indirizzo email',
      blocks: [
        { kind: 'paragraph', text: `Ciao ${d.firstname},` },
        { kind: 'paragraph', text: 'il tuo codice di conferma è:' },
        { kind: 'code', code: d.code },
        {
          kind: 'paragraph',
          text: `Scade tra ${minutesIt(d.minutes)}. Inseriscilo in ${brand} per confermare il tuo indirizzo email.`,
        },
        { kind: 'note', text: 'Se non hai richiesto tu questo codice, puoi ignorare questa email.' },
      ],
      footer: footerIt(brand),
    }),
    en: (d, brand) => ({
      subject: 'Confirm your email address',
      blocks: [
        { kind: 'paragraph', text: `Hi ${d.firstname},` },
        { kind: 'paragraph', text: 'Your confirmation code is:' },
        { kind: 'code', code: d.code },
        {
          kind: 'paragraph',
          text: `It expires in ${minutesEn(d.minutes)}. Enter it in ${brand} to confirm your email address.`,
        },
        { kind: 'note', text: "If you didn't request this code, you can safely ignore this email." },
      ],
      footer: footerEn(brand),
    }),
  }),

  'password-reset': defineTemplate(['firstname', 'link', 'minutes'], {
    it: (d, brand) => ({
      subject: 'Reimposta la tua password',
      blocks: [
        { kind: 'paragraph', text: `Ciao ${d.firstname},` },
        {
          kind: 'paragraph',
          text: `abbiamo ricevuto una richiesta di reimpostare la password del tuo account ${brand}. Per sceglierne una nuova, usa il link qui sotto.`,
        },
        { kind: 'button', label: 'Reimposta la password', href: webLink('password-reset', d.link) },
        {
          kind: 'paragraph',
          text: `Il link scade tra ${minutesIt(d.minutes)} e si può usare una sola volta.`,
        },
        {
          kind: 'note',
          text: 'Se non hai chiesto tu di reimpostare la password, ignora questa email: la password attuale resta valida.',
        },
      ],
      footer: footerIt(brand),
    }),
    en: (d, brand) => ({
      subject: 'Reset your password',
      blocks: [
        { kind: 'paragraph', text: `Hi ${d.firstname},` },
        {
          kind: 'paragraph',
          text: `We received a request to reset the password of your ${brand} account. To choose a new one, use the link below.`,
        },
        { kind: 'button', label: 'Reset password', href: webLink('password-reset', d.link) },
        { kind: 'paragraph', text: `The link expires in ${minutesEn(d.minutes)} and can be used only once.` },
        {
          kind: 'note',
          text: "If you didn't ask to reset your password, ignore this email: your current password stays valid.",
        },
      ],
      footer: footerEn(brand),
    }),
  }),

  'email-change': defineTemplate(['firstname', 'code', 'minutes', 'newEmail'], {
    it: (d, brand) => ({
      subject: 'Conferma il tuo nuovo indirizzo email',
      blocks: [
        { kind: 'paragraph', text: `Ciao ${d.firstname},` },
        {
          kind: 'paragraph',
          text: `hai chiesto di cambiare l'indirizzo email del tuo account ${brand} in ${d.newEmail}. Per confermare la modifica, inserisci questo codice:`,
        },
        { kind: 'code', code: d.code },
        { kind: 'paragraph', text: `Il codice scade tra ${minutesIt(d.minutes)}.` },
        {
          kind: 'note',
          text: 'Se non hai chiesto tu questa modifica, ignora questa email: il tuo indirizzo resterà invariato.',
        },
      ],
      footer: footerIt(brand),
    }),
    en: (d, brand) => ({
      subject: 'Confirm your new email address',
      blocks: [
        { kind: 'paragraph', text: `Hi ${d.firstname},` },
        {
          kind: 'paragraph',
          text: `You asked to change the email address of your ${brand} account to ${d.newEmail}. To confirm the change, enter this code:`,
        },
        { kind: 'code', code: d.code },
        { kind: 'paragraph', text: `The code expires in ${minutesEn(d.minutes)}.` },
        {
          kind: 'note',
          text: "If you didn't ask for this change, ignore this email: your address will stay the same.",
        },
      ],
      footer: footerEn(brand),
    }),
  }),

  'team-invitation': defineTemplate(['inviterName', 'companyName', 'link'], {
    it: (d, brand) => ({
      subject: `${d.inviterName} ti ha invitato a unirti a ${d.companyName} su ${brand}`,
      blocks: [
        { kind: 'paragraph', text: 'Ciao,' },
        {
          kind: 'paragraph',
          text: `${d.inviterName} ti ha invitato a unirti al team di ${d.companyName} su ${brand}, per gestire insieme offerte di lavoro e candidature.`,
        },
        { kind: 'button', label: "Accetta l'invito", href: webLink('team-invitation', d.link) },
        {
          kind: 'note',
          text: `Se non conosci ${d.inviterName} o non ti aspettavi questo invito, puoi ignorare questa email.`,
        },
      ],
      footer: footerIt(brand),
    }),
    en: (d, brand) => ({
      subject: `${d.inviterName} invited you to join ${d.companyName} on ${brand}`,
      blocks: [
        { kind: 'paragraph', text: 'Hi,' },
        {
          kind: 'paragraph',
          text: `${d.inviterName} invited you to join the ${d.companyName} team on ${brand}, to manage job openings and applications together.`,
        },
        { kind: 'button', label: 'Accept the invitation', href: webLink('team-invitation', d.link) },
        {
          kind: 'note',
          text: `If you don't know ${d.inviterName} or weren't expecting this invitation, you can ignore this email.`,
        },
      ],
      footer: footerEn(brand),
    }),
  }),

  'support-request': defineTemplate(['fromName', 'fromEmail', 'companyName', 'subject', 'message'], {
    it: (d, brand) => ({
      subject: `Richiesta di assistenza: ${d.subject}`,
      blocks: [
        { kind: 'paragraph', text: `Nuova richiesta di assistenza da ${d.fromName || d.fromEmail}.` },
        {
          kind: 'fields',
          rows: [
            ['Nome', d.fromName || '—'],
            ['Email', d.fromEmail],
            ['Azienda', d.companyName || '—'],
            ['Oggetto', d.subject],
          ],
        },
        { kind: 'quote', text: d.message },
        { kind: 'note', text: `Rispondi a questa email per scrivere direttamente a ${d.fromEmail}.` },
      ],
      footer: `Inviata dal modulo di assistenza di ${brand}.`,
    }),
    en: (d, brand) => ({
      subject: `Support request: ${d.subject}`,
      blocks: [
        { kind: 'paragraph', text: `New support request from ${d.fromName || d.fromEmail}.` },
        {
          kind: 'fields',
          rows: [
            ['Name', d.fromName || '—'],
            ['Email', d.fromEmail],
            ['Company', d.companyName || '—'],
            ['Subject', d.subject],
          ],
        },
        { kind: 'quote', text: d.message },
        { kind: 'note', text: `Reply to this email to answer ${d.fromEmail} directly.` },
      ],
      footer: `Sent from the ${brand} support form.`,
    }),
  }),
} satisfies Record<string, TemplateDefinition>;

const templates = {
  ...coreTemplates,
  ...backOfficeTemplates,
  ...policyTemplates,
  ...accountTemplates,
  ...privacyTemplates,
  ...talentsTemplates,
};

/** The name of a mail the product sends. */
export type MailTemplate = keyof typeof templates;

export const mailTemplateNames = Object.keys(templates) as [MailTemplate, ...MailTemplate[]];

/** The data keys a template needs (the back office's template tryer shows them as fields). */
export function mailTemplateKeys(template: MailTemplate): readonly string[] {
  return (templates as Record<string, TemplateDefinition>)[template]?.keys ?? [];
}

/**
 * Subject, plain text and HTML of a template. A data key the template needs and did not get
 * throws MailTemplateError: the callers are our own services, so it is a bug, not a user error.
 */
export function renderMail(
  template: MailTemplate,
  lang: string,
  data: Record<string, string | number>,
  options: { brand?: string } = {},
): RenderedMail {
  const definition = (templates as Record<string, TemplateDefinition>)[template];
  if (!definition) throw new MailTemplateError(`Unknown mail template "${template}"`);
  const missing = definition.keys.filter((key) => {
    const value: unknown = Object.hasOwn(data, key) ? data[key] : undefined;
    return !(typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)));
  });
  if (missing.length > 0) {
    const list = missing.map((key) => `"${key}"`).join(', ');
    throw new MailTemplateError(`Template "${template}" is missing data: ${list}`);
  }
  const values = Object.fromEntries(definition.keys.map((key) => [key, String(data[key])]));
  const resolved = resolveMailLang(lang);
  const brand = options.brand ?? 'Hiring';
  const content = definition.render(resolved, values, brand);
  const subject = subjectLine(content.subject);
  return {
    lang: resolved,
    subject,
    text: renderText(content),
    html: renderHtml({ ...content, subject }, { lang: resolved, brand }),
  };
}
