import { SeniorityOrder, type ReferenceCatalog } from './catalog.js';
import { hasAnyTerm } from './text.js';
import type { WorkYears } from './skills.js';

type Order = (typeof SeniorityOrder)[keyof typeof SeniorityOrder];

/** Keywords per seniority order, most senior first (a 'senior lead' is a lead). */
const keywords: ReadonlyArray<[Order, readonly string[]]> = [
  [
    SeniorityOrder.executive,
    ['dirigente', 'direttore', 'director', 'executive', 'c-level', 'CTO', 'CFO', 'CEO'],
  ],
  [
    SeniorityOrder.lead,
    [
      'team lead',
      'tech lead',
      'team leader',
      'lead developer',
      'head of',
      'capo reparto',
      'caposquadra',
      'coordinatore',
      'coordinatrice',
    ],
  ],
  [SeniorityOrder.senior, ['senior', 'esperto', 'esperta', 'experienced']],
  [SeniorityOrder.mid, ['mid-level', 'mid level', 'middle', 'intermediate level']],
  [
    SeniorityOrder.junior,
    [
      'junior',
      'neolaureato',
      'neolaureata',
      'neodiplomato',
      'neodiplomata',
      'entry level',
      'entry-level',
      'graduate',
    ],
  ],
  [SeniorityOrder.intern, ['stagista', 'tirocinante', 'intern', 'internship', 'tirocinio']],
];

/** Keywords that only count in the title ('responsabile' in a sentence is 'responsible for'). */
const titleOnly: ReadonlyArray<[Order, readonly string[]]> = [
  [SeniorityOrder.lead, ['responsabile', 'lead', 'capo']],
];

/** Years of experience a seniority suggests, for skills whose years the text does not state. */
const yearsByOrder: Record<Order, WorkYears> = { 1: 0, 2: 1, 3: 3, 4: 5, 5: 5, 6: 10 };

function orderIn(text: string, table: ReadonlyArray<[Order, readonly string[]]>): Order | null {
  for (const [order, words] of table) if (hasAnyTerm(text, words)) return order;
  return null;
}

/**
 * The seniority of the post: keywords of the title first, then of the whole text, then the most
 * years asked for (5+ senior, 2+ mid); null when nothing hints at one.
 */
export function detectSeniority(
  title: string,
  text: string,
  maxYears: number | null,
  seniorities: ReferenceCatalog['seniorities'],
): { seniorityId: number; defaultYears: WorkYears } | null {
  let order = orderIn(title, keywords) ?? orderIn(title, titleOnly) ?? orderIn(text, keywords);
  if (order === null && maxYears !== null) {
    if (maxYears >= 5) order = SeniorityOrder.senior;
    else if (maxYears >= 2) order = SeniorityOrder.mid;
  }
  if (order === null) return null;
  const row = seniorities.find((s) => s.order === order);
  return row ? { seniorityId: row.id, defaultYears: yearsByOrder[order] } : null;
}
