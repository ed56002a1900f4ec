import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../shared/api/api';
import { ApiError } from '../../shared/api/api-error';
import {
  useSessionStore,
  type ActiveCompany,
  type CompanyMenuItem,
} from '../../shared/stores/useSessionStore';

interface CompanyRecord extends ActiveCompany {
  id: number;
}

export interface ShellCompanies {
  menu: CompanyMenuItem[];
  active: ActiveCompany | null;
}

export const shellCompaniesKey = ['company', 'shell'] as const;

async function fetchShellCompanies(): Promise<ShellCompanies> {
  const [records, menu] = await Promise.all([
    api.get<CompanyRecord[]>('/company', { query: { take: 200 } }),
    api.get<CompanyMenuItem[]>('/company/@menu').catch((error: unknown) => {
      // Until the server has the menu endpoint, build it from the companies the user belongs to.
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }),
  ]);
  const items =
    menu ??
    records.map((record, index) => ({
      id: record.id,
      name: record.name,
      logo: record.logo,
      companyRoleId: 0,
      current: index === 0,
    }));
  const current = items.find((item) => item.current) ?? items[0];
  const record = current ? records.find((r) => r.id === current.id) : undefined;
  const active = current
    ? { id: current.id, name: current.name, logo: current.logo, settings: record?.settings ?? null }
    : null;
  return { menu: items, active };
}

/**
 * The companies of the signed-in user and the active one, for the switcher and the banners;
 * kept in the client store (company, companies, role and its permission map). Admins have none.
 */
export function useShellCompanies(enabled: boolean): ShellCompanies | undefined {
  const { data } = useQuery({ queryKey: shellCompaniesKey, queryFn: fetchShellCompanies, enabled });
  const { setCompanies, setCompany, setRole, setPermissions } = useSessionStore.getState();

  useEffect(() => {
    if (!data) return;
    setCompanies(data.menu);
    setCompany(data.active);
    const active = data.menu.find((item) => item.id === data.active?.id);
    setRole(active?.companyRoleId ? active.companyRoleId : null);
    // Loaded: a user of no company has an empty map (null means not known yet).
    setPermissions(active?.roles ?? {});
  }, [data, setCompanies, setCompany, setRole, setPermissions]);

  return data;
}
