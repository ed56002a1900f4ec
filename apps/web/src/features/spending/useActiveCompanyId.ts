import { useSessionStore } from '../../shared/stores/useSessionStore';

/**
 * The active company's id for the billing pages: a number, 'loading' while the shell still loads
 * the company menu, or 'none' for back-office staff without a company (they have nothing to show).
 */
export function useActiveCompanyId(): number | 'loading' | 'none' {
  const companyId = useSessionStore((state) => state.company?.id ?? null);
  const backOffice = useSessionStore((state) => Boolean(state.user?.isAdmin || state.user?.isSu));
  if (companyId !== null) return companyId;
  return backOffice ? 'none' : 'loading';
}
