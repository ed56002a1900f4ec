import type { ContractType, Schedule, WorkMode } from './contract.js';
import type { Lang } from './text.js';

/** Words the generator writes, per language. */
export const labels = {
  it: {
    contract: {
      permanent: 'Contratto a tempo indeterminato',
      'fixed-term': 'Contratto a tempo determinato',
      apprenticeship: 'Contratto di apprendistato',
      internship: 'Stage',
      freelance: 'Collaborazione in partita IVA',
      temporary: 'Contratto in somministrazione',
    } satisfies Record<ContractType, string>,
    workMode: {
      onsite: 'Lavoro in sede',
      hybrid: 'Lavoro ibrido (in parte da remoto)',
      remote: 'Lavoro da remoto',
    } satisfies Record<WorkMode, string>,
    schedule: { 'full-time': 'Orario full-time', 'part-time': 'Orario part-time' } satisfies Record<
      Schedule,
      string
    >,
    skill: (name: string, years: number) =>
      years > 0 ? `${name} (almeno ${years} ${years === 1 ? 'anno' : 'anni'} di esperienza)` : name,
    language: (name: string, level: string) => `${name}: livello ${level}`,
    position: 'Posizione',
    basedIn: (place: string) => `sede di ${place}`,
  },
  en: {
    contract: {
      permanent: 'Permanent contract',
      'fixed-term': 'Fixed-term contract',
      apprenticeship: 'Apprenticeship contract',
      internship: 'Internship',
      freelance: 'Freelance collaboration',
      temporary: 'Temporary agency contract',
    } satisfies Record<ContractType, string>,
    workMode: {
      onsite: 'On-site work',
      hybrid: 'Hybrid work (partly remote)',
      remote: 'Remote work',
    } satisfies Record<WorkMode, string>,
    schedule: { 'full-time': 'Full-time hours', 'part-time': 'Part-time hours' } satisfies Record<
      Schedule,
      string
    >,
    skill: (name: string, years: number) =>
      years > 0 ? `${name} (${years}+ ${years === 1 ? 'year' : 'years'} of experience)` : name,
    language: (name: string, level: string) => `${name}: level ${level}`,
    position: 'Position',
    basedIn: (place: string) => `based in ${place}`,
  },
} as const satisfies Record<Lang, unknown>;
