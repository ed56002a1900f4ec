import { integer, pgTable, real, text, unique } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { user } from './users.js';

/** The prompt templates the AI features use, per language; the admin AI-tweaking page edits them. */
export const aiPrompt = pgTable(
  'ai_prompt',
  {
    id: id(),
    /** e.g. `job-generate`. */
    key: text().notNull(),
    lang: text().notNull(),
    system: text().notNull(),
    /** The user message; `{description}` and similar placeholders are filled in. */
    template: text().notNull(),
    temperature: real().notNull().default(0.4),
    updatedByUserId: integer().references(() => user.id),
    ...timestamps,
  },
  (t) => [unique().on(t.key, t.lang)],
);
