import type { AiData } from '@hiring/domain';
import { api } from '../../shared/api/api';

export const videoAnalysisKey = (videoId: number) => ['video', videoId, 'analysis'] as const;

/** The latest analysis of a video made by the caller's company, or null (GET /video/{id}/analyze). */
export const latestVideoAnalysis = (videoId: number, signal?: AbortSignal) =>
  api.get<AiData | null>(`/video/${videoId}/analyze`, { signal });

/** Analyses a video about an application: against its job's requirements (POST /analysis/video). */
export const analyseVideo = (videoId: number, applicationId: number, lang: 'it' | 'en') =>
  api.post<AiData>('/analysis/video', { videoId, applicationId, lang });
