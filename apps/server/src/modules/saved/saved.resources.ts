import { and, eq, isNotNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  savedSearchCreateSchema,
  savedSearchUpdateSchema,
  savedUserCreateSchema,
  savedUserUpdateSchema,
  type SearchFilters,
} from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { savedSearch, savedUser, user } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import {
  defineResource,
  type ResourceConfig,
  type ResourceDefinition,
  type WriteContext,
} from '../../http/resources/define-resource.js';
import { activeCompanyId, inActiveCompany } from '../../http/resources/scopes.js';
import { companyMemberResource } from '../team/team.resources.js';
import { candidateAccessSql, requireVisibleCandidate } from '../candidates/visibility.js';
import { loadReferenceFacts } from '../search/search-reference.js';

/** The message of a second save of the same candidate by the same recruiter. */
export const ALREADY_SAVED = 'Already saved';

/** The saved candidate as an include (name and picture): only while the caller may still see them. */
export const savedCandidateResource: ResourceDefinition = defineResource({
  name: 'saved-candidate',
  table: user,
  verbs: [],
  read: { permission: 'candidates' },
  scope: ({ db, actor }) =>
    candidateAccessSql(db, actor, user.id, { disableUserDetailsContact: true }).visible,
  fields: ['id', 'firstname', 'lastname', 'picture'],
});

const person = (target: ResourceDefinition, localField: string) =>
  ({ target: () => target, kind: 'one', localField, targetField: 'id' }) as const;

/**
 * What both saved resources are: a recruiter's own records in the active company, under the
 * candidates key (with only U, the caller's own), with their owner and sharer as includes.
 */
const recruiterRecords = (companyId: PgColumn) =>
  ({
    verbs: ['list', 'get', 'ids', 'fetch', 'create', 'update', 'delete'],
    read: { permission: 'candidates' },
    write: { permission: 'candidates' },
    scope: inActiveCompany(companyId),
    ownerField: 'userId',
  }) satisfies Partial<ResourceConfig>;

const teammates = {
  user: person(companyMemberResource, 'userId'),
  sharedBy: person(companyMemberResource, 'sharedByUserId'),
};

/**
 * The reference ids the filters name must exist, as `POST /search` demands (400 naming the unknown
 * ones): a search saved with them could never be reopened.
 */
async function checkedFilters(
  input: Record<string, unknown>,
  { db }: WriteContext,
): Promise<Record<string, unknown>> {
  if (input.filters !== undefined) await loadReferenceFacts(db, input.filters as SearchFilters);
  return input;
}

/**
 * A recruiter's saved candidate searches (`/search/list`): the company's, narrowed to the caller's
 * own when their role holds only U for candidates. The filters are checked against the search's
 * own contract, so a saved search always reopens.
 */
export const savedSearchResource: ResourceDefinition = defineResource({
  name: 'saved-search',
  table: savedSearch,
  ...recruiterRecords(savedSearch.companyId),
  fields: ['id', 'companyId', 'userId', 'name', 'filters', 'sharedByUserId', 'createdAt', 'updatedAt'],
  relations: teammates,
  create: {
    schema: savedSearchCreateSchema,
    values: async (input, ctx) => ({
      ...(await checkedFilters(input, ctx)),
      companyId: activeCompanyId(ctx.actor),
      userId: ctx.actor.userId,
    }),
  },
  update: { schema: savedSearchUpdateSchema, values: checkedFilters },
});

/**
 * A recruiter may save a candidate once per company (400 'Already saved'). A save removed earlier
 * is dropped for good first, since the (user, company, candidate) triple is unique over removed rows too.
 */
export async function assertNotSaved(
  db: Database,
  saved: { userId: number; companyId: number; savedUserId: number },
): Promise<void> {
  const [existing] = await db
    .select({ id: savedUser.id, deletedAt: savedUser.deletedAt })
    .from(savedUser)
    .where(
      and(
        eq(savedUser.userId, saved.userId),
        eq(savedUser.companyId, saved.companyId),
        eq(savedUser.savedUserId, saved.savedUserId),
      ),
    );
  if (existing && existing.deletedAt === null) throw badRequest(ALREADY_SAVED);
  if (existing) {
    await db.delete(savedUser).where(and(eq(savedUser.id, existing.id), isNotNull(savedUser.deletedAt)));
  }
}

/** Saved candidate profiles (`/profile/list`) with the recruiter's note. */
export const savedUserResource: ResourceDefinition = defineResource({
  name: 'saved-user',
  table: savedUser,
  ...recruiterRecords(savedUser.companyId),
  fields: ['id', 'companyId', 'userId', 'savedUserId', 'note', 'sharedByUserId', 'createdAt', 'updatedAt'],
  relations: { savedUser: person(savedCandidateResource, 'savedUserId'), ...teammates },
  create: {
    schema: savedUserCreateSchema,
    values: async (input, { db, actor }) => {
      const companyId = activeCompanyId(actor);
      const savedUserId = input.savedUserId as number;
      await requireVisibleCandidate(db, actor, savedUserId);
      await assertNotSaved(db, { userId: actor.userId, companyId, savedUserId });
      return { savedUserId, note: input.note ?? null, companyId, userId: actor.userId };
    },
  },
  update: { schema: savedUserUpdateSchema },
});
