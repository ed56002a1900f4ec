import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/api';

interface UpdateIcon {
  id: number;
  svg: string;
}

/** The notice icons (GET /update-icon), loaded once per session, by id. */
export function useUpdateIcons(enabled: boolean): ReadonlyMap<number, string> | undefined {
  const { data } = useQuery({
    queryKey: ['update-icon'],
    queryFn: async () => {
      const icons = await api.get<UpdateIcon[]>('/update-icon');
      return new Map(icons.map((icon) => [icon.id, icon.svg]));
    },
    enabled,
    staleTime: Infinity,
    meta: { silent: true },
  });
  return data;
}
