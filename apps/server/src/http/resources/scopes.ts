import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ErrorText } from '@hiring/domain';
import { userCompany } from '../../db/schema/index.js';
import type { Actor } from '../actor.js';
import { forbidden, unauthorized } from '../errors.js';
import type { ScopeContext } from './define-resource.js';

/** The caller's active company; company data is out of reach without one. */
export function activeCompanyId(actor: Actor | null): number {
  if (!actor) throw unauthorized(ErrorText.userNotLogged);
  if (actor.companyId === null) throw forbidden(ErrorText.forbidden);
  return actor.companyId;
}

/** Rows whose user column names a live member of the caller's active company. */
export const memberOfActiveCompany = ({ db, actor }: ScopeContext, userId: PgColumn): SQL =>
  inArray(
    userId,
    db
      .select({ id: userCompany.userId })
      .from(userCompany)
      .where(and(eq(userCompany.companyId, activeCompanyId(actor)), isNull(userCompany.deletedAt))),
  );

/** Rows whose company column is the caller's active company. */
export const inActiveCompany =
  (column: PgColumn) =>
  ({ actor }: ScopeContext): SQL =>
    eq(column, activeCompanyId(actor));
