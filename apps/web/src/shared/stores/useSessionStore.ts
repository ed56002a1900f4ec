import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import type { PermissionMap, SessionUser } from '@hiring/domain';

export type { SessionUser };

/** An entry of the company switcher (GET /company/@menu). */
export interface CompanyMenuItem {
  id: number;
  name: string;
  logo: string | null;
  companyRoleId: number;
  roleKey?: string | undefined;
  /** The company role's permission map (key → U/C letters). */
  roles?: PermissionMap | undefined;
  current: boolean;
}

/** The active company as the shell knows it. */
export interface ActiveCompany {
  id: number;
  name: string;
  logo: string | null;
  settings?: { hr?: string[] } | null | undefined;
}

export interface SessionData {
  user: SessionUser | null;
  company: ActiveCompany | null;
  /** The active company role id. */
  role: number | null;
  /** The active company role's permission map: what useCan() asks. */
  permissions: PermissionMap | null;
  config: Record<string, unknown> | null;
  /** Count of unread notices (spec section 3: starts at 0). */
  notices: number;
  /** Trail of visited paths. */
  path: string[];
  companies: CompanyMenuItem[];
  job: Record<string, unknown> | null;
  status: Record<string, unknown> | null;
  /** Switched on to request a candidate-list refresh, off to clear it (spec section 4). */
  refreshCandidates: boolean;
}

interface SessionState extends SessionData {
  setUser: (user: SessionUser) => void;
  setCompany: (company: ActiveCompany | null) => void;
  setRole: (role: number | null) => void;
  setPermissions: (permissions: PermissionMap | null) => void;
  setConfig: (config: Record<string, unknown> | null) => void;
  setNotices: (count: number) => void;
  setPath: (path: string[]) => void;
  setCompanies: (companies: CompanyMenuItem[]) => void;
  setJob: (job: Record<string, unknown> | null) => void;
  setStatus: (status: Record<string, unknown> | null) => void;
  setRefreshCandidates: (refresh: boolean) => void;
  clear: () => void;
}

export const initialSession: SessionData = {
  user: null,
  company: null,
  role: null,
  permissions: null,
  config: null,
  notices: 0,
  path: [],
  companies: [],
  job: null,
  status: null,
  refreshCandidates: false,
};

/** The persisted client store (spec section 3), kept in local storage under 'session'. */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...initialSession,
      setUser: (user) => set({ user }),
      setCompany: (company) => set({ company }),
      setRole: (role) => set({ role }),
      setPermissions: (permissions) => set({ permissions }),
      setConfig: (config) => set({ config }),
      setNotices: (notices) => set({ notices }),
      setPath: (path) => set({ path }),
      setCompanies: (companies) => set({ companies }),
      setJob: (job) => set({ job }),
      setStatus: (status) => set({ status }),
      setRefreshCandidates: (refreshCandidates) => set({ refreshCandidates }),
      clear: () => set({ ...initialSession }),
    }),
    {
      name: 'session',
      version: 2,
      storage: createJSONStorage(() => localStorage),
      partialize: ({
        user,
        company,
        role,
        permissions,
        config,
        notices,
        path,
        companies,
        job,
        status,
        refreshCandidates,
      }): SessionData => ({
        user,
        company,
        role,
        permissions,
        config,
        notices,
        path,
        companies,
        job,
        status,
        refreshCandidates,
      }),
      // Version 1 held only the user: keep it, the rest starts fresh.
      migrate: (persisted) => ({ ...initialSession, ...(persisted as Partial<SessionData>) }),
    },
  ),
);
