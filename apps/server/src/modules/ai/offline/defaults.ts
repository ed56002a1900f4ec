import type { Lang } from './text.js';

/** Lines the generator adds when the description says too little: per language, per work area id. */
interface AreaDefaults {
  responsibilities: readonly string[];
  requirements: readonly string[];
}

const generic: Record<Lang, AreaDefaults> = {
  it: {
    responsibilities: [
      'Svolgere le attività del ruolo secondo gli obiettivi concordati con il responsabile',
      'Collaborare con i colleghi e le altre funzioni aziendali',
      'Contribuire al miglioramento continuo dei processi',
    ],
    requirements: [
      'Precedente esperienza in un ruolo analogo',
      'Capacità organizzative e di lavoro in team',
      'Affidabilità, precisione e orientamento al risultato',
    ],
  },
  en: {
    responsibilities: [
      'Carry out the duties of the role against the goals agreed with your manager',
      'Work closely with colleagues and other departments',
      'Help improve processes continuously',
    ],
    requirements: [
      'Previous experience in a similar role',
      'Good organisational and teamwork skills',
      'Reliability, accuracy and a results-oriented attitude',
    ],
  },
};

const byArea: Record<number, Record<Lang, AreaDefaults>> = {
  1: {
    it: {
      responsibilities: [
        'Progettare, sviluppare e mantenere funzionalità software di qualità',
        'Scrivere test automatici e partecipare alla revisione del codice',
        'Collaborare con prodotto e design per rilasciare valore agli utenti',
      ],
      requirements: [
        'Buona conoscenza dei principi di ingegneria del software',
        'Familiarità con Git e con i processi di sviluppo agile',
      ],
    },
    en: {
      responsibilities: [
        'Design, build and maintain high-quality software features',
        'Write automated tests and take part in code reviews',
        'Work with product and design to ship value to users',
      ],
      requirements: [
        'Solid grasp of software engineering principles',
        'Familiarity with Git and agile development processes',
      ],
    },
  },
  2: {
    it: {
      responsibilities: [
        'Gestire la contabilità generale e le registrazioni di prima nota',
        'Curare la fatturazione attiva e passiva e le riconciliazioni bancarie',
        'Supportare la chiusura di bilancio e gli adempimenti fiscali',
      ],
      requirements: [
        'Diploma o laurea in ambito economico',
        'Buona conoscenza di Excel e dei gestionali contabili',
      ],
    },
    en: {
      responsibilities: [
        'Keep the general ledger and day-to-day bookkeeping',
        'Handle invoicing, payables, receivables and bank reconciliations',
        'Support the year-end close and tax compliance',
      ],
      requirements: [
        'A diploma or degree in economics or accounting',
        'Good command of Excel and accounting software',
      ],
    },
  },
  4: {
    it: {
      responsibilities: [
        'Pianificare e realizzare campagne di marketing multicanale',
        'Creare contenuti per sito, social media e newsletter',
        'Monitorare i risultati e proporre azioni di miglioramento',
      ],
      requirements: [
        'Ottime capacità di comunicazione scritta',
        'Familiarità con gli strumenti di analisi web e social',
      ],
    },
    en: {
      responsibilities: [
        'Plan and run multichannel marketing campaigns',
        'Create content for the website, social media and newsletters',
        'Track results and suggest improvements',
      ],
      requirements: ['Excellent written communication', 'Familiarity with web and social analytics tools'],
    },
  },
  5: {
    it: {
      responsibilities: [
        'Sviluppare il portafoglio clienti e acquisire nuove opportunità',
        'Gestire trattative commerciali e preventivi',
        'Raggiungere gli obiettivi di vendita concordati',
      ],
      requirements: ['Spiccate doti comunicative e negoziali', 'Orientamento al cliente e ai risultati'],
    },
    en: {
      responsibilities: [
        'Grow the client portfolio and win new business',
        'Manage negotiations and quotes',
        'Meet the agreed sales targets',
      ],
      requirements: [
        'Strong communication and negotiation skills',
        'A customer- and results-driven attitude',
      ],
    },
  },
  6: {
    it: {
      responsibilities: [
        'Gestire il processo di selezione, dalla ricerca ai colloqui',
        "Curare l'inserimento dei nuovi colleghi",
        'Supportare le attività di amministrazione del personale',
      ],
      requirements: ['Laurea in discipline umanistiche o economiche', 'Ottime capacità relazionali'],
    },
    en: {
      responsibilities: [
        'Run the recruiting process, from sourcing to interviews',
        'Onboard new colleagues',
        'Support personnel administration',
      ],
      requirements: ['A degree in humanities, psychology or economics', 'Excellent interpersonal skills'],
    },
  },
  7: {
    it: {
      responsibilities: [
        'Gestire ricevimento, stoccaggio e spedizione delle merci',
        'Preparare gli ordini e curare le attività di picking',
        'Mantenere aggiornato l’inventario di magazzino',
      ],
      requirements: ['Esperienza in ambito logistico o di magazzino', 'Disponibilità a lavorare su turni'],
    },
    en: {
      responsibilities: [
        'Handle receiving, storage and shipping of goods',
        'Prepare orders and take care of picking',
        'Keep the warehouse inventory up to date',
      ],
      requirements: ['Experience in logistics or warehousing', 'Availability to work shifts'],
    },
  },
  12: {
    it: {
      responsibilities: [
        'Accogliere e servire i clienti con cortesia',
        'Garantire il rispetto delle norme igieniche (HACCP)',
        'Collaborare con la brigata per un servizio efficiente',
      ],
      requirements: [
        'Esperienza nel settore della ristorazione o dell’ospitalità',
        'Disponibilità a lavorare nei fine settimana',
      ],
    },
    en: {
      responsibilities: [
        'Welcome and serve guests courteously',
        'Follow hygiene rules (HACCP)',
        'Work with the team for a smooth service',
      ],
      requirements: ['Experience in hospitality or food service', 'Availability to work weekends'],
    },
  },
};

export function areaDefaults(workAreaId: number | null, lang: Lang): AreaDefaults {
  return (workAreaId !== null ? byArea[workAreaId]?.[lang] : undefined) ?? generic[lang];
}

export const defaultBenefits: Record<Lang, readonly string[]> = {
  it: [
    'Formazione continua e opportunità di crescita',
    'Ambiente di lavoro dinamico e collaborativo',
    'Welfare aziendale e buoni pasto',
  ],
  en: [
    'Continuous training and room to grow',
    'A dynamic, collaborative workplace',
    'Company welfare and meal vouchers',
  ],
};
