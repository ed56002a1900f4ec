import {
  defineTemplate,
  footerEn,
  footerIt,
  minutesEn,
  minutesIt,
  webLink,
  type TemplateDefinition,
} from './template-kit.js';

/**
 * Mails of the candidate app (apps/web/src/talents): the address confirmation of a candidate
 * account carries the code and a link to the app's confirmation page (docs/talents.md).
 */
export const talentsTemplates = {
  'candidate-confirmation': defineTemplate(['firstname', 'code', 'minutes', 'link'], {
    it: (d, brand) => ({
      subject: 'Conferma il tuo indirizzo email',
      blocks: [
        { kind: 'paragraph', text: `Ciao ${d.firstname},` },
        { kind: 'paragraph', text: `per attivare il tuo account ${brand} conferma il tuo indirizzo email.` },
        { kind: 'button', label: 'Conferma l’indirizzo', href: webLink('candidate-confirmation', d.link) },
        { kind: 'paragraph', text: 'Oppure inserisci questo codice:' },
        { kind: 'code', code: d.code },
        { kind: 'paragraph', text: `Il codice e il link scadono tra ${minutesIt(d.minutes)}.` },
        { kind: 'note', text: 'Se non hai creato tu questo account, puoi ignorare questa email.' },
      ],
      footer: footerIt(brand),
    }),
    en: (d, brand) => ({
      subject: 'Confirm your email address',
      blocks: [
        { kind: 'paragraph', text: `Hi ${d.firstname},` },
        { kind: 'paragraph', text: `To activate your ${brand} account, confirm your email address.` },
        { kind: 'button', label: 'Confirm the address', href: webLink('candidate-confirmation', d.link) },
        { kind: 'paragraph', text: 'Or enter this code:' },
        { kind: 'code', code: d.code },
        { kind: 'paragraph', text: `The code and the link expire in ${minutesEn(d.minutes)}.` },
        { kind: 'note', text: "If you didn't create this account, you can safely ignore this email." },
      ],
      footer: footerEn(brand),
    }),
  }),
} satisfies Record<string, TemplateDefinition>;
