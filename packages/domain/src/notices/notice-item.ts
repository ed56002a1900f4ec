import { z } from 'zod';

/** What a notice is about (spec section 3): an application, a chat message or a step. */
export const noticeItemClasses = ['APPL', 'CHAT', 'STEP'] as const;
export type NoticeItemClass = (typeof noticeItemClasses)[number];

/** One item of `POST /notice/@fetch` (spec section 3). */
export const noticeItemSchema = z.object({
  itemClass: z.enum(noticeItemClasses),
  itemId: z.number().int(),
  itemCount: z.number().int(),
  jobId: z.number().int().nullable(),
  jobName: z.string().nullable(),
  fullname: z.string().nullable(),
  message: z.string().nullable(),
  picture: z.string().nullable(),
  updateIconId: z.number().int().nullable(),
});
export type NoticeItem = z.infer<typeof noticeItemSchema>;

/** The web app polls notices this often (spec section 9). */
export const NOTICE_POLL_MS = 15_000;
