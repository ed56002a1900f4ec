import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';

/** A team note on an application (generic application-note resource). */
export interface ApplicationNote {
  id: number;
  applicationId: number;
  userId: number;
  body: string;
  createdAt: string;
  user?: { id: number; firstname: string; lastname: string } | null;
}

const notesKey = (applicationId: number) => ['board', 'application', applicationId, 'notes'] as const;

/** The notes of an application, newest first, with adding one and deleting one's own. */
export function useApplicationNotes(applicationId: number) {
  const queryClient = useQueryClient();
  const showError = useApiErrorToast();
  const key = notesKey(applicationId);
  const notes = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.get<ApplicationNote[]>('/application-note', {
        query: { where: { applicationId }, orderBy: '-createdAt', include: 'user', take: 200 },
        signal,
      }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: key });
  const add = useMutation({
    mutationFn: (body: string) => api.post<ApplicationNote>('/application-note', { applicationId, body }),
    onError: showError,
    onSuccess: reload,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/application-note/${id}`),
    onError: showError,
    onSuccess: reload,
  });
  return { notes, add, remove };
}
