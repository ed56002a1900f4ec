import { sessionTokens } from '../../shared/stores/session-tokens';
import { ShellLayout } from './ShellLayout';
import { StandaloneLayout } from './StandaloneLayout';

/** Error pages: in the shell when signed in, standalone otherwise. */
export function EitherLayout() {
  return sessionTokens.hasAccessToken() ? <ShellLayout /> : <StandaloneLayout />;
}
