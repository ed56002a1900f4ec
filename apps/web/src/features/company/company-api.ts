import type { Place } from '@hiring/domain';
import type { CompanyUpdate, TaxCountry } from '@hiring/domain/companies/company-page';
import { api } from '../../shared/api/api';

/** A company as GET /company/{id} gives it: what a candidate sees of it, and its tax data. */
export interface Company {
  id: number;
  name: string;
  logo: string | null;
  banner: string | null;
  images: string[];
  countryCode: string;
  vatId: string | null;
  taxId: string | null;
  description: string | null;
  website: string | null;
  locationId: number | null;
  place: Place | null;
  settings?: { hr?: string[] } | null;
  /** Page approval (companies flagged by the back office): where the last edit stands. */
  requiresApproval?: boolean;
  pageApprovalRequestedAt?: string | null;
  pageRejectedAt?: string | null;
  pageRejectReason?: string | null;
  /** Months after which candidate data nobody touched is anonymised (docs/privacy.md). */
  candidateRetentionMonths?: number;
}

/** A document the company keeps with its page (the company-file resource). */
export interface CompanyFile {
  id: number;
  companyId: number;
  userId: number;
  fileName: string;
  mimeType: string;
  size: number;
  createdAt: string;
}

export type CompanyImageKind = 'logo' | 'banner' | 'gallery';

export const getCompany = (id: number) => api.get<Company>(`/company/${id}`);

export const updateCompany = (id: number, patch: CompanyUpdate) =>
  api.patch<Company>(`/company/${id}`, patch);

export const getTaxCountries = () => api.get<TaxCountry[]>('/company/tax-countries');

/** POST /file/companyLogo or /file/companyImage (banner, gallery): answers the company as it is now. */
export function uploadCompanyImage(kind: CompanyImageKind, file: File): Promise<Company> {
  const form = new FormData();
  if (kind !== 'logo') form.append('kind', kind);
  form.append('file', file, file.name);
  return api.post<Company>(kind === 'logo' ? '/file/companyLogo' : '/file/companyImage', form);
}

export const listCompanyFiles = (companyId: number) =>
  api.get<CompanyFile[]>('/company-file', {
    query: { where: { companyId }, order: { createdAt: 'desc' }, take: 200 },
  });

export function uploadCompanyFile(file: File): Promise<CompanyFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<CompanyFile>('/company-file', form);
}

export const deleteCompanyFile = (id: number) => api.delete<void>(`/company-file/${id}`);
