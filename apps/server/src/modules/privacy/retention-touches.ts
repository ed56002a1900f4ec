import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { resultRows } from '../search/result-rows.js';

/**
 * When company `companyId` last touched each candidate's data (docs/privacy.md, "Retention"): the
 * latest creation or change of the candidate's applications to its jobs, their steps, notes and
 * questions, the chats with the candidate and their messages, the meetings (their end counts: a
 * booked interview keeps the data), the saved profile and the invitations. A candidate's edits of
 * their own profile are not a touch: the company holds the copy sent, not the profile.
 */
function touches(companyId: number): SQL {
  const ofCompanyApplications = (table: string) => sql`
    select a.user_id, greatest(x.created_at, x.updated_at) as at
    from ${sql.identifier(table)} x
    join application a on a.id = x.application_id
    join job j on j.id = a.job_id
    where j.company_id = ${companyId}`;
  return sql`
    select a.user_id, greatest(a.created_at, a.updated_at) as at
      from application a join job j on j.id = a.job_id where j.company_id = ${companyId}
    union all ${ofCompanyApplications('application_step')}
    union all ${ofCompanyApplications('application_note')}
    union all ${ofCompanyApplications('application_question')}
    union all select c.candidate_user_id, greatest(c.created_at, c.updated_at)
      from chat c where c.company_id = ${companyId}
    union all select c.candidate_user_id, greatest(m.created_at, m.updated_at)
      from message m join chat c on c.id = m.chat_id where c.company_id = ${companyId}
    union all select m.candidate_user_id, greatest(m.created_at, m.updated_at, m.ends_at)
      from meeting m where m.company_id = ${companyId} and m.candidate_user_id is not null
    union all select s.saved_user_id, greatest(s.created_at, s.updated_at)
      from saved_user s where s.company_id = ${companyId}
    union all select i.user_id, greatest(i.created_at, i.updated_at)
      from job_invitation i join job j on j.id = i.job_id where j.company_id = ${companyId}`;
}

/**
 * The candidates whose data company `companyId` holds and nobody touched since `cutoff`, lowest id
 * first. Tombstones and erased accounts (their addresses end in `.invalid`) are already anonymised.
 * With `candidateUserId`, only that candidate is checked (the re-check inside a pair's transaction).
 */
export async function staleCandidates(
  db: Database,
  input: { companyId: number; cutoff: Date; limit: number; candidateUserId?: number },
): Promise<number[]> {
  const rows = resultRows<{ user_id: number }>(
    await db.execute(sql`
      select u.id as user_id
      from (${touches(input.companyId)}) x
      join "user" u on u.id = x.user_id
      where u.email not like '%.invalid'
        ${input.candidateUserId === undefined ? sql`` : sql`and u.id = ${input.candidateUserId}`}
      group by u.id
      having max(x.at) < ${input.cutoff.toISOString()}::timestamptz
      order by u.id
      limit ${input.limit}`),
  );
  return rows.map((r) => Number(r.user_id));
}

/** `now` minus whole calendar months (UTC), the day clamped to the month's end as PostgreSQL does (31 March - 1 month = 28/29 February). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}
