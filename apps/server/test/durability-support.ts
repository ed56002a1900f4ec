import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { resultRows } from '../src/modules/search/result-rows.js';

/** What a burst writes with: a demo recruiter's token and rows of her company the writes hang on. */
export interface BurstTarget {
  url: string;
  token: string;
  /** A job with board columns, duplicated (job, its columns, a journal event in one transaction). */
  sourceJobId: number;
  /** A chat of hers (a message and the other side's notice in one transaction). */
  chatId: number;
  /** An application of her company (a note: one insert). */
  applicationId: number;
}

export type WriteKind = 'job' | 'copy' | 'message' | 'note';
/** A write the server acknowledged (2xx): the row's id and the text that marks it. */
export interface AckedWrite {
  kind: WriteKind;
  id: number;
  text: string;
}

/** Every text a burst writes starts with it; the checks find the writes by it. */
export const MARK = 'durability';

function request(target: BurstTarget, kind: WriteKind, text: string): { path: string; body: unknown } {
  switch (kind) {
    case 'job':
      return { path: '/api/job', body: { name: text } };
    case 'copy':
      return { path: `/api/job/duplicate/${target.sourceJobId}`, body: undefined };
    case 'message':
      return { path: '/api/message', body: { chatId: target.chatId, body: text } };
    case 'note':
      return { path: '/api/application-note', body: { applicationId: target.applicationId, body: text } };
  }
}

export interface Burst {
  acked: AckedWrite[];
  /** Resolves once `acks` writes were acknowledged; rejects on any failure before `stop()`. */
  enough: Promise<void>;
  /** Requests sent and not yet answered. */
  inFlight(): number;
  /** No new requests; from now on a failed request is one the kill cut off. */
  stop(): void;
  /** Resolves once every request settled, with how many got no answer. */
  done: Promise<{ unanswered: number }>;
}

/** `workers` loops each sending one write after another, the kinds in turn. */
export function startBurst(target: BurstTarget, label: string, acks: number, workers = 12): Burst {
  const kinds: WriteKind[] = ['job', 'copy', 'message', 'note'];
  const acked: AckedWrite[] = [];
  let next = 0;
  let inFlight = 0;
  let unanswered = 0;
  let stopped = false;
  let reached!: () => void;
  const reachedAcks = new Promise<void>((resolve) => (reached = resolve));
  const headers = { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' };

  const worker = async () => {
    while (!stopped) {
      const n = next++;
      const kind = kinds[n % kinds.length]!;
      const text = `${MARK} ${label} #${n}`;
      const { path, body } = request(target, kind, text);
      inFlight++;
      try {
        const res = await fetch(`${target.url}${path}`, {
          method: 'POST',
          headers: body === undefined ? { authorization: headers.authorization } : headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const answer = (await res.json()) as { data?: { id?: number } };
        if (!res.ok || typeof answer.data?.id !== 'number')
          throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(answer)}`);
        // A copy's name is the source's with a suffix: nothing of its own to compare.
        acked.push({ kind, id: answer.data.id, text: kind === 'copy' ? '' : text });
        if (acked.length >= acks) reached();
      } catch (error) {
        if (!stopped) throw error;
        unanswered++;
      } finally {
        inFlight--;
      }
    }
  };
  const all = Promise.all(Array.from({ length: workers }, worker));
  const done = all.then(() => ({ unanswered }));
  // A failure before stop() is `enough`'s to report; `done` is awaited only after it.
  done.catch(() => undefined);
  return {
    acked,
    enough: Promise.race([
      reachedAcks,
      all.then(() => Promise.reject(new Error('the burst ended before the kill'))),
    ]),
    inFlight: () => inFlight,
    stop: () => void (stopped = true),
    done,
  };
}

const rows = async <T>(db: Database, query: ReturnType<typeof sql>) => resultRows<T>(await db.execute(query));

/**
 * Every row the bursts wrote, keyed `kind:id`, each found whole: a job with its one journal event,
 * a copy with its event and all the source's columns, a message with its notice. A half-written
 * transaction throws, whether or not it was acknowledged.
 */
export async function writtenRows(db: Database, sourceJobId: number): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const [source] = await rows<{ name: string; columns: number }>(
    db,
    sql`SELECT name, (SELECT count(*)::int FROM job_application_status s
          WHERE s.job_id = j.id AND s.deleted_at IS NULL) AS columns
        FROM job j WHERE id = ${sourceJobId}`,
  );
  if (!source) throw new Error(`job ${sourceJobId} is missing`);
  const jobs = await rows<{ id: number; name: string; created: number; duplicated: number; columns: number }>(
    db,
    sql`SELECT j.id, j.name,
          (SELECT count(*)::int FROM job_event e WHERE e.job_id = j.id AND e.kind = 'created') AS created,
          (SELECT count(*)::int FROM job_event e WHERE e.job_id = j.id AND e.kind = 'duplicated') AS duplicated,
          (SELECT count(*)::int FROM job_application_status s WHERE s.job_id = j.id AND s.deleted_at IS NULL) AS columns
        FROM job j WHERE j.name LIKE ${`${MARK} %`} OR j.name LIKE ${`${source.name} (cop%)`}`,
  );
  for (const job of jobs) {
    const copy = !job.name.startsWith(MARK);
    const whole = copy
      ? job.created === 0 && job.duplicated === 1 && job.columns === source.columns
      : job.created === 1 && job.duplicated === 0 && job.columns === 0;
    if (!whole)
      throw new Error(
        `job ${job.id} is not whole: ${JSON.stringify(job)} (source: ${source.columns} columns)`,
      );
    found.set(`${copy ? 'copy' : 'job'}:${job.id}`, copy ? '' : job.name);
  }
  const messages = await rows<{ id: number; body: string; notices: number }>(
    db,
    sql`SELECT m.id, m.body, (SELECT count(*)::int FROM notice_update n
          WHERE n.item_class = 'CHAT' AND n.item_id = m.chat_id AND n.message = m.body) AS notices
        FROM message m WHERE m.body LIKE ${`${MARK} %`}`,
  );
  for (const m of messages) {
    if (m.notices !== 1) throw new Error(`message ${m.id} has ${m.notices} notices instead of 1`);
    found.set(`message:${m.id}`, m.body);
  }
  const notes = await rows<{ id: number; body: string }>(
    db,
    sql`SELECT id, body FROM application_note WHERE body LIKE ${`${MARK} %`}`,
  );
  for (const note of notes) found.set(`note:${note.id}`, note.body);
  return found;
}
