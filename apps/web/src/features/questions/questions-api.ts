import type { AnswersViewed, ApplicationQuestion, QuestionAsked } from '@hiring/domain';
import { api } from '../../shared/api/api';

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
