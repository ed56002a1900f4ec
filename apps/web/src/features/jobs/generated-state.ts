import type { GeneratedJobState } from '@hiring/domain';

export type GeneratedDraft = GeneratedJobState['generated'];

/** The AI draft the new job dialog hands over in the router state (`state.generated`), if any. */
export function generatedFrom(state: unknown): GeneratedDraft | undefined {
  const generated = (state as Partial<GeneratedJobState> | null)?.generated;
  if (!generated?.content || typeof generated.content !== 'object') return undefined;
  return { prompt: typeof generated.prompt === 'string' ? generated.prompt : '', content: generated.content };
}
