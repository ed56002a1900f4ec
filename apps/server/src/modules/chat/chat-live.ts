import { and, eq, isNull, sql } from 'drizzle-orm';
import { can, ownRecordsOnly, RoleId, type LiveChatEvent } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { application, chat, job, jobInvitation, message } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { resultRows } from '../search/result-rows.js';
import type { LiveEvent } from '../live/live-bus.js';
import { toChatMessage, type MessageRow } from './chat-message.js';
import type { ChatSide } from './chat-scope.js';

/**
 * Who a live stream delivers chat events to, fixed when it connects (the actor of `GET /live`): the
 * same rule as chat-scope.ts `chatsInScope`, checked in memory against each event's `ChatReach`.
 */
export type ChatViewer =
  | { side: 'candidate'; userId: number }
  | { side: 'company'; userId: number; companyId: number; ownChats: boolean; ownJobs: boolean };

/** The chat viewer of an actor; null for a caller who reaches no chat (no company, no `chat` key). */
export function chatViewer(actor: Actor): ChatViewer | null {
  if (actor.roleId === RoleId.user) return { side: 'candidate', userId: actor.userId };
  if (actor.companyId === null || !can(actor, 'chat')) return null;
  return {
    side: 'company',
    userId: actor.userId,
    companyId: actor.companyId,
    ownChats: ownRecordsOnly(actor, 'chat'),
    ownJobs: ownRecordsOnly(actor, 'jobs'),
  };
}

/** What decides who reaches one chat, loaded once per event (one query, whatever the number of streams). */
export interface ChatReach {
  chatId: number;
  companyId: number;
  candidateUserId: number;
  /** The recruiter who opened it. */
  openerUserId: number;
  live: boolean;
  jobId: number | null;
  /** The chat's job is live in the chat's company; and its owner. */
  jobLive: boolean;
  jobOwnerUserId: number | null;
  /** Owners of the company's live jobs the candidate applied to or was invited to (empty: not linked). */
  linkedJobOwners: number[];
}

export function reachesChat(viewer: ChatViewer, r: ChatReach): boolean {
  if (!r.live || r.linkedJobOwners.length === 0) return false;
  if (viewer.side === 'candidate') return viewer.userId === r.candidateUserId;
  if (viewer.companyId !== r.companyId) return false;
  if (viewer.ownChats && r.openerUserId !== viewer.userId) return false;
  if (r.jobId !== null && !(r.jobLive && (!viewer.ownJobs || r.jobOwnerUserId === viewer.userId))) {
    return false;
  }
  return !viewer.ownJobs || r.linkedJobOwners.includes(viewer.userId);
}

async function loadReach(db: Database, chatId: number): Promise<ChatReach | null> {
  const linked = (table: typeof application | typeof jobInvitation) =>
    sql`EXISTS (SELECT 1 FROM ${table} x WHERE x.job_id = j.id AND x.user_id = c.candidate_user_id AND x.deleted_at IS NULL)`;
  const [row] = resultRows<{
    company_id: number;
    candidate_user_id: number;
    user_id: number;
    live: boolean;
    job_id: number | null;
    job_live: boolean;
    job_owner: number | null;
    owners: string | null;
  }>(
    await db.execute(sql`
      SELECT c.company_id, c.candidate_user_id, c.user_id, c.deleted_at IS NULL AS live, c.job_id,
        (cj.id IS NOT NULL AND cj.deleted_at IS NULL AND cj.company_id = c.company_id) AS job_live,
        cj.user_id AS job_owner,
        array_to_string(ARRAY(
          SELECT DISTINCT j.user_id FROM ${job} j
          WHERE j.company_id = c.company_id AND j.deleted_at IS NULL
            AND (${linked(application)} OR ${linked(jobInvitation)})), ',') AS owners
      FROM ${chat} c LEFT JOIN ${job} cj ON cj.id = c.job_id
      WHERE c.id = ${chatId}::int`),
  );
  if (!row) return null;
  return {
    chatId,
    companyId: Number(row.company_id),
    candidateUserId: Number(row.candidate_user_id),
    openerUserId: Number(row.user_id),
    live: Boolean(row.live),
    jobId: row.job_id === null ? null : Number(row.job_id),
    jobLive: Boolean(row.job_live),
    jobOwnerUserId: row.job_owner === null ? null : Number(row.job_owner),
    linkedJobOwners: row.owners ? row.owners.split(',').map(Number) : [],
  };
}

type ChatLiveEvent = Exclude<LiveEvent, { type: 'notice' }>;

/**
 * One chat event made ready for delivery: the chat's reach and (for a new or corrected message) the
 * message, loaded once; `frameFor` gives the frame's data from one side's view (null: that side hears
 * nothing, e.g. the reader's own side of a `read`). Null when the chat or message is gone.
 */
export async function prepareChatEvent(
  db: Database,
  event: ChatLiveEvent,
): Promise<{ reach: ChatReach; frameFor: (side: ChatSide) => LiveChatEvent | null } | null> {
  const [reach, row] = await Promise.all([
    loadReach(db, event.chatId),
    event.type === 'message' || event.type === 'message-updated'
      ? db
          .select()
          .from(message)
          .where(and(eq(message.id, event.messageId), isNull(message.deletedAt)))
          .then((rows): MessageRow | null => rows[0] ?? null)
      : Promise.resolve(null),
  ]);
  if (!reach || ((event.type === 'message' || event.type === 'message-updated') && !row)) return null;
  const frames = new Map<ChatSide, LiveChatEvent | null>();
  const build = (side: ChatSide): LiveChatEvent | null => {
    if (event.type === 'read' && event.readerSide === side) return null;
    const chatterId = side === 'company' ? reach.candidateUserId : reach.companyId;
    const base = { type: event.type, chatId: event.chatId, chatterId, messageId: event.messageId };
    if (!row) return base;
    const fromCandidate = row.senderUserId === reach.candidateUserId;
    return { ...base, message: toChatMessage(row, side === 'candidate' ? fromCandidate : !fromCandidate) };
  };
  return {
    reach,
    frameFor: (side) => {
      if (!frames.has(side)) frames.set(side, build(side));
      return frames.get(side)!;
    },
  };
}
