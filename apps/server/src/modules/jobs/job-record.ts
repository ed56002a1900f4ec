import { z } from 'zod';
import { completeJobContent, deriveJobStatus, jobStatuses, type CompleteJobContent } from '@hiring/domain';
import type { job } from '../../db/schema/index.js';
import type { ScopeContext } from '../../http/resources/define-resource.js';
import { getRow, type Row } from '../../http/resources/read.js';
import { extendedRecordSchema } from '../../http/resources/response-schema.js';
import { jobResource } from './jobs.resources.js';

type JobRow = typeof job.$inferSelect;

/**
 * The complete content of a stored job: its `content` over the columns (posts written before the
 * content existed, or by the seed, have their name, description, area and salary only in columns).
 */
export function storedContent(row: Partial<JobRow>): CompleteJobContent {
  return completeJobContent({
    name: row.name ?? '',
    description: row.description ?? null,
    workAreaId: row.workAreaId ?? null,
    seniorityId: row.seniorityId ?? null,
    salaryMinCents: row.salaryMinCents ?? null,
    salaryMaxCents: row.salaryMaxCents ?? null,
    ...(row.content ?? {}),
  });
}

/** The columns a content sets: they mirror it for filtering, sorting and the candidates' search. */
export function contentColumns(c: CompleteJobContent) {
  return {
    name: c.name,
    description: c.description,
    workAreaId: c.workAreaId,
    seniorityId: c.seniorityId,
    salaryMinCents: c.salaryMinCents,
    salaryMaxCents: c.salaryMaxCents,
    locationId: c.place?.id ?? null,
  };
}

const stampKeys = ['archivedAt', 'suspendedAt', 'publishedAt', 'importedAt'] as const;

/** A job answer: the complete content, and the derived status when the stamps were read. */
export function finishJobRow(row: Row): Row {
  if ('content' in row) row.content = storedContent(row as Partial<JobRow>);
  if (stampKeys.every((k) => k in row)) row.status = deriveJobStatus({ id: row.id as number, ...row });
  return row;
}

/** `GET /job/{id}` and every job write's answer. */
export const jobRecordSchema = extendedRecordSchema(jobResource, 'JobWithStatus', {
  status: z.enum(jobStatuses).optional(),
});

/** One job as the caller sees it (generic select/include apply), finished. */
export async function readJob(
  ctx: ScopeContext,
  id: number,
  shape: { select: string[] | undefined; include: string[] } = { select: undefined, include: [] },
): Promise<Row> {
  return finishJobRow(await getRow(ctx, jobResource, id, shape));
}
