import { and, desc, eq, getTableColumns, inArray, isNull, lt, sql } from 'drizzle-orm';
import { ErrorText, type ChatMessage, type ChatSort, type Chatter, type ChatSummary } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { chat, company, job, message, user } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { forbidden, notFound } from '../../http/errors.js';
import { resultRows } from '../search/result-rows.js';
import { toChatMessage, type MessageRow } from './chat-message.js';
import { chatParty, chatSide, chatsInScope, fromMySide, type ChatSide } from './chat-scope.js';

/** The other parties by id: candidates (name, picture) for staff, companies (name, logo) for a candidate. */
async function loadChatters(db: Database, side: ChatSide, ids: number[]): Promise<Map<number, Chatter>> {
  if (ids.length === 0) return new Map();
  if (side === 'company') {
    const rows = await db
      .select({ id: user.id, firstname: user.firstname, lastname: user.lastname, picture: user.picture })
      .from(user)
      .where(inArray(user.id, ids));
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          kind: 'candidate',
          name: `${r.firstname} ${r.lastname ?? ''}`.trim(),
          picture: r.picture,
        },
      ]),
    );
  }
  const rows = await db
    .select({ id: company.id, name: company.name, picture: company.logo })
    .from(company)
    .where(inArray(company.id, ids));
  return new Map(rows.map((r) => [r.id, { id: r.id, kind: 'company', name: r.name, picture: r.picture }]));
}

type MessageWithCandidate = MessageRow & { candidateUserId: number };

const chatMessageFor = (side: ChatSide, actor: Actor, m: MessageWithCandidate): ChatMessage =>
  toChatMessage(m, fromMySide(side, actor, m, m.senderUserId));

const messageWithCandidate = { ...getTableColumns(message), candidateUserId: chat.candidateUserId };

/**
 * `GET /chat`: the caller's conversations, one per other party (a party's chats about several jobs
 * are one conversation), with the job of its latest chat, the last message and the count of the other
 * party's messages the caller has not read. Sorts (spec 9): `datetime` — latest activity first;
 * `newMessages` — conversations with unread messages first, then by latest activity.
 */
export async function listConversations(
  db: Database,
  actor: Actor,
  q: { sort: ChatSort; take: number; skip: number },
): Promise<ChatSummary[]> {
  const side = chatSide(actor);
  const party = chatParty(side);
  const theirs =
    side === 'company'
      ? sql`m.sender_user_id = m.candidate_user_id`
      : sql`m.sender_user_id <> ${actor.userId}::int`;
  const unreadFirst = q.sort === 'newMessages' ? sql`(coalesce(u.n, 0) > 0) DESC,` : sql``;
  const rows = resultRows<{ party: number; chat_id: number; message_id: number | null; unread: number }>(
    await db.execute(sql`
      WITH s AS (
        SELECT ${chat.id} AS id, ${party} AS party, ${chat.candidateUserId} AS candidate_user_id,
          ${chat.createdAt} AS created_at
        FROM ${chat} WHERE ${chatsInScope(db, actor)}),
      m AS (
        SELECT m.id, m.chat_id, m.sender_user_id, m.read_at, m.created_at, s.party, s.candidate_user_id
        FROM message m JOIN s ON s.id = m.chat_id WHERE m.deleted_at IS NULL),
      l AS (SELECT DISTINCT ON (party) party, id, chat_id, created_at FROM m ORDER BY party, created_at DESC, id DESC),
      u AS (SELECT party, count(*)::int AS n FROM m WHERE ${theirs} AND m.read_at IS NULL GROUP BY party),
      p AS (SELECT DISTINCT ON (party) party, id, created_at FROM s ORDER BY party, created_at DESC, id DESC)
      SELECT p.party, coalesce(l.chat_id, p.id) AS chat_id, l.id AS message_id, coalesce(u.n, 0) AS unread
      FROM p LEFT JOIN l USING (party) LEFT JOIN u USING (party)
      ORDER BY ${unreadFirst} coalesce(l.created_at, p.created_at) DESC, p.party DESC
      LIMIT ${q.take}::int OFFSET ${q.skip}::int`),
  );
  if (rows.length === 0) return [];
  const chatIds = rows.map((r) => Number(r.chat_id));
  const messageIds = rows.flatMap((r) => (r.message_id === null ? [] : [Number(r.message_id)]));
  const [chats, messages, chatters] = await Promise.all([
    db
      .select({ id: chat.id, jobId: chat.jobId, jobName: job.name })
      .from(chat)
      .leftJoin(job, eq(job.id, chat.jobId))
      .where(inArray(chat.id, chatIds)),
    messageIds.length === 0
      ? Promise.resolve([])
      : db
          .select(messageWithCandidate)
          .from(message)
          .innerJoin(chat, eq(chat.id, message.chatId))
          .where(inArray(message.id, messageIds)),
    loadChatters(
      db,
      side,
      rows.map((r) => Number(r.party)),
    ),
  ]);
  const chatById = new Map(chats.map((c) => [c.id, c]));
  const messageById = new Map(messages.map((m) => [m.id, m]));
  return rows.map((r) => {
    const c = chatById.get(Number(r.chat_id));
    const last = r.message_id === null ? undefined : messageById.get(Number(r.message_id));
    return {
      chatId: Number(r.chat_id),
      chatter: chatters.get(Number(r.party))!,
      jobId: c?.jobId ?? null,
      jobName: c?.jobName ?? null,
      lastMessage: last ? chatMessageFor(side, actor, last) : null,
      unreadCount: Number(r.unread),
    };
  });
}

