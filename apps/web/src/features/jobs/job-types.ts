import type { JobContent, JobStatus, JobStatusStamps } from '@hiring/domain';

/** The timestamps a job answer carries (GET /job/{id}, the list, the status and duplicate calls). */
export interface JobStamps extends JobStatusStamps {
  id: number;
  approvalRequestedAt?: string | null;
  approvedAt?: string | null;
  /** The back office refused publication (cleared when publishing asks again): the reason is shown. */
  approvalRejectedAt?: string | null;
  approvalRejectReason?: string | null;
  createdAt: string;
  updatedAt?: string | null;
}

/** A person as the job answers name them (the owner). */
export interface JobPerson {
  id: number;
  firstname: string;
  lastname: string;
}

/** `GET /job/{id}`: the job with its complete content (every key present). */
export interface JobRecord extends JobStamps {
  name: string;
  userId?: number;
  content: JobContent;
  aiPrompt?: string | null;
  status?: JobStatus;
}

export interface JobColumnCount {
  id: number;
  name: string;
  special: string | null;
  count: number;
}

/** One row of `GET /job/@overview`. */
export interface JobOverview extends JobStamps {
  name: string;
  userId?: number;
  status: JobStatus;
  owner?: JobPerson | null;
  user?: JobPerson | null;
  counters: { new: number; total: number; columns: JobColumnCount[] };
}
