import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { stdnum } from 'stdnum';
import { CompanyRoleId, RoleId, signupStatus, type RegisterRequest, type SignupStatus } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { company, customer, user } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../http/errors.js';
import { addMembership } from '../companies/membership.js';
import { grantLicense, STARTER_LICENSE_ID } from '../companies/company-license.js';
import { assertNotCommonPassword, hashPassword } from './passwords.js';

/** The free licence every new company starts on. */

export const EMAIL_TAKEN = 'This email is already registered';

/** Italian VAT numbers with or without the IT prefix (spec section 5: invalid VAT ID). */
export function normalizeVatId(vatId: string | undefined): string | null {
  if (!vatId) return null;
  const compact = vatId
    .replace(/[\s.-]/g, '')
    .toUpperCase()
    .replace(/^IT/, '');
  if (stdnum.IT?.iva?.validate(compact).isValid !== true)
    throw badRequest('vatId: not a valid Italian VAT number');
  return `IT${compact}`;
}

export async function emailTaken(db: Database, email: string): Promise<boolean> {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return Boolean(found);
}

/** Records a signup request (state "requested"); a repeated request for the same address replaces the pending one. */
export async function requestSignup(
  db: Database,
  input: Required<Omit<RegisterRequest, 'vatId'>> & { vatId?: string | undefined },
) {
  await assertNotCommonPassword(input.password);
  const vatId = normalizeVatId(input.vatId);
  if (await emailTaken(db, input.email)) throw conflict(EMAIL_TAKEN);
  await db
    .update(customer)
    .set({ deletedAt: sql`now()` })
    .where(
      and(
        eq(customer.email, input.email),
        isNull(customer.completedAt),
        // A rejected signup stays as the back office left it (its list keeps it); asking again is a new one.
        isNull(customer.rejectedAt),
        isNull(customer.deletedAt),
      ),
    );
  const [created] = await db
    .insert(customer)
    .values({
      email: input.email,
      companyName: input.companyName,
      vatId,
      firstname: input.firstname,
      lastname: input.lastname,
      lang: input.lang,
      passwordHash: await hashPassword(input.password),
      termsAcceptedAt: new Date(),
    })
    .returning();
  return created!;
}

export async function pendingSignup(db: Database, email: string) {
  const [found] = await db
    .select()
    .from(customer)
    .where(and(eq(customer.email, email), isNull(customer.deletedAt)))
    .orderBy(desc(customer.id))
    .limit(1);
  return found;
}

export const SIGNUP_REJECTED = 'This signup was rejected: sign up again to send a new request';

/** The email of a signup is confirmed and the back office will complete it (config `signupReview`). */
export async function verifySignup(db: Database, customerId: number): Promise<SignupStatus> {
  await db
    .update(customer)
    .set({ emailVerifiedAt: sql`coalesce(${customer.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(customer.id, customerId));
  return 'verified';
}

/** Who completes a signup from the back office: kept on the signup, and told in the same transaction. */
export interface SignupReview {
  reviewedByUserId: number;
  /** Runs in the completing transaction, with the created company and admin (the audit record). */
  onCompleted?: (tx: Database, done: { companyId: number; adminUserId: number }) => Promise<void>;
}

/**
 * The email is confirmed: the signup is verified, then completed at once by creating the company,
 * its admin user and the membership, in one transaction. The back office completes it the same
 * way (`review`), when signups wait for it.
 */
export async function completeSignup(
  db: Database,
  customerId: number,
  review?: SignupReview,
): Promise<SignupStatus> {
  return db.transaction(async (tx): Promise<SignupStatus> => {
    const [row] = await tx.select().from(customer).where(eq(customer.id, customerId)).for('update');
    if (!row || row.deletedAt) throw badRequest('No signup for this email');
    if (row.rejectedAt) throw badRequest(SIGNUP_REJECTED);
    if (signupStatus(row) === 'completed') {
      if (review) throw badRequest('This signup is already completed');
      return 'completed';
    }
    if (await emailTaken(tx as unknown as Database, row.email)) throw conflict(EMAIL_TAKEN);
    const now = new Date();
    const [newCompany] = await tx
      .insert(company)
      .values({ name: row.companyName, vatId: row.vatId })
      .returning({ id: company.id });
    await grantLicense(tx as unknown as Database, {
      companyId: newCompany!.id,
      licenseId: STARTER_LICENSE_ID,
    });
    const [admin] = await tx
      .insert(user)
      .values({
        email: row.email,
        passwordHash: row.passwordHash,
        firstname: row.firstname,
        lastname: row.lastname,
        lang: row.lang,
        roleId: RoleId.recruiter,
        emailVerifiedAt: row.emailVerifiedAt ?? now,
        currentCompanyId: newCompany!.id,
      })
      .returning({ id: user.id });
    await addMembership(tx as unknown as Database, {
      userId: admin!.id,
      companyId: newCompany!.id,
      companyRoleId: CompanyRoleId.companyAdmin,
    });
    await tx
      .update(customer)
      .set({
        emailVerifiedAt: row.emailVerifiedAt ?? now,
        completedAt: now,
        companyId: newCompany!.id,
        adminUserId: admin!.id,
        passwordHash: null,
        ...(review ? { reviewedByUserId: review.reviewedByUserId } : {}),
        updatedAt: now,
      })
      .where(eq(customer.id, row.id));
    await review?.onCompleted?.(tx as unknown as Database, {
      companyId: newCompany!.id,
      adminUserId: admin!.id,
    });
    return 'completed';
  });
}
