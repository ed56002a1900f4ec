import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resultRows } from '../src/modules/search/result-rows.js';
import { mentions, scrubbedSql, scrubText } from '../src/modules/privacy/identity-scrub.js';
import { useTestApp } from './helpers.js';

/** The erasure's scrub of a name and an address in texts, in JS and in SQL alike (docs/privacy.md). */
describe('scrubbing a person out of a text', () => {
  const ctx = useTestApp();
  const who = { userId: 7, firstname: 'Nicolò', lastname: 'Re', email: 'nicolo.re@example.it' };
  const cases: Array<[string, string]> = [
    ['Colloquio con Nicolò Re domani', 'Colloquio con Candidato anonimo domani'],
    ['RE NICOLÒ ha scritto', 'anonimo Candidato ha scritto'],
    ['Scrivere a Nicolo.Re@Example.it subito', 'Scrivere a erased-7@erased.invalid subito'],
    ['Ready? Re-send CV_Re_2024.pdf', 'Ready? anonimo-send CV_anonimo_2024.pdf'],
    ['Nessuno qui: Renato, Reggio, Nicolò', 'Nessuno qui: Renato, Reggio, Nicolò'],
  ];

  it('replaces the whole name, the name reversed, the address and the last name, never inside a word', () => {
    for (const [text, expected] of cases) expect(scrubText(text, who)).toBe(expected);
  });

  it('gives the same text in the database, and finds the rows to rewrite', async () => {
    for (const [text, expected] of cases) {
      const value = sql`${text}::text`;
      const [row] = resultRows<{ out: string; hit: boolean }>(
        await ctx.db.execute(sql`select ${scrubbedSql(value, who)} as out, ${mentions(value, who)} as hit`),
      );
      expect(row!.out).toBe(expected);
      // The rows an erasure rewrites are exactly those it changes.
      expect(row!.hit).toBe(expected !== text);
    }
  });
});
