import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyUpdate } from '@hiring/domain/companies/company-page';
import { shellCompaniesKey } from '../../app/shell/useShellCompanies';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import {
  deleteCompanyFile,
  getCompany,
  getTaxCountries,
  listCompanyFiles,
  updateCompany,
  uploadCompanyFile,
  uploadCompanyImage,
  type Company,
  type CompanyImageKind,
} from './company-api';

export const companyKeys = {
  page: (id: number) => ['company', 'page', id] as const,
  files: (id: number) => ['company-file', id] as const,
  taxCountries: ['company', 'tax-countries'] as const,
};

export const useCompany = (id: number | null) =>
  useQuery({ queryKey: companyKeys.page(id ?? 0), queryFn: () => getCompany(id!), enabled: id !== null });

export const useCompanyFiles = (id: number | null) =>
  useQuery({
    queryKey: companyKeys.files(id ?? 0),
    queryFn: () => listCompanyFiles(id!),
    enabled: id !== null,
  });

export const useTaxCountries = (enabled: boolean) =>
  useQuery({ queryKey: companyKeys.taxCountries, queryFn: getTaxCountries, enabled, staleTime: Infinity });

/** Keeps a saved company as the page's data, and lets the shell show its new name and logo. */
function useCompanySaved() {
  const queryClient = useQueryClient();
  return async (company: Company) => {
    queryClient.setQueryData(companyKeys.page(company.id), company);
    await queryClient.invalidateQueries({ queryKey: shellCompaniesKey });
  };
}

/** PATCH /company/{id}; the form handles its own field errors (onError of mutate). */
export function useUpdateCompany(id: number) {
  const saved = useCompanySaved();
  return useMutation({ mutationFn: (patch: CompanyUpdate) => updateCompany(id, patch), onSuccess: saved });
}

/** Removing images: the logo, the banner, or a gallery picture (the gallery kept). */
export function useRemoveCompanyImages(id: number) {
  const saved = useCompanySaved();
  const showApiError = useApiErrorToast();
  return useMutation({
    mutationFn: (patch: Pick<CompanyUpdate, 'logo' | 'banner' | 'images'>) => updateCompany(id, patch),
    onSuccess: saved,
    onError: showApiError,
  });
}

export function useUploadCompanyImage() {
  const saved = useCompanySaved();
  const showApiError = useApiErrorToast();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: CompanyImageKind; file: File }) => uploadCompanyImage(kind, file),
    onSuccess: saved,
    onError: showApiError,
  });
}

export function useCompanyFileActions(companyId: number) {
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const refresh = () => queryClient.invalidateQueries({ queryKey: companyKeys.files(companyId) });
  const upload = useMutation({ mutationFn: uploadCompanyFile, onSuccess: refresh, onError: showApiError });
  const remove = useMutation({ mutationFn: deleteCompanyFile, onSuccess: refresh, onError: showApiError });
  return { upload, remove };
}
