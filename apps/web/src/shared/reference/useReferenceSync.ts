import { useEffect } from 'react';
import { referenceGet } from './reference-client';
import { defaultSyncDeps, syncReferenceFor } from './run-reference-sync';

/**
 * Keeps the local reference database in step with the server (spec section 7): called by the
 * shell, it syncs when a user is signed in (on app start and after sign-in), once per user.
 */
export function useReferenceSync(userId: number | null | undefined): void {
  useEffect(() => {
    if (userId == null) return;
    void syncReferenceFor(userId, defaultSyncDeps(referenceGet));
  }, [userId]);
}
