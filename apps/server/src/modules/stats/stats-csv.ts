import { stringify } from 'csv-stringify/sync';
import type { SeriesName, StatsSeries } from './stats.service.js';

export type CsvLang = 'it' | 'en';

/** The CSV's column and step names, in the caller's language (the web app names them from its namespace). */
const names: Record<CsvLang, Record<string, string>> = {
  it: {
    period: 'Periodo',
    step: 'Passo',
    requested: 'Iscrizioni richieste',
    completed: 'Iscrizioni completate',
    recruiters: 'Selezionatori attivi',
    candidates: 'Candidati attivi',
    published: 'Pubblicazioni',
    applications: 'Candidature',
    rate: 'Tasso (%)',
    applied: 'Candidati',
    selected: 'Selezionati',
    position: 'Colonna {n}',
    confirmed: 'Confermati',
    rejected: 'Rifiutati',
    discarded: 'Scartati',
  },
  en: {
    period: 'Period',
    step: 'Step',
    requested: 'Signups requested',
    completed: 'Signups completed',
    recruiters: 'Active recruiters',
    candidates: 'Active candidates',
    published: 'Publications',
    applications: 'Applications',
    rate: 'Rate (%)',
    applied: 'Applied',
    selected: 'Selected',
    position: 'Column {n}',
    confirmed: 'Confirmed',
    rejected: 'Rejected',
    discarded: 'Discarded',
  },
};

/** 'YYYY-MM-DD' → 'dd/mm/yyyy', the product's date format. */
export const italianDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

function stepName(label: string, lang: CsvLang): string {
  const position = /^position-(\d+)$/.exec(label);
  if (position) return names[lang].position!.replace('{n}', position[1]!);
  return names[lang][label] ?? label;
}

/**
 * A chart's numbers as CSV (docs/stats.md): a UTF-8 BOM (so Excel reads the accents right), a
 * header row, one row per label. Italian: `;` between fields and a decimal comma (what Excel in
 * Italy expects); English: `,` and a decimal point. Days are written dd/mm/yyyy in both.
 */
export function seriesCsv(name: SeriesName, series: StatsSeries, lang: CsvLang): string {
  const n = names[lang];
  const first = name === 'conversion' ? n.step! : n.period!;
  const header = [first, ...series.datasets.map((d) => n[d.key] ?? d.key)];
  const number = (v: number | null) =>
    v === null ? '' : lang === 'it' ? String(v).replace('.', ',') : String(v);
  const rows = series.labels.map((label, i) => [
    name === 'conversion' ? stepName(label, lang) : italianDate(label),
    ...series.datasets.map((d) => number(d.data[i] ?? null)),
  ]);
  return stringify([header, ...rows], {
    bom: true,
    delimiter: lang === 'it' ? ';' : ',',
    record_delimiter: '\r\n',
  });
}
