import { and, eq, isNull } from 'drizzle-orm';
import { can, ErrorText, ownRecordsOnly, type PermissionKey } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { company } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { forbidden, notFound } from '../../http/errors.js';

/** Back-office admins holding job-pricing, and super users: they price and read any company. */
export function isPricingAdmin(actor: Actor): boolean {
  return actor.isSu || (actor.isAdmin && actor.adminPermissions.includes('job-pricing'));
}

export interface BillingReach {
  companyId: number;
  /** A back-office admin (job-pricing) or super user: any company, every member. */
  admin: boolean;
  /** Company users whose letters on every key given are U only: their own figures. */
  ownOnly: boolean;
}

/**
 * Who may read a company's billing: its members with one of the permission keys (any letter) in
 * it, while it is their active company — any other id reads as unknown (404) — and pricing admins
 * for any company that exists.
 */
export async function billingReach(
  db: Database,
  actor: Actor,
  companyId: number,
  keys: readonly PermissionKey[],
): Promise<BillingReach> {
  if (isPricingAdmin(actor)) {
    const [found] = await db
      .select({ id: company.id })
      .from(company)
      .where(and(eq(company.id, companyId), isNull(company.deletedAt)));
    if (!found) throw notFound(`company ${companyId} not found`);
    return { companyId, admin: true, ownOnly: false };
  }
  if (actor.companyId !== companyId) throw notFound(`company ${companyId} not found`);
  const held = keys.filter((key) => can(actor, key));
  if (held.length === 0) throw forbidden(ErrorText.forbidden);
  return { companyId, admin: false, ownOnly: held.every((key) => ownRecordsOnly(actor, key)) };
}

/** Writes of the price list: pricing admins only (company users, whatever their letters, 403). */
export function assertPricingAdmin(actor: Actor): void {
  if (!isPricingAdmin(actor)) throw forbidden(ErrorText.forbidden);
}
