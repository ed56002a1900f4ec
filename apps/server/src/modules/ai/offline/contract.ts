import type { contractTypes, workModes } from '@hiring/domain';
import { hasAnyTerm } from './text.js';

export type ContractType = (typeof contractTypes)[number];
export type WorkMode = (typeof workModes)[number];
export type Schedule = 'full-time' | 'part-time';

/** Checked in order: the first kind with a keyword in the text wins (Italian and English). */
const contractKeywords: ReadonlyArray<[ContractType, readonly string[]]> = [
  ['apprenticeship', ['apprendistato', 'apprendista', 'apprenticeship', 'apprentice']],
  [
    'internship',
    [
      'stage retribuito',
      'stage curriculare',
      'uno stage',
      'periodo di stage',
      'tirocinio',
      'tirocinante',
      'stagista',
      'internship',
      'intern',
    ],
  ],
  ['permanent', ['tempo indeterminato', 'indeterminato', 'permanent', 'open-ended', 'long-term contract']],
  ['fixed-term', ['tempo determinato', 'determinato', 'fixed-term', 'fixed term', 'contratto a termine']],
  [
    'freelance',
    [
      'partita iva',
      'p.iva',
      'p. iva',
      'freelance',
      'libero professionista',
      'contractor',
      'collaborazione esterna',
    ],
  ],
  [
    'temporary',
    [
      'somministrazione',
      'interinale',
      'lavoro temporaneo',
      'temporary',
      'temp job',
      'seasonal',
      'stagionale',
    ],
  ],
];

const workModeKeywords: ReadonlyArray<[WorkMode, readonly string[]]> = [
  [
    'remote',
    [
      'full remote',
      'fully remote',
      'full-remote',
      '100% remoto',
      '100% remote',
      'completamente da remoto',
      'remote-first',
    ],
  ],
  ['hybrid', ['ibrido', 'ibrida', 'hybrid', 'smart working', 'in parte da remoto', 'part remote']],
  ['remote', ['remoto', 'remote', 'telelavoro', 'da casa', 'work from home', 'from home']],
  [
    'onsite',
    ['in sede', 'in presenza', 'in ufficio', 'on-site', 'onsite', 'on site', 'in office', 'in the office'],
  ],
];

function firstMatch<T>(text: string, table: ReadonlyArray<[T, readonly string[]]>): T | null {
  for (const [value, keywords] of table) if (hasAnyTerm(text, keywords)) return value;
  return null;
}

export function detectContractType(text: string): ContractType | null {
  return firstMatch(text, contractKeywords);
}

export function detectWorkMode(text: string): WorkMode | null {
  return firstMatch(text, workModeKeywords);
}

export function detectSchedule(text: string): Schedule | null {
  if (hasAnyTerm(text, ['part-time', 'part time', 'tempo parziale', 'orario ridotto'])) return 'part-time';
  if (hasAnyTerm(text, ['full-time', 'full time', 'tempo pieno'])) return 'full-time';
  return null;
}
