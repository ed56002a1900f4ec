import type { CandidateProfileView } from '@hiring/domain';
import { api } from '../../shared/api/api';
import { ApiError } from '../../shared/api/api-error';
import { readApiError } from '../../shared/api/read-api-error';
import { loadConfig } from '../../shared/config/load-config';
import { sessionTokens } from '../../shared/stores/session-tokens';

/** A saved candidate profile as GET /saved-user answers it (the candidate named when included). */
export interface SavedProfile {
  id: number;
  savedUserId: number;
  note: string | null;
  userId: number;
  sharedByUserId: number | null;
  sharedBy?: { id: number; firstname: string; lastname: string } | null;
  createdAt: string;
  updatedAt: string;
  savedUser?: { id: number; firstname?: string; lastname?: string; picture?: string | null } | null;
}

/** A published job of the company, to invite a candidate to. */
export interface InviteJob {
  id: number;
  name: string;
}

export const profileKeys = {
  profile: (userId: number) => ['user-detail', 'profile', userId] as const,
  saved: ['saved-user'] as const,
  publishedJobs: ['job', 'overview', 'published-for-invite'] as const,
};

/** The candidate's profile as the caller may see it (contact only when the API gives it). */
export const getCandidateProfile = (userId: number) =>
  api.get<CandidateProfileView>(`/user-detail/${userId}/profile`);

export const listPublishedJobs = () =>
  api.get<InviteJob[]>('/job/@overview', { query: { filter: 'published', sort: 'name', dir: 'asc' } });

export const inviteToJob = (body: { jobId: number; userId: number; message: string }) =>
  api.post<unknown>('/job-invitation', body);

export const createSavedProfile = (body: { savedUserId: number; note: string | null }) =>
  api.post<SavedProfile>('/saved-user', body);

export const updateSavedProfile = (id: number, note: string | null) =>
  api.patch<SavedProfile>(`/saved-user/${id}`, { note });

export const deleteSavedProfile = (id: number) => api.delete<void>(`/saved-user/${id}`);

export const shareSavedProfile = (id: number, userId: number) =>
  api.post<unknown>(`/saved-user/share/${id}`, { userId });

/**
 * The profile's PDF (GET /user-detail/{id}.pdf) as a blob: fetched with the bearer token in the
 * Authorization header (never in the URL), for an object URL the browser can open or save.
 */
export async function fetchProfilePdf(userId: number): Promise<Blob> {
  const base = (await loadConfig()).api.openApiUrl.replace(/\/+$/, '');
  const token = sessionTokens.getAccessToken();
  let response: Response;
  try {
    response = await fetch(`${base}/user-detail/${userId}.pdf`, {
      headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, ['Network error']);
  }
  if (!response.ok) throw await readApiError(response);
  return response.blob();
}
