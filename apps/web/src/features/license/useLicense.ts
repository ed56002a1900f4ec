import { useQuery } from '@tanstack/react-query';
import { getLicenseUsage, licenseKeys, listCompanyLicenses } from './license-api';

/** The licence the company holds today and its use. */
export function useLicenseUsage(companyId: number) {
  return useQuery({
    queryKey: licenseKeys.usage(companyId),
    queryFn: ({ signal }) => getLicenseUsage(companyId, signal),
  });
}

/** The company's licence periods, newest first. */
export function useLicenseHistory(companyId: number) {
  return useQuery({
    queryKey: licenseKeys.history(companyId),
    queryFn: ({ signal }) => listCompanyLicenses(signal),
  });
}
