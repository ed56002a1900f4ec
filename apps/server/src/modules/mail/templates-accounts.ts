import { defineTemplate, footerEn, footerIt, webLink, type TemplateDefinition } from './template-kit.js';

/** Accounts the back office opens: a recruiter created by an admin (POST /user/recruiter). */
export const accountTemplates = {
  'recruiter-welcome': defineTemplate(['firstname', 'companyName', 'link', 'days'], {
    it: (d, brand) => ({
      subject: `Il tuo account ${brand} per ${d.companyName}`,
      blocks: [
        { kind: 'paragraph', text: `Ciao ${d.firstname},` },
        {
          kind: 'paragraph',
          text: `lo staff di ${brand} ha creato per te un account nel team di ${d.companyName}. Per iniziare, scegli la tua password.`,
        },
        { kind: 'button', label: 'Scegli la password', href: webLink('recruiter-welcome', d.link) },
        {
          kind: 'paragraph',
          text: `Il link vale ${d.days} giorni e si può usare una sola volta; dopo, usa "Password dimenticata" nella pagina di accesso.`,
        },
        { kind: 'note', text: 'Se non ti aspettavi questo account, scrivi al supporto.' },
      ],
      footer: footerIt(brand),
    }),
    en: (d, brand) => ({
      subject: `Your ${brand} account for ${d.companyName}`,
      blocks: [
        { kind: 'paragraph', text: `Hi ${d.firstname},` },
        {
          kind: 'paragraph',
          text: `The ${brand} staff created an account for you in the ${d.companyName} team. To start, choose your password.`,
        },
        { kind: 'button', label: 'Choose your password', href: webLink('recruiter-welcome', d.link) },
        {
          kind: 'paragraph',
          text: `The link is valid for ${d.days} days and can be used once; after that, use "Forgot password" on the sign-in page.`,
        },
        { kind: 'note', text: "If you weren't expecting this account, write to support." },
      ],
      footer: footerEn(brand),
    }),
  }),
} satisfies Record<string, TemplateDefinition>;
