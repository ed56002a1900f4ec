import type { GeneratedJobContent } from '@hiring/domain';
import { api } from '../../../shared/api/api';

/** The back office's AI-tweaking calls (docs/ai.md, "AI tweaking"). */

/** GET /admin/ai/prompt: a row of the prompts table. */
export interface PromptRow {
  id: number;
  key: string;
  lang: string;
  version: number;
  temperature: number;
  model: string | null;
  maxTokens: number | null;
  updatedByUserId: number | null;
  updatedByName: string | null;
  updatedAt: string;
}

/** The editable parts of a prompt. */
export interface PromptDraft {
  system: string;
  template: string;
  temperature: number;
  model: string | null;
  maxTokens: number | null;
}

/** GET /admin/ai/prompt/{id}: one prompt with its texts. */
export interface Prompt extends PromptDraft {
  id: number;
  key: string;
  lang: string;
  version: number;
  updatedByUserId: number | null;
  updatedByName: string | null;
  updatedAt: string;
  requiredPlaceholders: string[];
}

/** GET /admin/ai/prompt/{id}/version: a row of the history. */
export interface VersionRow {
  id: number;
  version: number;
  temperature: number;
  model: string | null;
  maxTokens: number | null;
  note: string | null;
  createdByName: string | null;
  createdAt: string;
}

/** GET /admin/ai/prompt/{id}/version/{version}: a version's texts. */
export interface PromptVersion extends PromptDraft {
  version: number;
  note: string | null;
  createdByName: string | null;
  createdAt: string;
}

export type TryOutcome =
  | { source: 'provider'; model: string; raw: string; content: GeneratedJobContent }
  | { source: 'offline'; content: GeneratedJobContent };

export const promptsPath = '/admin/ai/prompt';
export const versionsPath = (id: number) => `/admin/ai/prompt/${id}/version`;

export async function getPrompt(id: number): Promise<Prompt> {
  return api.get<Prompt>(`/admin/ai/prompt/${id}`);
}

export async function getPromptVersion(id: number, version: number): Promise<PromptVersion> {
  return api.get<PromptVersion>(`/admin/ai/prompt/${id}/version/${version}`);
}

export async function savePrompt(
  id: number,
  body: PromptDraft & { baseVersion: number; note: string | null },
): Promise<Prompt> {
  return api.post<Prompt>(`/admin/ai/prompt/${id}/version`, body);
}

export async function rollbackPrompt(
  id: number,
  body: { version: number; baseVersion: number },
): Promise<Prompt> {
  return api.post<Prompt>(`/admin/ai/prompt/${id}/rollback`, body);
}

export async function tryPrompt(body: {
  description: string;
  lang: 'it' | 'en';
  draft?: PromptDraft;
}): Promise<TryOutcome> {
  return api.post<TryOutcome>('/admin/ai/try', body);
}
