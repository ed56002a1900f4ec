import { useMutation } from '@tanstack/react-query';
import type { GeneratedJobContent, GeneratedJobState } from '@hiring/domain';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../shared/api/api';

/**
 * `POST /job/generate-content`, then the job editor: on success the board route replaces the
 * current entry and carries `{ generated: { prompt, content } }` in its state; on failure the
 * error is only logged (spec section 4). `done` runs either way (the dialog closes).
 */
export function useGenerateJob(done: () => void) {
  const navigate = useNavigate();
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (prompt: string) => {
      controller.current = new AbortController();
      return api.post<GeneratedJobContent>(
        '/job/generate-content',
        { description: prompt },
        { signal: controller.current.signal },
      );
    },
    onSuccess: async (content, prompt) => {
      const state: GeneratedJobState = { generated: { prompt, content } };
      await navigate('/board', { replace: true, state });
      done();
    },
    onError: (error) => {
      console.error(error);
      done();
    },
  });
  return {
    generate: (prompt: string) => mutation.mutate(prompt),
    busy: mutation.isPending,
    /** Drops a request still running (the dialog was closed): nothing navigates afterwards. */
    cancel: () => {
      controller.current?.abort();
      controller.current = null;
      mutation.reset();
    },
  };
}
