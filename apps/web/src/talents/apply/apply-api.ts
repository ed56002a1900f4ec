import type { MyApplication, ProfileFile } from '@hiring/domain';
import type { PublicJob } from '@hiring/domain/jobs/public-job';
import type { PolicyVersion } from '@hiring/domain/privacy/consent';
import { api } from '../api';
import type { TalentsLanguage } from '../i18n/language';

/** The job applied to, as its public page shows it (404 unknown or unpublished, 410 closed). */
export const loadJob = (jobId: string, lang: TalentsLanguage, signal: AbortSignal) =>
  api.get<PublicJob>(`/public/jobs/${encodeURIComponent(jobId)}`, { query: { lang }, signal });

/** The candidate's own profile row, as far as applying needs it. */
export interface OwnDetail {
  id: number;
  phone: string | null;
}

/** What the apply page needs of the candidate, read together. */
export interface Applicant {
  policy: PolicyVersion;
  /** Their application to this job, if they already sent one (withdrawn ones too: one per job). */
  existing: MyApplication | null;
  detail: OwnDetail | null;
  cv: ProfileFile | null;
}

export async function loadApplicant(jobId: number, signal: AbortSignal): Promise<Applicant> {
  const [policy, applications, details, cvs] = await Promise.all([
    api.get<PolicyVersion>('/privacy/policy-version', { signal }),
    api.get<MyApplication[]>('/talents/applications', { signal }),
    api.get<OwnDetail[]>('/user-detail', { query: { select: 'id,phone' }, signal }),
    api.get<ProfileFile[]>('/user-curriculum', { signal }),
  ]);
  return {
    policy,
    existing: applications.find((a) => a.jobId === jobId) ?? null,
    detail: details[0] ?? null,
    cv: cvs[0] ?? null,
  };
}

/** Keeps the phone given while applying: the profile row is made with it, or gets it. */
export function savePhone(detail: OwnDetail | null, phone: string): Promise<unknown> {
  return detail ? api.patch(`/user-detail/${detail.id}`, { phone }) : api.post('/user-detail', { phone });
}

/** `POST /application`: with the consent to the policy version shown, unless none is asked. */
export function sendApplication(jobId: number, policy: PolicyVersion): Promise<{ id: number }> {
  return api.post<{ id: number }>('/application', {
    jobId,
    ...(policy.consentRequired ? { consent: { privacyPolicy: true, policyVersion: policy.version } } : {}),
  });
}

/** The API's answers the apply page says in its own words. */
export const ApplyText = {
  alreadyApplied: 'You have already applied to this job',
  notOpen: 'The job is not open to applications',
} as const;
