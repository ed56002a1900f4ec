import type { PermissionMap } from './permissions.js';

/** The product's default company roles (stable ids); companies may add their own later. */
export const defaultCompanyRoles: ReadonlyArray<{
  id: number;
  key: string;
  name: string;
  nameEn: string;
  roles: PermissionMap;
}> = [
  {
    id: 1,
    key: 'company-admin',
    name: 'Amministratore aziendale',
    nameEn: 'Company admin',
    roles: {
      jobs: 'C',
      board: 'C',
      candidates: 'C',
      chat: 'C',
      meetings: 'C',
      team: 'C',
      company: 'C',
      budget: 'C',
      pricing: 'C',
    },
  },
  {
    id: 2,
    key: 'recruiter',
    name: 'Selezionatore',
    nameEn: 'Recruiter',
    roles: { jobs: 'C', board: 'C', candidates: 'C', chat: 'C', meetings: 'C' },
  },
  {
    id: 3,
    key: 'hiring-assistant',
    name: 'Collaboratore',
    nameEn: 'Hiring assistant',
    roles: { jobs: 'U', board: 'U', candidates: 'C', chat: 'U', meetings: 'U' },
  },
];

export const CompanyRoleId = { companyAdmin: 1, recruiter: 2, hiringAssistant: 3 } as const;
