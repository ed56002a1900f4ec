import { inArray, type SQL } from 'drizzle-orm';
import { can, ErrorText } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { videoInterview } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { forbidden, unauthorized } from '../../http/errors.js';
import { defineResource, type ResourceDefinition } from '../../http/resources/define-resource.js';
import { activeCompanyId } from '../../http/resources/scopes.js';
import { reachedApplicationIds } from '../jobs/job-scope.js';
import { isCandidate, ownApplicationIds } from '../questions/questions-scope.js';

/**
 * Who reaches a video interview (docs/files.md): the candidate those of their own live
 * applications; staff with the `board` key those of the applications of the jobs they reach (the
 * rule of the application snapshots, jobs/job-scope.ts); anyone else is refused (401/403). Rows
 * outside the scope do not exist for the caller (404).
 */
export function videoInterviewsInScope(db: Database, actor: Actor | null): SQL {
  if (!actor) throw unauthorized(ErrorText.userNotLogged);
  if (isCandidate(actor)) return inArray(videoInterview.applicationId, ownApplicationIds(db, actor.userId));
  activeCompanyId(actor);
  if (!can(actor, 'board')) throw forbidden(ErrorText.forbidden);
  return inArray(videoInterview.applicationId, reachedApplicationIds(db, actor));
}

/**
 * `GET /video-interview`, `/video-interview/{id}`: the videos a candidate recorded for one
 * application (upload type applicationVideoInterview). The bytes: `GET /video-interview/{id}/file`,
 * or the player's `GET /video/{videoId}/url`.
 */
export const videoInterviewResource: ResourceDefinition = defineResource({
  name: 'video-interview',
  table: videoInterview,
  verbs: ['list', 'get'],
  read: 'authenticated',
  scope: ({ db, actor }) => videoInterviewsInScope(db, actor),
  fields: ['id', 'applicationId', 'userId', 'videoId', 'createdAt', 'updatedAt'],
});
