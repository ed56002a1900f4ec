import { z } from 'zod';
import { noticeItemClasses } from '../notices/notice-item.js';

const dbId = z.number().int().positive().max(2_147_483_647);

/** A message's text: trimmed, never empty. */
export const messageBodySchema = z.string().trim().min(1).max(5000);

/** `POST /chat`: a recruiter opens (or reopens) the conversation with a candidate, about a job or not. */
export const chatCreateSchema = z
  .object({ candidateUserId: dbId, jobId: dbId.nullable().optional() })
  .strict();

/** `POST /message`: a participant writes in a chat. */
export const messageCreateSchema = z.object({ chatId: dbId, body: messageBodySchema }).strict();
/** `PATCH /message/{id}`: the sender corrects their text. */
export const messageUpdateSchema = z.object({ body: messageBodySchema }).strict();

/** `POST /last-message`: the caller has read the other party's messages of a chat up to this one. */
export const lastMessageCreateSchema = z.object({ chatId: dbId, messageId: dbId }).strict();
/** `PATCH /last-message/{chatId}`: the read mark set exactly there (later messages unread again). */
export const lastMessageUpdateSchema = z.object({ messageId: dbId }).strict();

/** The sorts of the conversation list (spec 9): latest message first, or unread conversations first. */
export const chatSorts = ['datetime', 'newMessages'] as const;
export type ChatSort = (typeof chatSorts)[number];

export const chatListQuerySchema = z
  .object({
    sort: z.enum(chatSorts).default('datetime'),
    take: z.coerce.number().int().min(1).max(200).default(50),
    skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .strict();

export const chatThreadQuerySchema = z
  .object({
    /** Messages older than this id (the next page back); none: the newest. */
    before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    take: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

export const chatterParamsSchema = z.object({
  chatterId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The other party: a candidate (for company staff) or a company (for a candidate). */
export const chatterSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['candidate', 'company']),
  name: z.string(),
  picture: z.string().nullable(),
});
export type Chatter = z.infer<typeof chatterSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  chatId: z.number().int(),
  senderUserId: z.number().int(),
  /** The caller wrote it (or, for staff, a colleague of the company did). */
  mine: z.boolean(),
  body: z.string(),
  /** The attached file, if any; `url` is `GET /message/{id}/attachment` (same chat scope, bearer header). */
  attachment: z
    .object({ name: z.string(), mimeType: z.string(), size: z.number().int(), url: z.string() })
    .nullable(),
  /** ISO times, as JSON carries them. */
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

// Zod-free, for the candidate app (docs/talents.md).
export { chatAttachmentRule } from './attachment-rule.js';

/** The text fields of `POST /message/attachment` (multipart/form-data, with one `file` part). */
export const messageAttachmentFieldsSchema = z
  .object({
    chatId: z.coerce.number().int().positive().max(2_147_483_647),
    body: z.string().trim().max(5000).default(''),
  })
  .strict();

/**
 * `GET /api/live` (docs/live.md), `event: chat`: something happened in a chat the receiver reaches.
 * `chatterId` is the other party from the receiver's side; `read`: the other side read up to `messageId`.
 */
export const liveChatEventSchema = z.object({
  type: z.enum(['message', 'message-updated', 'message-deleted', 'read']),
  chatId: z.number().int(),
  chatterId: z.number().int(),
  message: chatMessageSchema.optional(),
  messageId: z.number().int().optional(),
  unreadCount: z.number().int().optional(),
});
export type LiveChatEvent = z.infer<typeof liveChatEventSchema>;

/** `event: notice`: a new notice for the receiver; the web app refreshes its notices now. */
export const liveNoticeEventSchema = z.object({ itemClass: z.enum(noticeItemClasses) });
export type LiveNoticeEvent = z.infer<typeof liveNoticeEventSchema>;

/** One conversation of `GET /chat`: the other party, the job if any, the last message, the unread count. */
export const chatSummarySchema = z.object({
  chatId: z.number().int(),
  chatter: chatterSchema,
  jobId: z.number().int().nullable(),
  jobName: z.string().nullable(),
  lastMessage: chatMessageSchema.nullable(),
  unreadCount: z.number().int(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

export const lastMessageSchema = z.object({
  chatId: z.number().int(),
  messageId: z.number().int(),
  unreadCount: z.number().int(),
});
