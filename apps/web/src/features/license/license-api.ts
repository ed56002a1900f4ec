import type { LicenseUsage } from '@hiring/domain';
import { api } from '../../shared/api/api';

/** A licence of the catalogue (the `license` reference table): what it allows and its monthly price. */
export interface LicenseOffer {
  id: number;
  name: string;
  nameEn?: string | null;
  description?: string;
  descriptionEn?: string;
  seats: number;
  jobPostsIncluded: number;
  monthlyPriceCents: number;
}

/** A period in which the company held a licence (resource `company-license`, licence included). */
export interface CompanyLicense {
  id: number;
  companyId: number;
  licenseId: number;
  /** 'YYYY-MM-DD', Europe/Rome. */
  startsOn: string;
  /** Inclusive; null: open-ended. */
  endsOn: string | null;
  note?: string | null;
  license?: LicenseOffer | null;
}

/** Query keys carrying the company id (spec section 4: a switch shows the new company's data). */
export const licenseKeys = {
  usage: (companyId: number) => ['company-license', companyId, 'usage'] as const,
  history: (companyId: number) => ['company-license', companyId, 'history'] as const,
};

export const getLicenseUsage = (companyId: number, signal?: AbortSignal) =>
  api.get<LicenseUsage>(`/company/license/${companyId}`, { signal });

/** The company's licence periods, newest first (the server scopes them to the active company). */
export const listCompanyLicenses = (signal?: AbortSignal) =>
  api.get<CompanyLicense[]>('/company-license', {
    query: { take: 200, orderBy: '-startsOn', include: ['license'] },
    signal,
  });
