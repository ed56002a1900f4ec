import { defineTemplate, footerEn, footerIt, type TemplateDefinition } from './template-kit.js';

/** The privacy mails to companies: what the retention job anonymised (docs/privacy.md). */
export const privacyTemplates = {
  'retention-report': defineTemplate(['firstname', 'companyName', 'count', 'months'], {
    it: (d, brand) => ({
      subject: `${d.companyName}: dati di ${d.count === '1' ? 'un candidato anonimizzati' : `${d.count} candidati anonimizzati`}`,
      blocks: [
        { kind: 'paragraph', text: `Ciao ${d.firstname},` },
        {
          kind: 'paragraph',
          text:
            d.count === '1'
              ? `i dati di un candidato che ${d.companyName} conservava e che nessuno usava da più di ${d.months} mesi sono stati anonimizzati.`
              : `i dati di ${d.count} candidati che ${d.companyName} conservava e che nessuno usava da più di ${d.months} mesi sono stati anonimizzati.`,
        },
        {
          kind: 'fields',
          rows: [
            ['Candidati', d.count],
            ['Periodo di conservazione', `${d.months} mesi`],
          ],
        },
        {
          kind: 'note',
          text: 'Le candidature restano sulle bacheche come "Candidato anonimo", senza dati personali. Il periodo si cambia nelle impostazioni dell\'azienda.',
        },
      ],
      footer: footerIt(brand),
    }),
    en: (d, brand) => ({
      subject: `${d.companyName}: ${d.count === '1' ? "one candidate's data anonymised" : `${d.count} candidates' data anonymised`}`,
      blocks: [
        { kind: 'paragraph', text: `Hi ${d.firstname},` },
        {
          kind: 'paragraph',
          text:
            d.count === '1'
              ? `The data of one candidate that ${d.companyName} held and nobody had used for more than ${d.months} months has been anonymised.`
              : `The data of ${d.count} candidates that ${d.companyName} held and nobody had used for more than ${d.months} months has been anonymised.`,
        },
        {
          kind: 'fields',
          rows: [
            ['Candidates', d.count],
            ['Retention period', `${d.months} months`],
          ],
        },
        {
          kind: 'note',
          text: 'The applications stay on the boards as "Candidato anonimo", without personal data. The period can be changed in the company settings.',
        },
      ],
      footer: footerEn(brand),
    }),
  }),
} satisfies Record<string, TemplateDefinition>;
