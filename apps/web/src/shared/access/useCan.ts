import { useMemo } from 'react';
import { useSessionStore } from '../stores/useSessionStore';
import { accessFor, type Access } from './access';

/** The signed-in user's access in the active company (its role's map comes with the company menu). */
export function useCan(): Access {
  const userId = useSessionStore((state) => state.user?.id);
  const roles = useSessionStore((state) => state.permissions);
  return useMemo(() => accessFor(userId, roles), [userId, roles]);
}
