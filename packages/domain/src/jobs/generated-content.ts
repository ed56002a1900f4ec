import { z } from 'zod';
import { jobContentSchema, type GeneratedJobContent } from './job-content.js';

/** What `POST /job/generate-content` answers: the job content with a name and a short summary. */
export const generatedJobContentSchema: z.ZodType<GeneratedJobContent> = jobContentSchema.safeExtend({
  name: z.string().trim().min(1).max(200),
  summary: z.string().max(1000).optional(),
});

/** The router state the new job dialog hands to the job editor (`location.state.generated`). */
export interface GeneratedJobState {
  generated: { prompt: string; content: GeneratedJobContent };
}
