import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  RoleId,
  userCertificateUpdateSchema,
  userPreferenceWriteSchema,
  type ModuleFlags,
} from '@hiring/domain';
import * as t from '../../db/schema/index.js';
import {
  defineResource,
  type Relation,
  type ResourceConfig,
  type ResourceDefinition,
  type ScopeContext,
} from '../../http/resources/define-resource.js';
import { unauthorized } from '../../http/errors.js';
import { recordProfileRead } from '../privacy/profile-read-audit.js';
import { candidateAccessSql } from './visibility.js';

/** Writes: the candidate themself; the scope below then narrows them to their own rows. */
const candidateOnly = { role: RoleId.user } as const;
const fileFields = ['fileName', 'mimeType', 'size', 'createdAt', 'updatedAt'] as const;
/** user_detail columns only the `full` level shows (contact and personal data). */
const privateDetailFields = ['phone', 'contactEmail', 'birthDate'] as const;

/**
 * The candidate's own resources (spec sections 3 and 7). Reads follow `candidateAccessSql`: the
 * candidate their own rows, company staff the candidates they may see; contact fields are blanked
 * where the caller may not see them. The module flags decide contact visibility, hence a factory.
 */
export function candidateResources(flags: Pick<ModuleFlags, 'disableUserDetailsContact'>) {
  const visible =
    (column: PgColumn) =>
    ({ db, actor }: ScopeContext) =>
      candidateAccessSql(db, actor, column, flags).visible;

  /**
   * Rows of one candidate, read by whoever may see the candidate. Without verbs: link rows read
   * only as includes of user-detail.
   */
  const candidateRows = (
    name: string,
    table: PgTable & { userId: PgColumn },
    fields: readonly string[],
    more: Partial<ResourceConfig> = {},
  ): ResourceDefinition =>
    defineResource({
      name,
      table,
      verbs: [],
      read: 'authenticated',
      scope: visible(table.userId),
      fields: ['id', 'userId', ...fields],
      ...more,
    });
  const professionalSkills = candidateRows('user-professional-skill', t.userProfessionalSkill, [
    'professionalSkillId',
    'years',
  ]);
  const languages = candidateRows('user-language', t.userLanguage, ['languageId', 'languageLevelId']);
  const softSkills = candidateRows('user-soft-skill', t.userSoftSkill, ['softSkillId']);
  const driverLicenses = candidateRows('user-driver-license', t.userDriverLicense, ['driverLicenseId']);
  const protectedClasses = candidateRows('user-protected-class', t.userProtectedClass, ['protectedClassId']);

  // Files are uploaded with POST /file/{type} and deleted (bytes too) by candidate-files.routes.ts.
  const readOnly = { verbs: ['list', 'get'] } satisfies Partial<ResourceConfig>;
  const userCertificate = candidateRows(
    'user-certificate',
    t.userCertificate,
    ['name', 'issuer', 'issuedOn', ...fileFields],
    {
      verbs: ['list', 'get', 'update'],
      write: candidateOnly,
      update: { schema: userCertificateUpdateSchema },
    },
  );
  const userCurriculum = candidateRows('user-curriculum', t.userCurriculum, fileFields, readOnly);
  const userPicture = candidateRows('user-picture', t.userPicture, fileFields, readOnly);
  // videoId: where its processing stands and how to play it (`GET /video/{id}/url`, docs/video.md).
  const videoIntroduction = candidateRows(
    'video-introduction',
    t.videoIntroduction,
    ['durationSeconds', 'videoId', ...fileFields],
    readOnly,
  );

  const many = (target: ResourceDefinition): Relation => ({
    target: () => target,
    kind: 'many',
    localField: 'userId',
    targetField: 'userId',
  });
  const one = (target: ResourceDefinition): Relation => ({ ...many(target), kind: 'one' });

  // Created and updated with its lists in one transaction: candidates.routes.ts.
  const userDetail = defineResource({
    name: 'user-detail',
    table: t.userDetail,
    verbs: ['list', 'get', 'ids', 'fetch', 'delete'],
    read: 'authenticated',
    write: candidateOnly,
    scope: visible(t.userDetail.userId),
    fields: [
      'id',
      'userId',
      'headline',
      'bio',
      'locationId',
      'availabilityId',
      'seniorityId',
      'workAreaId',
      'educationId',
      'employed',
      'employerName',
      ...privateDetailFields,
      'createdAt',
      'updatedAt',
    ],
    // Never filter or sort on what a caller may not read.
    filterable: [
      'id',
      'userId',
      'locationId',
      'availabilityId',
      'seniorityId',
      'workAreaId',
      'educationId',
      'employed',
      'createdAt',
      'updatedAt',
    ],
    relations: {
      professionalSkills: many(professionalSkills),
      languages: many(languages),
      softSkills: many(softSkills),
      driverLicenses: many(driverLicenses),
      protectedClasses: many(protectedClasses),
      certificates: many(userCertificate),
      curriculum: one(userCurriculum),
      picture: one(userPicture),
      videoIntroduction: one(videoIntroduction),
    },
    afterRead: ({ db, actor, requestId }, ids) =>
      recordProfileRead(db, actor!, {
        subject: sql`${db.select({ userId: t.userDetail.userId }).from(t.userDetail).where(inArray(t.userDetail.id, ids))}`,
        via: 'user-detail',
        requestId,
      }),
    redact: {
      needs: ['userId'],
      apply: async ({ db, actor }, rows) => {
        const ids = [...new Set(rows.map((r) => r.userId as number))];
        const { full } = candidateAccessSql(db, actor, t.user.id, flags);
        const allowed = await db
          .select({ id: t.user.id })
          .from(t.user)
          .where(and(inArray(t.user.id, ids), full));
        const shown = new Set(allowed.map((r) => r.id));
        for (const row of rows) {
          if (shown.has(row.userId as number)) continue;
          for (const field of privateDetailFields) if (field in row) row[field] = null;
        }
      },
    },
  });

  /**
   * The candidate's own settings. Reads never write: without a row the defaults hold (searchable,
   * see visibility.ts) and the list is empty, so the client's following create answers 201.
   */
  const userPreference = defineResource({
    name: 'user-preference',
    table: t.userPreference,
    verbs: ['list', 'get', 'create', 'update'],
    read: candidateOnly,
    write: candidateOnly,
    scope: ({ actor }) => {
      if (!actor) throw unauthorized('User not logged');
      return eq(t.userPreference.userId, actor.userId);
    },
    fields: [
      'id',
      'userId',
      'searchable',
      'workModes',
      'salaryMinCents',
      'relocate',
      'jobAlerts',
      'createdAt',
      'updatedAt',
    ],
    create: {
      schema: userPreferenceWriteSchema,
      values: (input, { actor }) => ({ ...input, userId: actor.userId }),
    },
    update: { schema: userPreferenceWriteSchema },
  });

  return {
    userDetail,
    userCertificate,
    userCurriculum,
    userPicture,
    videoIntroduction,
    userPreference,
    /** Those with routes, for registration. */
    routed: [userDetail, userCertificate, userCurriculum, userPicture, videoIntroduction, userPreference],
  };
}
export type CandidateResources = ReturnType<typeof candidateResources>;
