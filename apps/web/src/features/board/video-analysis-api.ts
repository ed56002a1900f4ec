import type { AiData } from '@hiring/domain';
import { api } from '../../shared/api/api';

export const videoAnalysisKey = (videoId: number, applicationId: number) =>
  ['video', videoId, 'analysis', applicationId] as const;

/**
 * The latest analysis of a video made about this application (its job's requirements), or null
 * (GET /ai-data). An analysis of the same video for another application is not this one's.
 */
export async function latestVideoAnalysis(
  videoId: number,
  applicationId: number,
  signal?: AbortSignal,
): Promise<AiData | null> {
  const rows = await api.get<AiData[]>('/ai-data', {
    query: { where: { videoId, applicationId }, order: { createdAt: 'desc', id: 'desc' }, take: 1 },
    signal,
  });
  return rows[0] ?? null;
}

/** Analyses a video about an application: against its job's requirements (POST /analysis/video). */
export const analyseVideo = (videoId: number, applicationId: number, lang: 'it' | 'en') =>
  api.post<AiData>('/analysis/video', { videoId, applicationId, lang });
