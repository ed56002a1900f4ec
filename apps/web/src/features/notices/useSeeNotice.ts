import type { NoticeItem } from '@hiring/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api';
import { noticesKey } from './useNoticePolling';

/** Marks a notice seen (POST /notice/@seen) and polls again at once. */
export function useSeeNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<NoticeItem, 'itemClass' | 'itemId'>) =>
      api.post('/notice/@seen', { itemClass: item.itemClass, itemId: item.itemId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticesKey }),
  });
}
