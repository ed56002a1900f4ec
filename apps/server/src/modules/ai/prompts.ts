import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { aiPrompt } from '../../db/schema/index.js';
import { defaultPrompts, type PromptTemplate } from './default-prompts.js';
import type { Lang } from './offline/text.js';

/** The prompt for a key in the user's language: the database row, else Italian, else the shipped default. */
export async function loadPrompt(db: Database, key: string, lang: Lang): Promise<PromptTemplate> {
  const rows = await db
    .select({
      lang: aiPrompt.lang,
      system: aiPrompt.system,
      template: aiPrompt.template,
      temperature: aiPrompt.temperature,
    })
    .from(aiPrompt)
    .where(eq(aiPrompt.key, key));
  const row = rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'it');
  if (row) return { system: row.system, template: row.template, temperature: row.temperature };
  const shipped = defaultPrompts[key]?.[lang];
  if (!shipped) throw new Error(`No prompt '${key}'`);
  return shipped;
}

/** Fills `{name}` placeholders; unknown ones stay as written. Values are inserted once, never re-scanned. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
