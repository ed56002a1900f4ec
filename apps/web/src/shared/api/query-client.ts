import { QueryCache, QueryClient } from '@tanstack/react-query';
import { showApiError } from './show-api-error';

/**
 * The app's one query cache. Failed queries show their error as toasts (spec section 8) unless
 * they say `meta: { silent: true }`.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.silent === true) return;
      showApiError(error);
    },
  }),
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
