import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  emptyVideoAnalysisResult,
  videoAnalysisResultSchema,
  type AiData,
  type VideoAnalysisResult,
} from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { aiData } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { defineResource, type ScopeContext } from '../../http/resources/define-resource.js';
import { activeCompanyId } from '../../http/resources/scopes.js';
import { reachedApplicationIds } from '../jobs/job-scope.js';
import { videoVisibleTo } from './video-access.js';

/**
 * What the caller may read of `ai_data`: their active company's rows, about a video they may still
 * see (video-access.ts) and, when about an application, one they still reach. Anything else is
 * absent (404 for one id). Without a company: 403.
 */
export function aiDataInScope({ db, actor }: ScopeContext) {
  const companyId = activeCompanyId(actor);
  return and(
    eq(aiData.companyId, companyId),
    videoVisibleTo(db, actor, aiData.videoId),
    // A row about no application passes; one about an application needs it reached.
    or(isNull(aiData.applicationId), inArray(aiData.applicationId, reachedApplicationIds(db, actor))),
  );
}

/** The spec's `ai-data` reads (`GET /ai-data`, `GET /ai-data/{id}`): read-only, written by the analyses. */
export const aiDataResource = defineResource({
  name: 'ai-data',
  table: aiData,
  verbs: ['list', 'get'],
  read: { permission: 'board' },
  scope: aiDataInScope,
  fields: [
    'id',
    'kind',
    'videoId',
    'applicationId',
    'provider',
    'model',
    'lang',
    'result',
    'createdByUserId',
    'createdAt',
  ],
  filterable: ['id', 'kind', 'videoId', 'applicationId', 'provider', 'lang', 'createdAt'],
});

type AiDataRow = typeof aiData.$inferSelect;

/** A stored row as the API answers it; a result stored by an older shape reads as empty lists. */
export function toAiData(row: AiDataRow): AiData {
  const parsed = videoAnalysisResultSchema.safeParse(row.result);
  const result: VideoAnalysisResult = parsed.success ? parsed.data : emptyVideoAnalysisResult;
  return {
    id: row.id,
    kind: 'video-analysis',
    videoId: row.videoId,
    applicationId: row.applicationId,
    provider: row.provider === 'ai' ? 'ai' : 'offline',
    model: row.model,
    lang: row.lang,
    result,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `GET /video/{id}/analyze`: the latest analysis of a video for the caller's company, or null. */
export async function latestVideoAnalysis(
  db: Database,
  actor: Actor,
  videoId: number,
): Promise<AiData | null> {
  const [row] = await db
    .select()
    .from(aiData)
    .where(and(eq(aiData.videoId, videoId), eq(aiData.kind, 'video-analysis'), aiDataInScope({ db, actor })))
    .orderBy(desc(aiData.createdAt), desc(aiData.id))
    .limit(1);
  return row ? toAiData(row) : null;
}
