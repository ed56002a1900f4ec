import { defineTemplate, footerEn, footerIt, webLink, type TemplateDefinition } from './template-kit.js';

/** The mail announcing a new privacy-policy version (POST /mail/send-privacy-policy-update). */
export const policyTemplates = {
  'privacy-policy-update': defineTemplate(['firstname', 'version', 'effectiveOn', 'link'], {
    it: (d, brand) => ({
      subject: `Abbiamo aggiornato l'informativa sulla privacy di ${brand}`,
      blocks: [
        { kind: 'paragraph', text: `Ciao ${d.firstname},` },
        {
          kind: 'paragraph',
          text: `abbiamo pubblicato una nuova versione dell'informativa sulla privacy di ${brand}.`,
        },
        {
          kind: 'fields',
          rows: [
            ['Versione', d.version],
            ['In vigore dal', d.effectiveOn],
          ],
        },
        { kind: 'button', label: "Leggi l'informativa", href: webLink('privacy-policy-update', d.link) },
        {
          kind: 'note',
          text: 'Continuando a usare il servizio dopo questa data accetti la nuova versione.',
        },
      ],
      footer: footerIt(brand),
    }),
    en: (d, brand) => ({
      subject: `We have updated the ${brand} privacy policy`,
      blocks: [
        { kind: 'paragraph', text: `Hi ${d.firstname},` },
        { kind: 'paragraph', text: `We have published a new version of the ${brand} privacy policy.` },
        {
          kind: 'fields',
          rows: [
            ['Version', d.version],
            ['In effect from', d.effectiveOn],
          ],
        },
        { kind: 'button', label: 'Read the policy', href: webLink('privacy-policy-update', d.link) },
        { kind: 'note', text: 'By using the service after this date you accept the new version.' },
      ],
      footer: footerEn(brand),
    }),
  }),
} satisfies Record<string, TemplateDefinition>;
