import { RoleId } from '@hiring/domain';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../http/actor.js';

export const PROFILE_READ = 'profile-read';

/**
 * The kinds of read recorded (`data.via`): the profile (`profile`, `profile-pdf`, `user-detail`), the
 * profile sent with an application (`application-snapshot`, its PDF too), the board's
 * candidate detail (`board-candidate`), and a file's download or address (`{resource}-file`,
 * `{resource}-url`, `video-url`).
 */
export type ProfileReadVia = string;

export interface ProfileRead {
  /** The candidate read: their id, or a query of the ids of those read (one statement either way). */
  subject: number | SQL;
  via: ProfileReadVia;
  requestId?: string | undefined;
}

/**
 * Whether the reader is someone other than the candidate: staff (or an API key's machine user), or an
 * admin, the impersonator when acting as someone else. Candidates see only themselves
 * (candidates/visibility.ts), so a candidate acting as themself reads nothing of anyone else.
 */
const byAnotherPerson = (actor: Actor) => actor.impersonatorUserId !== null || actor.roleId !== RoleId.user;

/**
 * Records a read of candidates' personal data in the audit log (docs/privacy.md): who really read
 * (the impersonator when impersonating), whom, in which company and through what — ids only, a row
 * per candidate. Called after the access check succeeded, so a refused read leaves no row; one insert.
 */
export async function recordProfileRead(db: Database, actor: Actor, read: ProfileRead): Promise<void> {
  const reader = actor.impersonatorUserId ?? actor.userId;
  if (!byAnotherPerson(actor) || read.subject === reader) return;
  const subjects = typeof read.subject === 'number' ? sql`select ${read.subject}::int` : read.subject;
  await db.execute(sql`
    insert into audit_log (actor_user_id, subject_user_id, company_id, action, data, request_id)
    select distinct ${reader}::int, s.id, ${actor.companyId}::int, ${PROFILE_READ},
      ${JSON.stringify({ via: read.via })}::jsonb, ${read.requestId ?? null}
    from (${subjects}) as s(id)
    where s.id is not null and s.id <> ${reader}`);
}

/** The `onRead` of a candidate's file routes (files/file-url.ts): via `{resource}-file` or `{resource}-url`. */
export const recordFileRead =
  (db: Database, resource: string) =>
  (read: { actor: Actor; file: { userId: number }; route: 'file' | 'url'; requestId: string }) =>
    recordProfileRead(db, read.actor, {
      subject: read.file.userId,
      via: `${resource}-${read.route}`,
      requestId: read.requestId,
    });
