import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { aiPrompt } from '../../db/schema/index.js';
import { defaultPrompts, type PromptTemplate } from './default-prompts.js';
import type { Lang } from './offline/text.js';

/** A prompt as a provider call uses it: the texts and temperature, and the model settings of its row. */
export interface PromptSettings extends PromptTemplate {
  /** null: the configured `AI_MODEL`. */
  model: string | null;
  /** null: the provider's default length cap. */
  maxTokens: number | null;
}

/** The prompt for a key in the user's language: the database row, else Italian, else the shipped default. */
export async function loadPrompt(db: Database, key: string, lang: Lang): Promise<PromptSettings> {
  const rows = await db
    .select({
      lang: aiPrompt.lang,
      system: aiPrompt.system,
      template: aiPrompt.template,
      temperature: aiPrompt.temperature,
      model: aiPrompt.model,
      maxTokens: aiPrompt.maxTokens,
    })
    .from(aiPrompt)
    .where(eq(aiPrompt.key, key));
  const row = rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'it');
  if (row) {
    const { system, template, temperature, model, maxTokens } = row;
    return { system, template, temperature, model, maxTokens };
  }
  const shipped = defaultPrompts[key]?.[lang];
  if (!shipped) throw new Error(`No prompt '${key}'`);
  return { ...shipped, model: null, maxTokens: null };
}

/** Fills `{name}` placeholders; unknown ones stay as written. Values are inserted once, never re-scanned. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The placeholders a prompt's template must contain, per key (a template without them drafts from nothing). */
export const requiredPlaceholders: Readonly<Record<string, readonly string[]>> = {
  'job-generate': ['description'],
  'video-analysis': ['transcript', 'requirements'],
};
