import type { QuestionAsked } from '@hiring/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { candidateDetailKey } from '../board/useCandidateDetail';
import { listQuestions, markAnswersViewed, questionsKey, sendQuestions } from './questions-api';

/** The questions of an application, with sending more and marking the answers read. */
export function useQuestions(applicationId: number) {
  const queryClient = useQueryClient();
  const showError = useApiErrorToast();
  const key = questionsKey(applicationId);
  const questions = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => listQuestions(applicationId, signal),
  });
  // Both writes add a step: the status tab's steps come with the candidate detail.
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: candidateDetailKey(applicationId), exact: true }),
    ]);
  const send = useMutation({
    mutationFn: (asked: QuestionAsked[]) => sendQuestions(applicationId, asked),
    onError: showError,
    onSuccess: reload,
  });
  const markViewed = useMutation({
    mutationFn: () => markAnswersViewed(applicationId),
    onError: showError,
    onSuccess: (result) => (result.viewed > 0 ? reload() : undefined),
  });
  return { questions, send, markViewed };
}
