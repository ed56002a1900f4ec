import { redirect } from 'react-router';
import { sessionTokens } from '../shared/stores/session-tokens';
import { routePaths } from './routes/route-paths';

/** Without an access token the user goes to login (spec section 2, rule 1). */
export function requireSession() {
  return sessionTokens.hasAccessToken() ? null : redirect(routePaths.login);
}
