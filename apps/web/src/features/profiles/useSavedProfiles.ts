import { useQuery } from '@tanstack/react-query';
import { listWithInclude } from '../search/search-api';
import { profileKeys, type SavedProfile } from './profile-api';

/** The caller's saved profiles, newest first, each with the candidate's name when the API includes it. */
export function useSavedProfiles() {
  return useQuery({
    queryKey: profileKeys.saved,
    queryFn: () => listWithInclude<SavedProfile>('/saved-user', { take: 200, orderBy: '-createdAt' }, 'savedUser'),
  });
}
