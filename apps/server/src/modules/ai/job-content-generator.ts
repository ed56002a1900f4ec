import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { generatedJobContentSchema, type GeneratedJobContent } from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { user } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { JOB_GENERATE_PROMPT } from './default-prompts.js';
import { generateOffline } from './offline/generate-offline.js';
import { toLang, type Lang } from './offline/text.js';
import { parseAiReply, toGeneratedContent } from './provider/ai-reply.js';
import { AiServiceError, chatCompletion, type ChatClientOptions } from './provider/chat-completions.js';
import { fillTemplate, loadPrompt, type PromptSettings } from './prompts.js';
import { loadReferenceCatalog } from './reference-catalog.js';

/** The text of the 502 the client gets whenever the AI provider fails (spec section 8 format). */
export const AI_UNAVAILABLE = 'The AI service did not answer';

/** The provider's settings when all of base URL, key and model are configured; else null (offline). */
export function aiProvider(config: Config): ChatClientOptions | null {
  const { baseUrl, apiKey, model, timeoutMs } = config.ai;
  return baseUrl && apiKey && model ? { baseUrl, apiKey, model, timeoutMs } : null;
}

export interface GenerateDeps {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  /** Tests may pass their own (e.g. with no backoff). */
  provider?: ChatClientOptions | null;
}

/** What answered a draft: the provider (with the model asked and the message as written) or the offline generator. */
export type DraftOutcome =
  | { source: 'provider'; model: string; raw: string; content: GeneratedJobContent }
  | { source: 'offline'; content: GeneratedJobContent };

/**
 * Drafts job content from a description in the given language with the given prompt: the configured
 * AI provider, or the offline generator when none is configured (which uses no prompt). A provider
 * failure is a 502 with the cause in the log.
 */
export async function draftJobContent(
  deps: GenerateDeps,
  input: { description: string; lang: Lang; prompt: () => Promise<PromptSettings> | PromptSettings },
): Promise<DraftOutcome> {
  const { db, config, log } = deps;
  const { description, lang } = input;
  const catalog = await loadReferenceCatalog(db);
  const provider = deps.provider === undefined ? aiProvider(config) : deps.provider;
  if (!provider) return { source: 'offline', content: generateOffline(description, lang, catalog) };

  const prompt = await input.prompt();
  try {
    const reply = await chatCompletion(provider, {
      temperature: prompt.temperature,
      model: prompt.model,
      maxTokens: prompt.maxTokens,
      messages: [
        { role: 'system', content: fillTemplate(prompt.system, { lang }) },
        { role: 'user', content: fillTemplate(prompt.template, { description, lang }) },
      ],
    });
    const parsed = parseAiReply(reply.json);
    if (!parsed) throw new AiServiceError('malformed', 'the reply has no job title');
    // The mapping keeps within the content's limits; checked anyway, so a surprise is a 502, not a 500.
    const content = generatedJobContentSchema.safeParse(toGeneratedContent(parsed, catalog, description));
    if (!content.success) throw new AiServiceError('malformed', content.error.message.slice(0, 300));
    return { source: 'provider', model: reply.model, raw: reply.content, content: content.data };
  } catch (error) {
    if (!(error instanceof AiServiceError)) throw error;
    log.warn({ reason: error.reason, detail: error.detail }, 'AI job drafting failed');
    throw new HttpError(502, AI_UNAVAILABLE);
  }
}

/**
 * Drafts job content from a description in the user's language: with the configured AI provider
 * and the database prompt (its model settings included), or offline when none is configured.
 */
export async function generateJobContent(
  deps: GenerateDeps,
  userId: number,
  description: string,
): Promise<GeneratedJobContent> {
  const [caller] = await deps.db.select({ lang: user.lang }).from(user).where(eq(user.id, userId));
  const lang = toLang(caller?.lang);
  const outcome = await draftJobContent(deps, {
    description,
    lang,
    prompt: () => loadPrompt(deps.db, JOB_GENERATE_PROMPT, lang),
  });
  return outcome.content;
}
