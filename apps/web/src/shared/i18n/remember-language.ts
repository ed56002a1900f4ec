import { api } from '../api/api';
import type { Language } from './languages';

/**
 * Keeps the signed-in user's language on the server, which writes their mails and names reference
 * data in it (profiles, search results, PDFs). Best effort: the local choice is what the UI uses.
 */
export function rememberLanguage(lang: Language): Promise<void> {
  return api.patch('/auth/user', { lang }).then(
    () => undefined,
    () => undefined,
  );
}
