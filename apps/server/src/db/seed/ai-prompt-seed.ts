import { sql } from 'drizzle-orm';
import { defaultPrompts } from '../../modules/ai/default-prompts.js';
import type { Database } from '../client.js';
import { aiPrompt } from '../schema/index.js';

/**
 * Writes the shipped AI prompts (one row per key and language). Idempotent: a row nobody edited
 * follows the shipped text; a row an admin edited (a saved version, or updatedByUserId set) is left alone.
 */
export async function seedAiPrompts(db: Database): Promise<void> {
  const rows = Object.entries(defaultPrompts).flatMap(([key, byLang]) =>
    Object.entries(byLang).map(([lang, prompt]) => ({ key, lang, ...prompt })),
  );
  await db
    .insert(aiPrompt)
    .values(rows)
    .onConflictDoUpdate({
      target: [aiPrompt.key, aiPrompt.lang],
      set: {
        system: sql`excluded.system`,
        template: sql`excluded.template`,
        temperature: sql`excluded.temperature`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${aiPrompt.updatedByUserId} IS NULL AND ${aiPrompt.version} = 0 AND (${aiPrompt.system} IS DISTINCT FROM excluded.system OR ${aiPrompt.template} IS DISTINCT FROM excluded.template OR ${aiPrompt.temperature} IS DISTINCT FROM excluded.temperature)`,
    });
}
