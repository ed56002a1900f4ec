import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/api';
import { profileKeys, type SavedProfile } from './profile-api';

/** The caller's saved profiles, newest first, each with the candidate's name when the API includes it. */
export function useSavedProfiles() {
  return useQuery({
    queryKey: profileKeys.saved,
    queryFn: () =>
      api.get<SavedProfile[]>('/saved-user', {
        query: { take: 200, orderBy: '-createdAt', include: ['savedUser', 'sharedBy'] },
      }),
  });
}
