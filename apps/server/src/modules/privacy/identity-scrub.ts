import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ANONYMISED_NAME } from './tombstone.js';

/**
 * What the person becomes: the row stays for the records that point at it (ids only), under the name
 * every anonymised candidate carries (retention's tombstones too), so the board reads one way.
 */
export const tombstone = {
  ...ANONYMISED_NAME,
  email: (userId: number) => `erased-${userId}@erased.invalid`,
};

/** What identified the person, as other rows may have copied it into their texts. */
export interface Identity {
  userId: number;
  firstname: string;
  lastname: string;
  email: string;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pattern of a whole name or address: not inside a longer word ("Re" leaves "Ready" alone), but
 * between underscores or digits it counts ("CV_Rossi_2024"). JS and PostgreSQL's ARE both read lookarounds.
 */
const wholeWordJs = (text: string) => `(?<![\\p{L}\\p{N}])${escapeRegex(text)}(?![\\p{L}\\p{N}])`;
/** Letters beyond ASCII as `[òÒ]`: the database's case folding may be ASCII only (the C locale). */
const bothCases = (text: string) =>
  [...escapeRegex(text)]
    .map((c) =>
      c > '\u007f' && c.toLowerCase() !== c.toUpperCase() ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c,
    )
    .join('');
const wholeWordSql = (text: string) => `(?<![[:alnum:]])${bothCases(text)}(?![[:alnum:]])`;

/** Pairs of (text to find, case-insensitively, → what replaces it), the longest first. */
export function replacementsOf(who: Identity): Array<[string, string]> {
  const fullName = `${who.firstname} ${who.lastname}`.trim();
  return [
    [fullName, `${tombstone.firstname} ${tombstone.lastname}`],
    [`${who.lastname} ${who.firstname}`.trim(), `${tombstone.lastname} ${tombstone.firstname}`],
    [who.email, tombstone.email(who.userId)],
    [who.lastname, tombstone.lastname],
  ].filter(([from]) => from!.length >= 2) as Array<[string, string]>;
}

/** The text with every copy of the person's name and email replaced (the reason an admin typed, say). */
export function scrubText(text: string, who: Identity): string {
  return replacementsOf(who).reduce(
    (out, [from, to]) => out.replace(new RegExp(wholeWordJs(from), 'giu'), to),
    text,
  );
}

/** SQL that replaces the person's name and email in a text column (regexp_replace, case-insensitive). */
export function scrubbedSql(column: SQL | PgColumn, who: Identity): SQL {
  return replacementsOf(who).reduce<SQL>(
    (out, [from, to]) => sql`regexp_replace(${out}, ${wholeWordSql(from)}, ${to}, 'gi')`,
    sql`${column}`,
  );
}

/** Rows whose column mentions the name or the email, as scrubbedSql finds them. */
export function mentions(column: SQL | PgColumn, who: Identity): SQL {
  return sql`${column} ~* ${replacementsOf(who)
    .map(([from]) => wholeWordSql(from))
    .join('|')}`;
}
