import { api } from '../../../shared/api/api';
import { fetchApiFile } from '../../../shared/api/fetch-file';

/** The back office's statistics (docs/stats.md): GET /admin/stats/{series}[.csv]. */

export const seriesNames = [
  'signups',
  'active-users',
  'jobs-published',
  'applications',
  'conversion',
] as const;
export type SeriesName = (typeof seriesNames)[number];
export type Bucket = 'day' | 'week' | 'month';

export interface StatsQuery {
  from: string;
  to: string;
  /** Unset: the server picks it from the range's length. */
  bucket?: Bucket;
  companyId?: number;
}

export interface StatsSeries {
  from: string;
  to: string;
  bucket: Bucket;
  companyId: number | null;
  /** Days 'YYYY-MM-DD' (each bucket's first day in the range), or the funnel's steps. */
  labels: string[];
  datasets: Array<{ key: string; data: Array<number | null> }>;
}

export interface CompanyOption {
  id: number;
  name: string;
}

export const statsKeys = {
  all: ['admin-stats'] as const,
  series: (name: SeriesName, query: StatsQuery) => ['admin-stats', name, query] as const,
};

const queryOf = (query: StatsQuery) => ({
  from: query.from,
  to: query.to,
  ...(query.bucket ? { bucket: query.bucket } : {}),
  ...(query.companyId ? { companyId: query.companyId } : {}),
});

export const getSeries = (name: SeriesName, query: StatsQuery, signal?: AbortSignal) =>
  api.get<StatsSeries>(`/admin/stats/${name}`, { query: queryOf(query), signal });

export const searchStatsCompanies = (q: string, signal?: AbortSignal) =>
  api.get<CompanyOption[]>('/admin/stats/companies', { query: { q }, signal });

/** The file name the server gives the CSV (also used when saving it). */
export const csvFileName = (name: SeriesName, query: StatsQuery) => `${name}_${query.from}_${query.to}.csv`;

/** The chart's numbers as CSV bytes, with the session's token (a plain link would carry none). */
export function fetchSeriesCsv(name: SeriesName, query: StatsQuery): Promise<Blob> {
  const search = new URLSearchParams(Object.entries(queryOf(query)).map(([k, v]) => [k, String(v)]));
  return fetchApiFile(`/admin/stats/${name}.csv?${search.toString()}`);
}
