import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { onClearSession } from '../stores/clear-session';
import { showApiError } from './show-api-error';

/**
 * The app's one query cache. Failed queries show their error as toasts (spec section 8) unless
 * they say `meta: { silent: true }`, or list the status in `meta.shownByPage` (the page itself
 * says so, e.g. a record that does not exist).
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.silent === true) return;
      const shownByPage = query.meta?.shownByPage;
      if (error instanceof ApiError && Array.isArray(shownByPage) && shownByPage.includes(error.status))
        return;
      showApiError(error);
    },
  }),
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

// A logout empties the cache. (This module is not part of the first load: clear-session does not
// import it; the cache exists only once a layout or page with queries has loaded, see QueryScope.)
onClearSession(() => queryClient.clear());
