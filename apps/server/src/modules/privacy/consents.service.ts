import { and, asc, eq, sql } from 'drizzle-orm';
import {
  ConsentText,
  requiredConsentKinds,
  type ApplyConsent,
  type ConsentView,
} from '@hiring/domain/privacy/consent';
import type { Database } from '../../db/client.js';
import { consent } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, notFound } from '../../http/errors.js';

/**
 * The consent an application must carry when the `disableConsent` module is off: to the privacy
 * policy, of the version in force (a page left open across a policy change consents to the old one).
 */
export function checkApplyConsent(given: ApplyConsent | undefined, versionInForce: string): void {
  if (!given?.privacyPolicy) throw badRequest(ConsentText.missing);
  if (given.policyVersion !== versionInForce) throw badRequest(ConsentText.stale);
}

/** Records the privacy-policy consent given with an application (in the application's transaction). */
export async function recordApplyConsent(
  tx: Database,
  input: { userId: number; policyVersion: string; applicationId: number; companyId: number },
): Promise<void> {
  await tx.insert(consent).values({ kind: 'privacy-policy', ...input });
}

/** GET /me/consents: the caller's consents, oldest first, withdrawn ones too. */
export async function listOwnConsents(db: Database, actor: Actor): Promise<ConsentView[]> {
  const rows = await db
    .select()
    .from(consent)
    .where(eq(consent.userId, actor.userId))
    .orderBy(asc(consent.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    policyVersion: r.policyVersion,
    applicationId: r.applicationId,
    companyId: r.companyId,
    givenAt: r.givenAt.toISOString(),
    withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
    required: requiredConsentKinds.includes(r.kind),
  }));
}

/**
 * DELETE /me/consents/{id}: withdraws one of the caller's consents (once: a second call keeps the first
 * date). Another's consent is a 404; a required one (the privacy policy an application was sent under)
 * is a 400: the application or the account goes instead.
 */
export async function withdrawConsent(db: Database, actor: Actor, id: number): Promise<void> {
  const [row] = await db
    .select({ kind: consent.kind })
    .from(consent)
    .where(and(eq(consent.id, id), eq(consent.userId, actor.userId)));
  if (!row) throw notFound(`consent ${id} not found`);
  if (requiredConsentKinds.includes(row.kind)) throw badRequest(ConsentText.required);
  await db
    .update(consent)
    .set({ withdrawnAt: sql`coalesce(${consent.withdrawnAt}, now())` })
    .where(eq(consent.id, id));
}
