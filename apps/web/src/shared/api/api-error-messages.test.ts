import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { apiErrorMessages } from './api-error-messages';

const locales = join(import.meta.dirname, '../../../public/locales');
const read = (lng: string, ns: string) =>
  JSON.parse(readFileSync(join(locales, lng, `${ns}.json`), 'utf8')) as Record<string, unknown>;

/** The app's real translations, Italian and English. */
async function translator(lng: 'it' | 'en'): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    fallbackLng: 'it',
    ns: ['dashboard', 'api'],
    defaultNS: 'dashboard',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    resources: Object.fromEntries(
      ['it', 'en'].map((l) => [l, { dashboard: read(l, 'dashboard'), api: read(l, 'api') }]),
    ),
  });
  return instance.t;
}

describe('apiErrorMessages', () => {
  let it_: TFunction;
  let en: TFunction;
  beforeAll(async () => {
    [it_, en] = await Promise.all([translator('it'), translator('en')]);
  });

  it('translates the texts of the spec 8 catalogue', () => {
    expect(apiErrorMessages(new ApiError(400, ['Email not found']), it_)).toEqual(['Email non trovata']);
    expect(apiErrorMessages(new ApiError(401, ['User not logged']), it_)).toEqual(['Utente non autenticato']);
    expect(apiErrorMessages(new ApiError(400, ['Email not found']), en)).toEqual(['Email not found']);
  });

  it('names a missing record in the user language, never the server sentence', () => {
    const [text] = apiErrorMessages(new ApiError(404, ['job 2 not found']), it_);
    expect(text).toBe("L'elemento richiesto non esiste o non è più disponibile");
    expect(apiErrorMessages(new ApiError(404, ['application not found']), it_)).toEqual([text]);
  });

  it('falls back to the translated [status] message for a text it does not know', () => {
    expect(apiErrorMessages(new ApiError(400, ['body.name: Too small: expected string']), it_)).toEqual([
      '[400] Richiesta non valida',
    ]);
    expect(apiErrorMessages(new ApiError(404, ['Something new on the server']), it_)).toEqual([
      '[404] Non trovato',
    ]);
    expect(apiErrorMessages(new ApiError(500, ['Internal Server Error']), it_)).toEqual([
      '[500] Errore interno del server',
    ]);
    expect(apiErrorMessages(new ApiError(418, ["[418] I'm a teapot: short and stout"]), it_)).toEqual([
      '[418] Errore imprevisto',
    ]);
    expect(apiErrorMessages(new ApiError(400, ['Something new on the server']), en)).toEqual([
      '[400] Bad Request',
    ]);
  });

  it('translates a known text behind a field name, and texts with values', () => {
    expect(
      apiErrorMessages(
        new ApiError(400, ['salaryMaxCents: The maximum salary must not be below the minimum']),
        it_,
      ),
    ).toEqual(['La retribuzione massima non può essere inferiore alla minima']);
    expect(apiErrorMessages(new ApiError(429, ['Too many attempts, try again in 15 minutes']), it_)).toEqual([
      'Troppi tentativi: riprova tra 15 minuti',
    ]);
    expect(apiErrorMessages(new ApiError(429, ['Too many attempts, try again in 1 second']), en)).toEqual([
      'Too many attempts: try again in 1 second',
    ]);
    expect(apiErrorMessages(new ApiError(413, ['The file is larger than 20 MB']), it_)).toEqual([
      'Il file supera i 20 MB',
    ]);
  });

  it('shows every message of a list, the access-denied text for 403, and the network failure', () => {
    expect(apiErrorMessages(new ApiError(400, ['Email not found', 'unknown thing']), it_)).toEqual([
      'Email non trovata',
      '[400] Richiesta non valida',
    ]);
    expect(apiErrorMessages(new ApiError(403, ['End the impersonation first']), it_)).toEqual([
      'Accesso negato: non hai i permessi per questa operazione',
    ]);
    expect(apiErrorMessages(new ApiError(0, ['Network error']), it_)).toEqual([
      'Errore di rete: impossibile contattare il server',
    ]);
    expect(apiErrorMessages(new Error('boom'), it_)).toHaveLength(1);
  });

  it('keeps Italian and English api texts complete', () => {
    expect(Object.keys(read('en', 'api')).sort()).toEqual(Object.keys(read('it', 'api')).sort());
  });
});
