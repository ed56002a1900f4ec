import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import {
  createSavedProfile,
  deleteSavedProfile,
  getCandidateProfile,
  inviteToJob,
  listPublishedJobs,
  profileKeys,
  shareSavedProfile,
  updateSavedProfile,
} from './profile-api';

/** GET the candidate's profile while the view is open. */
export function useCandidateProfile(userId: number | null) {
  return useQuery({
    queryKey: profileKeys.profile(userId ?? 0),
    queryFn: () => getCandidateProfile(userId!),
    enabled: userId !== null,
    retry: false,
  });
}

/** The company's published jobs (for an invitation), only once asked for. */
export function usePublishedJobs(enabled: boolean) {
  return useQuery({ queryKey: profileKeys.publishedJobs, queryFn: listPublishedJobs, enabled });
}

/** Save, note, remove, share a profile and invite a candidate; failures as toasts. */
export function useProfileMutations() {
  const client = useQueryClient();
  const onError = useApiErrorToast();
  const onSuccess = () => client.invalidateQueries({ queryKey: profileKeys.saved });
  return {
    save: useMutation({ mutationFn: createSavedProfile, onSuccess, onError }),
    note: useMutation({
      mutationFn: ({ id, note }: { id: number; note: string | null }) => updateSavedProfile(id, note),
      onSuccess,
      onError,
    }),
    remove: useMutation({ mutationFn: deleteSavedProfile, onSuccess, onError }),
    share: useMutation({
      mutationFn: ({ id, userId }: { id: number; userId: number }) => shareSavedProfile(id, userId),
      onError,
    }),
    invite: useMutation({ mutationFn: inviteToJob, onError }),
  };
}
