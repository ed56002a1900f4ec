import type { CandidateProfileView, UserDetailWrite } from '@hiring/domain';
import { ApiError } from '../../shared/api/api-error';
import { api } from '../api';

/** The candidate's `user-detail` row with its lists (the generic read: ids, as the form edits them). */
export interface UserDetailRow {
  id: number;
  headline: string | null;
  bio: string | null;
  locationId: number | null;
  availabilityId: number | null;
  seniorityId: number | null;
  workAreaId: number | null;
  educationId: number | null;
  employed: boolean;
  employerName: string | null;
  phone: string | null;
  contactEmail: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  professionalSkills?: { professionalSkillId: number; years: number }[];
  languages?: { languageId: number; languageLevelId: number }[];
  softSkills?: { softSkillId: number }[];
  driverLicenses?: { driverLicenseId: number }[];
  protectedClasses?: { protectedClassId: number }[];
}

/** One of the candidate's own stored files, as the generic reads list it. */
export interface OwnFileRow {
  id: number;
  fileName: string;
  mimeType: string;
  size: number;
  createdAt: string;
}

export interface VideoIntroductionRow extends OwnFileRow {
  videoId: number | null;
  durationSeconds: number | null;
}

export interface PreferenceRow {
  id: number;
  searchable: boolean;
}

/** Everything the profile page shows, read together. */
export interface ProfileData {
  /** As companies see it (names, files, the picture): `GET /user-detail/{userId}/profile`. */
  view: CandidateProfileView;
  /** The row the forms edit, or null before the first save. */
  detail: UserDetailRow | null;
  picture: OwnFileRow | null;
  video: VideoIntroductionRow | null;
  /** Null while the candidate never changed a setting (then they are searchable: docs/candidates.md). */
  preference: PreferenceRow | null;
}

/** What every section of the page gets: the candidate, what was read, and "read it again" after a write. */
export interface SectionProps {
  userId: number;
  data: ProfileData;
  onSaved: () => void;
}

const detailLists = ['professionalSkills', 'languages', 'softSkills', 'driverLicenses', 'protectedClasses'];

async function readDetail(userId: number, signal?: AbortSignal): Promise<UserDetailRow | null> {
  const rows = await api.get<UserDetailRow[]>('/user-detail', {
    query: { where: { userId }, include: detailLists.join(',') },
    signal,
  });
  return rows[0] ?? null;
}

/** The candidate's own row of a resource (the reads are scoped to the caller), or null. */
async function readOwn<T>(resource: string, userId: number, signal?: AbortSignal): Promise<T | null> {
  const rows = await api.get<T[]>(`/${resource}`, { query: { where: { userId }, take: 1 }, signal });
  return rows[0] ?? null;
}

export async function readProfileData(userId: number, signal?: AbortSignal): Promise<ProfileData> {
  const [view, detail, picture, video, preference] = await Promise.all([
    api.get<CandidateProfileView>(`/user-detail/${userId}/profile`, { signal }),
    readDetail(userId, signal),
    readOwn<OwnFileRow>('user-picture', userId, signal),
    readOwn<VideoIntroductionRow>('video-introduction', userId, signal),
    readOwn<PreferenceRow>('user-preference', userId, signal),
  ]);
  return { view, detail, picture, video, preference };
}

/**
 * Saves part of the profile: `POST /user-detail` the first time, `PATCH /user-detail/{id}` after.
 * Only the fields sent change (a list sent replaces that list). When the row appeared meanwhile (409,
 * another tab) it is patched; when it went (404) it is made again.
 */
export async function saveUserDetail(
  userId: number,
  id: number | null,
  patch: UserDetailWrite,
): Promise<UserDetailRow> {
  if (id !== null) {
    try {
      return await api.patch<UserDetailRow>(`/user-detail/${id}`, patch);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  try {
    return await api.post<UserDetailRow>('/user-detail', patch);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    const existing = await readDetail(userId);
    if (!existing) throw error;
    return api.patch<UserDetailRow>(`/user-detail/${existing.id}`, patch);
  }
}
