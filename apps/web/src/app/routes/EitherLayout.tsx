import { lazy, Suspense } from 'react';
import { QueryScope } from '../../shared/api/QueryScope';
import { sessionTokens } from '../../shared/stores/session-tokens';
import { PageLoading } from '../../shared/ui/PageLoading';
import { StandaloneLayout } from './StandaloneLayout';

// The shell is its own chunk: a signed-out error page does not load it.
const ShellLayout = lazy(async () => ({ default: (await import('./ShellLayout')).ShellLayout }));

/** Error pages: in the shell when signed in, standalone otherwise. */
export function EitherLayout() {
  return sessionTokens.hasAccessToken() ? (
    <Suspense fallback={<PageLoading />}>
      <ShellLayout />
    </Suspense>
  ) : (
    // Signed out, an error page can still query (the shell has its own scope).
    <QueryScope>
      <StandaloneLayout />
    </QueryScope>
  );
}