/** The ids of the caller's chats with one party; 404 when there is none (or it is out of reach). */
async function chatsWith(db: Database, actor: Actor, chatterId: number): Promise<number[]> {
  const side = chatSide(actor);
  const rows = await db
    .select({ id: chat.id })
    .from(chat)
    .where(and(sql`${chatParty(side)} = ${chatterId}::int`, chatsInScope(db, actor)));
  if (rows.length === 0) throw notFound(`chatter ${chatterId} not found`);
  return rows.map((r) => r.id);
}

/**
 * `GET /chat/{chatterId}`: one page of the thread with that party, oldest first; `before` (a message
 * id) pages back in time.
 */
export async function loadThread(
  db: Database,
  actor: Actor,
  chatterId: number,
  q: { before?: number; take: number },
): Promise<ChatMessage[]> {
  const side = chatSide(actor);
  const ids = await chatsWith(db, actor, chatterId);
  const rows = await db
    .select(messageWithCandidate)
    .from(message)
    .innerJoin(chat, eq(chat.id, message.chatId))
    .where(
      and(
        inArray(message.chatId, ids),
        isNull(message.deletedAt),
        q.before === undefined ? undefined : lt(message.id, q.before),
      ),
    )
    .orderBy(desc(message.id))
    .limit(q.take);
  return rows.reverse().map((m) => chatMessageFor(side, actor, m));
}

/** `DELETE /chat/{chatterId}`: staff remove the conversation (the chats they reach with that candidate). */
export async function removeConversation(db: Database, actor: Actor, chatterId: number): Promise<void> {
  if (chatSide(actor) !== 'company') throw forbidden(ErrorText.forbidden);
  const ids = await chatsWith(db, actor, chatterId);
  await db
    .update(chat)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(inArray(chat.id, ids));
}

/** `GET /chat/{chatterId}/@chatter`: who the other party is. */
export async function loadChatter(db: Database, actor: Actor, chatterId: number): Promise<Chatter> {
  await chatsWith(db, actor, chatterId);
  const found = (await loadChatters(db, chatSide(actor), [chatterId])).get(chatterId);
  if (!found) throw notFound(`chatter ${chatterId} not found`);
  return found;
}
