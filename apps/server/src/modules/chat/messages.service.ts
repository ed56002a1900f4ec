import { and, desc, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { ErrorText, type ChatMessage } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { message } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors.js';
import { markNoticesSeen, recordChatNotice } from '../notices/notices.service.js';
import type { StoredUpload } from '../files/upload.js';
import { publishLive, publishNotice } from '../live/publish.js';
import { toChatMessage, type MessageRow } from './chat-message.js';
import { chatInScope, chatSide, fromMySide, type ScopedChat } from './chat-scope.js';

function asChatMessage(actor: Actor, c: ScopedChat, m: MessageRow): ChatMessage {
  return toChatMessage(m, fromMySide(chatSide(actor), actor, c, m.senderUserId));
}

const chatIds = (c: ScopedChat) => ({
  chatId: c.id,
  companyId: c.companyId,
  candidateUserId: c.candidateUserId,
});

/**
 * A participant writes: the chat's candidate, or staff who reach the chat. The other side gets a
 * CHAT notice: the recruiter who opened the chat for a candidate's message, the candidate for staff's.
 */
export async function postMessage(
  db: Database,
  actor: Actor,
  input: { chatId: number; body: string; attachment?: StoredUpload },
): Promise<ChatMessage> {
  const found = await chatInScope(db, actor, input.chatId);
  const fromCandidate = found.candidateUserId === actor.userId;
  const recipientUserId = fromCandidate ? found.userId : found.candidateUserId;
  const file = input.attachment;
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(message)
      .values({
        chatId: found.id,
        senderUserId: actor.userId,
        body: input.body,
        ...(file && {
          attachmentKey: file.fileKey,
          attachmentName: file.fileName,
          attachmentMimeType: file.mimeType,
          attachmentSize: file.size,
        }),
      })
      .returning();
    await recordChatNotice(tx, {
      chat: found,
      fromUserId: actor.userId,
      body: input.body || (file ? `📎 ${file.fileName}` : ''),
      recipientUserId,
    });
    return row!;
  });
  // Announced once committed: a rolled-back message is never heard of.
  await publishLive(db, { type: 'message', ...chatIds(found), messageId: created.id });
  if (recipientUserId !== actor.userId) {
    await publishNotice(db, [recipientUserId], 'CHAT', found.companyId);
  }
  return asChatMessage(actor, found, created);
}

/**
 * A message of a chat the caller reaches that the caller wrote, with its chat: 404 outside the chats
 * (as for a missing id), 403 someone else's.
 */
async function ownMessage(db: Database, actor: Actor, id: number) {
  const missing = () => notFound(`message ${id} not found`);
  const [row] = await db
    .select()
    .from(message)
    .where(and(eq(message.id, id), isNull(message.deletedAt)));
  if (!row) throw missing();
  const found = await chatInScope(db, actor, row.chatId).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404 ? missing() : error;
  });
  if (row.senderUserId !== actor.userId) throw forbidden(ErrorText.unauthorized);
  return { row, chat: found };
}

/** The sender corrects their message. */
export async function editMessage(
  db: Database,
  actor: Actor,
  id: number,
  body: string,
): Promise<ChatMessage> {
  const own = await ownMessage(db, actor, id);
  const [row] = await db
    .update(message)
    .set({ body, updatedAt: sql`now()` })
    .where(eq(message.id, id))
    .returning();
  await publishLive(db, { type: 'message-updated', ...chatIds(own.chat), messageId: id });
  return asChatMessage(actor, own.chat, row!);
}

/** The sender withdraws their message (kept, hidden from every read). */
export async function deleteMessage(db: Database, actor: Actor, id: number): Promise<void> {
  const own = await ownMessage(db, actor, id);
  await db
    .update(message)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(message.id, id));
  await publishLive(db, { type: 'message-deleted', ...chatIds(own.chat), messageId: id });
}

/** The other side's messages of a chat, from the caller's side (staff: the candidate's; a candidate: the company's). */
function theirMessages(actor: Actor, found: ScopedChat): SQL {
  return chatSide(actor) === 'candidate'
    ? sql`${message.senderUserId} <> ${actor.userId}::int`
    : sql`${message.senderUserId} = ${found.candidateUserId}::int`;
}

/**
 * `POST /last-message`: the caller has read the chat up to `messageId` — the other side's messages up
 * to it get their read time, and the caller's CHAT notices of the chat are seen. `exact`
 * (`PATCH /last-message/{chatId}`) also puts the other side's later messages back to unread.
 */
export async function markRead(
  db: Database,
  actor: Actor,
  input: { chatId: number; messageId: number },
  exact = false,
): Promise<{ chatId: number; messageId: number; unreadCount: number }> {
  const found = await chatInScope(db, actor, input.chatId);
  const [target] = await db
    .select({ id: message.id })
    .from(message)
    .where(and(eq(message.id, input.messageId), eq(message.chatId, found.id), isNull(message.deletedAt)));
  if (!target) throw badRequest('messageId: no such message in this chat');
  const theirs = theirMessages(actor, found);
  await db
    .update(message)
    .set({ readAt: sql`now()` })
    .where(and(eq(message.chatId, found.id), lte(message.id, target.id), isNull(message.readAt), theirs));
  if (exact) {
    await db
      .update(message)
      .set({ readAt: null })
      .where(and(eq(message.chatId, found.id), gt(message.id, target.id), isNotNull(message.readAt), theirs));
  }
  await markNoticesSeen(
    db,
    { userId: actor.userId, companyId: found.companyId },
    { itemClass: 'CHAT', itemId: found.id },
  );
  await publishLive(db, {
    type: 'read',
    ...chatIds(found),
    messageId: target.id,
    readerSide: chatSide(actor),
  });
  return { chatId: found.id, messageId: target.id, unreadCount: await unreadIn(db, found, theirs) };
}

async function unreadIn(db: Database, found: ScopedChat, theirs: SQL): Promise<number> {
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(message)
    .where(and(eq(message.chatId, found.id), isNull(message.readAt), isNull(message.deletedAt), theirs));
  return Number(left?.n ?? 0);
}

/**
 * `DELETE /last-message/{chatId}`: "mark as unread" — the other side's latest message of the chat is
 * unread again (the conversation shows its badge). Answers the unread count.
 */
export async function markUnread(db: Database, actor: Actor, chatId: number): Promise<number> {
  const found = await chatInScope(db, actor, chatId);
  const theirs = theirMessages(actor, found);
  const [latest] = await db
    .select({ id: message.id })
    .from(message)
    .where(and(eq(message.chatId, found.id), isNull(message.deletedAt), theirs))
    .orderBy(desc(message.id))
    .limit(1);
  if (latest) await db.update(message).set({ readAt: null }).where(eq(message.id, latest.id));
  return unreadIn(db, found, theirs);
}
