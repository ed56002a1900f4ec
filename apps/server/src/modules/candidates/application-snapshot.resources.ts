import { eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ApplicationProfileSnapshot } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { defineResource, type ScopeContext } from '../../http/resources/define-resource.js';
import { reachedApplicationIds } from '../jobs/job-scope.js';
import { recordProfileRead } from '../privacy/profile-read-audit.js';
import type { ContactFlags } from './visibility.js';

const board = { permission: 'board' } as const;

/** The candidate who sent an application snapshot, as a subquery (for the audit log's subject). */
const snapshotCandidates = (db: Database, snapshotIds: number[]) =>
  sql`${db
    .select({ userId: t.application.userId })
    .from(t.applicationUserDetail)
    .innerJoin(t.application, eq(t.application.id, t.applicationUserDetail.applicationId))
    .where(inArray(t.applicationUserDetail.id, snapshotIds))}`;
const fileFields = ['fileName', 'mimeType', 'size', 'createdAt'] as const;

/** The snapshot without its contact details (what the module flag disableUserDetailsContact hides). */
export function withoutContact(data: ApplicationProfileSnapshot): ApplicationProfileSnapshot {
  return {
    it: { ...data.it, visibility: 'profile', contact: null },
    en: { ...data.en, visibility: 'profile', contact: null },
  };
}

/**
 * What an application showed when it was sent (spec sections 3 and 7): read-only, for staff who
 * reach the application's job (board permission, jobs/job-scope.ts); any other snapshot does not
 * exist for them (404).
 */
export function applicationSnapshotResources(flags: ContactFlags) {
  const ofReachedApplications =
    (column: PgColumn) =>
    ({ db, actor }: ScopeContext) =>
      inArray(column, reachedApplicationIds(db, actor));

  const applicationUserDetail = defineResource({
    name: 'application-user-detail',
    table: t.applicationUserDetail,
    verbs: ['list', 'get', 'ids', 'fetch'],
    read: board,
    scope: ofReachedApplications(t.applicationUserDetail.applicationId),
    fields: ['id', 'applicationId', 'data', 'createdAt'],
    afterRead: ({ db, actor, requestId }, ids) =>
      recordProfileRead(db, actor!, {
        subject: snapshotCandidates(db, ids),
        via: 'application-snapshot',
        requestId,
      }),
    redact: {
      needs: [],
      apply: async (_ctx, rows) => {
        if (!flags.disableUserDetailsContact) return;
        for (const row of rows) {
          if (row.data) row.data = withoutContact(row.data as ApplicationProfileSnapshot);
        }
      },
    },
  });
  const applicationUserCurriculum = defineResource({
    name: 'application-user-curriculum',
    table: t.applicationUserCurriculum,
    verbs: ['list', 'get'],
    read: board,
    scope: ofReachedApplications(t.applicationUserCurriculum.applicationId),
    fields: ['id', 'applicationId', ...fileFields],
  });
  const applicationUserCertificate = defineResource({
    name: 'application-user-certificate',
    table: t.applicationUserCertificate,
    verbs: ['list', 'get'],
    read: board,
    scope: ofReachedApplications(t.applicationUserCertificate.applicationId),
    fields: ['id', 'applicationId', 'name', 'issuer', 'issuedOn', ...fileFields],
  });
  return {
    applicationUserDetail,
    applicationUserCurriculum,
    applicationUserCertificate,
    routed: [applicationUserDetail, applicationUserCurriculum, applicationUserCertificate],
  };
}
export type ApplicationSnapshotResources = ReturnType<typeof applicationSnapshotResources>;
