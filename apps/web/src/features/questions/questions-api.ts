import type { AnswersViewed, ApplicationQuestion, QuestionAsked } from '@hiring/domain';
import { api } from '../../shared/api/api';
import { ApiError } from '../../shared/api/api-error';
import { readApiError } from '../../shared/api/read-api-error';
import { loadConfig } from '../../shared/config/load-config';
import { sessionTokens } from '../../shared/stores/session-tokens';

export const questionsKey = (applicationId: number) => ['questions', applicationId] as const;

/** The questions sent about an application, oldest first (GET /application-question). */
export const listQuestions = (applicationId: number, signal?: AbortSignal) =>
  api.get<ApplicationQuestion[]>('/application-question', {
    query: { where: { applicationId }, orderBy: 'id', take: 200 },
    signal,
  });

export const sendQuestions = (applicationId: number, questions: QuestionAsked[]) =>
  api.post<ApplicationQuestion[]>('/application-question', { applicationId, questions });

export const markAnswersViewed = (applicationId: number) =>
  api.patch<AnswersViewed>(`/application-question/viewed/${applicationId}`);

/**
 * A video answer's bytes (GET /video-answer/{id}/file needs the bearer header, so a <video src>
 * cannot load it): fetched as a blob for an object URL. A 401 renews the session through the API
 * client, then retries once.
 */
export async function fetchVideoAnswer(id: number, signal?: AbortSignal): Promise<Blob> {
  const base = (await loadConfig()).api.openApiUrl.replace(/\/+$/, '');
  const attempt = () =>
    fetch(`${base}/video-answer/${id}/file`, {
      headers: { Authorization: `Bearer ${sessionTokens.getAccessToken() ?? ''}` },
      signal,
    });
  let response: Response;
  try {
    response = await attempt();
    if (response.status === 401) {
      await api.get('/auth/user').catch(() => undefined);
      response = await attempt();
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, ['Network error']);
  }
  if (!response.ok) throw await readApiError(response);
  return response.blob();
}
