import { and, eq, exists, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { can, ErrorText, RoleId } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import {
  applicationQuestion,
  applicationUserDetail,
  video,
  videoAnswer,
  videoInterview,
  videoIntroduction,
} from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { notFound, unauthorized } from '../../http/errors.js';
import { candidateAccessSql } from '../candidates/visibility.js';
import { reachedApplicationIds } from '../jobs/job-scope.js';

/** Staff of a company who read candidates or the board there (the rule of candidates/visibility.ts). */
function isCompanyStaff(actor: Actor): boolean {
  return (
    actor.roleId !== RoleId.user &&
    actor.companyId !== null &&
    (can(actor, 'candidates') || can(actor, 'board'))
  );
}

const one = sql`1`;
/** The video read inside the rule, apart from any `video` of the caller's query. */
const seen = alias(video, 'video_seen');

/**
 * The one rule of the videos a caller may see (docs/video.md), as an SQL condition over a column
 * holding a video id (default `video.id`; any table's video column works, e.g. `ai_data.videoId`):
 *
 * - the candidate who sent it;
 * - staff with the `board` key in their active company, when an application they reach
 *   (jobs/job-scope.ts) uses it: its snapshot (application_user_detail.videoId), a video interview of
 *   it (video_interview), or a live, answered question of it (application_question → video_answer);
 * - staff who may see the candidate's profile (candidates/visibility.ts), for the candidate's live
 *   video introduction.
 *
 * Deleted videos are seen by nobody. Anyone else sees nothing: the caller answers 404 as for a
 * missing id. No caller: 401.
 */
export function videoVisibleTo(db: Database, actor: Actor | null, videoId: PgColumn = video.id): SQL {
  if (!actor) throw unauthorized(ErrorText.userNotLogged);
  const parts: SQL[] = [eq(seen.userId, actor.userId)];
  if (actor.roleId !== RoleId.user && actor.companyId !== null && can(actor, 'board')) {
    const reached = reachedApplicationIds(db, actor);
    parts.push(
      exists(
        db
          .select({ one })
          .from(applicationUserDetail)
          .where(
            and(
              eq(applicationUserDetail.videoId, seen.id),
              inArray(applicationUserDetail.applicationId, reached),
            ),
          ),
      ),
      exists(
        db
          .select({ one })
          .from(videoInterview)
          .where(
            and(
              eq(videoInterview.videoId, seen.id),
              isNull(videoInterview.deletedAt),
              inArray(videoInterview.applicationId, reached),
            ),
          ),
      ),
      exists(
        db
          .select({ one })
          .from(applicationQuestion)
          .innerJoin(videoAnswer, eq(videoAnswer.id, applicationQuestion.videoAnswerId))
          .where(
            and(
              eq(videoAnswer.videoId, seen.id),
              isNull(applicationQuestion.deletedAt),
              isNotNull(applicationQuestion.answeredAt),
              inArray(applicationQuestion.applicationId, reached),
            ),
          ),
      ),
    );
  }
  if (isCompanyStaff(actor)) {
    const profile = candidateAccessSql(db, actor, videoIntroduction.userId, {
      disableUserDetailsContact: true,
    }).visible;
    parts.push(
      exists(
        db
          .select({ one })
          .from(videoIntroduction)
          .where(and(eq(videoIntroduction.videoId, seen.id), isNull(videoIntroduction.deletedAt), profile)),
      ),
    );
  }
  return exists(
    db
      .select({ one })
      .from(seen)
      .where(and(eq(seen.id, videoId), isNull(seen.deletedAt), or(...parts))),
  );
}

export type VisibleVideo = typeof video.$inferSelect;

/** One video the caller may see, or 404 (as for a missing id; 401 without a caller). */
export async function visibleVideo(db: Database, actor: Actor | null, id: number): Promise<VisibleVideo> {
  const [row] = await db
    .select()
    .from(video)
    .where(and(eq(video.id, id), videoVisibleTo(db, actor)));
  if (!row) throw notFound(`video ${id} not found`);
  return row;
}
