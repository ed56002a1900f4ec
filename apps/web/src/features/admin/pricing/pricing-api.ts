import { api } from '../../../shared/api/api';
import type { PriceHistoryRow, Tier } from '../../spending/billing-api';

/** The back office's pricing calls (docs/billing.md, "The back office"). Money is integer cents. */

export interface ListPrice {
  publishCents: number;
  dayCents: number;
  validFrom: string;
}

/** GET /admin/pricing/tiers: a tier with its list price in force and the next one already set. */
export interface AdminTier {
  id: number;
  key: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  order: number;
  listPrice: ListPrice | null;
  nextListPrice: ListPrice | null;
}

export type TierPatch = Partial<
  Pick<AdminTier, 'name' | 'nameEn' | 'description' | 'descriptionEn' | 'order'>
>;

/** GET /admin/pricelist/{tier}: the list price in force and the tier's list rows, newest first. */
export interface AdminListPrice {
  tierId: number;
  publishCents: number | null;
  dayCents: number | null;
  source: 'list';
  validFrom: string | null;
  history: PriceHistoryRow[];
}

export interface CompanyOption {
  id: number;
  name: string;
}

export type OverrideRow = PriceHistoryRow & { tierId: number };

/** A row of the licence catalogue (the `license` resource). */
export interface License {
  id: number;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  seats: number;
  jobPostsIncluded: number;
  monthlyPriceCents: number;
}

export type LicenseBody = Omit<License, 'id'>;

/** A period a company holds a licence (the `company-license` resource). */
export interface LicensePeriod {
  id: number;
  companyId: number;
  licenseId: number;
  startsOn: string;
  endsOn: string | null;
  note: string | null;
  license?: Pick<License, 'id' | 'name' | 'nameEn'>;
}

/** A row of GET /admin/pricing/history. */
export interface PricingHistoryRow {
  id: number;
  createdAt: string;
  action: string;
  actor: { id: number; name: string };
  companyId: number | null;
  company: string | null;
  subject: string | null;
  publishCents: number | null;
  dayCents: number | null;
  monthlyPriceCents: number | null;
  data: { before?: unknown; after?: unknown; validFrom?: string; note?: string | null } | null;
}

export const pricingKeys = {
  all: ['admin-pricing'] as const,
  tiers: ['admin-pricing', 'tiers'] as const,
  listPrice: (tierId: number) => ['admin-pricing', 'list', tierId] as const,
  companies: (q: string) => ['admin-pricing', 'companies', q] as const,
  company: (companyId: number) => ['admin-pricing', 'company', companyId] as const,
  licenses: ['admin-pricing', 'licenses'] as const,
};

export const getAdminTiers = (signal?: AbortSignal) =>
  api.get<AdminTier[]>('/admin/pricing/tiers', { signal });

export const patchTier = (tierId: number, body: TierPatch) =>
  api.patch<AdminTier>(`/admin/tier/${tierId}`, body);

export const getListPrice = (tierId: number, signal?: AbortSignal) =>
  api.get<AdminListPrice>(`/admin/pricelist/${tierId}`, { signal });

export const postListPrice = (
  tierId: number,
  body: { publishCents: number; dayCents: number; validFrom?: string; note?: string },
) => api.post<PriceHistoryRow>(`/admin/pricelist/${tierId}`, body);

export const searchCompanies = (q: string, signal?: AbortSignal) =>
  api.get<CompanyOption[]>('/admin/pricing/companies', { query: { q, take: 20 }, signal });

export const getCompanyTiers = (companyId: number, signal?: AbortSignal) =>
  api.get<{ tiers: Tier[] }>(`/company/tier/${companyId}`, { signal });

export const getOverrides = (companyId: number, signal?: AbortSignal) =>
  api.get<OverrideRow[]>(`/admin/pricing/company/${companyId}`, { signal });

/** A company's override row: null prices mean the list price (both null end the override). */
export const postOverride = (
  companyId: number,
  tierId: number,
  body: { publishCents: number | null; dayCents: number | null; validFrom?: string; note?: string },
) => api.post<PriceHistoryRow>(`/company/pricelist/${companyId}/${tierId}`, body);

/**
 * The catalogue as it is now: `/license` is reference data the browser may cache for minutes, so the
 * back office asks past the cache (it has just changed it).
 */
export const getLicenses = (signal?: AbortSignal) =>
  api.get<License[]>('/license', {
    query: { take: 100, order: { id: 'ASC' } },
    headers: { 'Cache-Control': 'no-cache' },
    signal,
  });

export const createLicense = (body: LicenseBody) => api.post<License>('/admin/license', body);

export const updateLicense = (id: number, body: Partial<LicenseBody>) =>
  api.patch<License>(`/admin/license/${id}`, body);

export const getLicensePeriods = (companyId: number, signal?: AbortSignal) =>
  api.get<LicensePeriod[]>('/company-license', {
    query: { where: { companyId }, include: 'license', order: { startsOn: 'DESC' }, take: 100 },
    signal,
  });

export const grantLicense = (body: {
  companyId: number;
  licenseId: number;
  startsOn: string;
  endsOn: string | null;
  note?: string;
}) => api.post<LicensePeriod>('/company-license', body);

export const endLicensePeriod = (id: number, endsOn: string) =>
  api.patch<LicensePeriod>(`/company-license/${id}`, { endsOn });

export const withdrawLicensePeriod = (id: number) => api.delete<null>(`/company-license/${id}`);
