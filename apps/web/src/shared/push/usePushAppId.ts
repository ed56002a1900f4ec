import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api';
import { keepPushAppId } from './push-app-id';

/** Keeps the push app id of the signed-in session (read once per session: logout clears the cache). */
export function usePushAppId(): void {
  useQuery({
    queryKey: ['auth', 'push-app-id'],
    queryFn: () => keepPushAppId(api),
    staleTime: Infinity,
    // Push is an extra: a failure is not the user's concern.
    meta: { silent: true },
  });
}
