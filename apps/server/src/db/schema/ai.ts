import { index, integer, pgTable, real, text, unique } from 'drizzle-orm/pg-core';
import { id, timestamps, utcTime } from './columns.js';
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
    /** The model asked for this prompt; null: the configured `AI_MODEL`. */
    model: text(),
    /** The answer's length cap sent as `max_tokens`; null: the provider's default. */
    maxTokens: integer(),
    /** The version in use (a row of `ai_prompt_version`); 0 for the shipped text nobody edited. */
    version: integer().notNull().default(0),
    updatedByUserId: integer().references(() => user.id),
    ...timestamps,
  },
  (t) => [unique().on(t.key, t.lang)],
);

/**
 * Every saved version of a prompt (AI tweaking): never changed, so the rows are the history; the prompt
 * row holds the version in use, and rolling back copies an old version into a new one.
 */
export const aiPromptVersion = pgTable(
  'ai_prompt_version',
  {
    id: id(),
    promptId: integer()
      .notNull()
      .references(() => aiPrompt.id),
    version: integer().notNull(),
    system: text().notNull(),
    template: text().notNull(),
    temperature: real().notNull(),
    model: text(),
    maxTokens: integer(),
    /** Why it changed (shown in the history); "rollback to v3" for a rollback. */
    note: text(),
    createdByUserId: integer().references(() => user.id),
    createdAt: utcTime().notNull().defaultNow(),
  },
  (t) => [unique().on(t.promptId, t.version), index().on(t.promptId, t.createdAt)],
);
