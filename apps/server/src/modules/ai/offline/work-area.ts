import type { ReferenceCatalog } from './catalog.js';
import type { SkillMatch } from './skills.js';
import { hasAnyTerm } from './text.js';

/**
 * Role words per reference work area id (Italian and English), checked in this order: the first
 * area with a word in the title, else in the text, is the post's.
 */
export const workAreaKeywords: ReadonlyArray<[number, readonly string[]]> = [
  [
    1,
    [
      'sviluppatore',
      'sviluppatrice',
      'developer',
      'programmatore',
      'programmatrice',
      'programmer',
      'software engineer',
      'frontend',
      'front-end',
      'backend',
      'back-end',
      'full stack',
      'full-stack',
      'devops',
      'sistemista',
      'sysadmin',
      'data scientist',
      'data engineer',
      'informatico',
      'it specialist',
    ],
  ],
  [
    16,
    [
      'customer service',
      'customer care',
      'assistenza clienti',
      'call center',
      'contact center',
      'help desk',
      'servizio clienti',
    ],
  ],
  [
    6,
    [
      'risorse umane',
      'human resources',
      'HR',
      'recruiter',
      'selezione del personale',
      'talent acquisition',
      'payroll',
      'paghe',
    ],
  ],
  [
    2,
    [
      'contabile',
      'amministrativo',
      'amministrativa',
      'contabilità',
      'accountant',
      'accounting',
      'bookkeeper',
      'segretaria',
      'segretario',
      'impiegato amministrativo',
    ],
  ],
  [
    3,
    [
      'analista finanziario',
      'financial analyst',
      'controller',
      'controllo di gestione',
      'tesoreria',
      'treasury',
      'finance',
    ],
  ],
  [4, ['marketing', 'comunicazione', 'communication', 'social media', 'content', 'SEO', 'brand']],
  [
    5,
    [
      'commerciale',
      'venditore',
      'venditrice',
      'sales',
      'account manager',
      'agente di commercio',
      'business developer',
      'key account',
    ],
  ],
  [
    7,
    [
      'magazziniere',
      'magazzino',
      'logistica',
      'logistics',
      'warehouse',
      'supply chain',
      'autista',
      'driver',
      'spedizioni',
    ],
  ],
  [
    8,
    [
      'operaio',
      'operaia',
      'produzione',
      'manufacturing',
      'operatore di linea',
      'production',
      'saldatore',
      'tornitore',
      'CNC',
    ],
  ],
  [9, ['ingegnere', 'engineer', 'progettista', 'engineering', 'disegnatore tecnico']],
  [
    10,
    [
      'infermiere',
      'infermiera',
      'nurse',
      'OSS',
      'medico',
      'doctor',
      'fisioterapista',
      'farmacista',
      'caregiver',
    ],
  ],
  [
    11,
    [
      'insegnante',
      'teacher',
      'docente',
      'formatore',
      'formatrice',
      'educatore',
      'educatrice',
      'trainer',
      'tutor',
    ],
  ],
  [
    12,
    [
      'cameriere',
      'cameriera',
      'cuoco',
      'cuoca',
      'chef',
      'barista',
      'bartender',
      'receptionist',
      'hotel',
      'ristorante',
      'restaurant',
      'pizzaiolo',
      'waiter',
    ],
  ],
  [
    13,
    [
      'avvocato',
      'avvocata',
      'legale',
      'lawyer',
      'paralegal',
      'giurista',
      'legal counsel',
      'praticante avvocato',
    ],
  ],
  [14, ['muratore', 'edilizia', 'cantiere', 'construction', 'geometra', 'capocantiere', 'carpentiere']],
  [15, ['designer', 'grafico', 'grafica', 'graphic', 'UX', 'UI', 'illustratore', 'art director', 'creative']],
  [
    17,
    ['ricercatore', 'ricercatrice', 'researcher', 'R&D', 'ricerca e sviluppo', 'laboratorio', 'laboratory'],
  ],
  [18, ['buyer', 'acquisti', 'procurement', 'purchasing', 'approvvigionamenti']],
  [19, ['qualità', 'quality', 'controllo qualità', 'quality assurance', 'auditor']],
  [
    20,
    [
      'addetto vendite',
      'addetta vendite',
      'commesso',
      'commessa',
      'negozio',
      'store manager',
      'retail',
      'cassiere',
      'cassiera',
      'shop assistant',
    ],
  ],
  [
    21,
    [
      'manutentore',
      'manutenzione',
      'maintenance',
      'elettricista',
      'idraulico',
      'tecnico impiantista',
      'technician',
      'frigorista',
    ],
  ],
  [
    22,
    ['agricolo', 'agricola', 'agronomo', 'agricoltura', 'agriculture', 'agroalimentare', 'farm', 'enologo'],
  ],
  [23, ['sicurezza sul lavoro', 'HSE', 'RSPP', 'ambiente', 'environmental', 'health and safety', 'EHS']],
];

function areaByKeywords(text: string): number | null {
  for (const [id, words] of workAreaKeywords) if (hasAnyTerm(text, words)) return id;
  return null;
}

/** The area most of the matched skills belong to (ties: the one met first). */
function areaBySkills(skills: readonly SkillMatch[]): number | null {
  const counts = new Map<number, number>();
  for (const s of skills)
    if (s.workAreaId !== null) counts.set(s.workAreaId, (counts.get(s.workAreaId) ?? 0) + 1);
  let best: number | null = null;
  for (const [id, count] of counts) if (best === null || count > counts.get(best)!) best = id;
  return best;
}

/** The post's work area: the title's role words, else the matched skills, else the text's role words. */
export function detectWorkArea(
  title: string,
  text: string,
  skills: readonly SkillMatch[],
  workAreas: ReferenceCatalog['workAreas'],
): number | null {
  const id = areaByKeywords(title) ?? areaBySkills(skills) ?? areaByKeywords(text);
  return id !== null && workAreas.some((w) => w.id === id) ? id : null;
}
