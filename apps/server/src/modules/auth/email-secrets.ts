import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { emailSecret } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import { hashToken } from './sessions.js';

type Purpose = (typeof emailSecret.$inferSelect)['purpose'];

export const CODE_MINUTES = 15;
export const RESET_MINUTES = 60;
const MAX_ATTEMPTS = 5;

export const INVALID_CODE = 'The code is wrong or has expired';
export const INVALID_RESET = 'The link is wrong, already used or expired';

interface Subject {
  purpose: Purpose;
  email: string;
  userId?: number | null;
  customerId?: number | null;
  newEmail?: string | null;
}

/** A fresh secret replaces any earlier one of the same purpose for the same address. */
async function issue(db: Database, subject: Subject, secret: string, minutes: number): Promise<void> {
  await db
    .update(emailSecret)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailSecret.purpose, subject.purpose),
        eq(emailSecret.email, subject.email),
        isNull(emailSecret.usedAt),
      ),
    );
  await db.insert(emailSecret).values({
    ...subject,
    secretHash: hashToken(`${subject.purpose}:${subject.email}:${secret}`),
    expiresAt: new Date(Date.now() + minutes * 60_000),
  });
}

/** A 6-digit code confirming an address (signup or email change). */
export async function issueCode(db: Database, subject: Subject): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await issue(db, subject, code, CODE_MINUTES);
  return code;
}

/** Spends a code: the newest live one must match; after 5 wrong tries it is void. */
export async function consumeCode(db: Database, purpose: Purpose, email: string, code: string) {
  const [live] = await db
    .select()
    .from(emailSecret)
    .where(
      and(
        eq(emailSecret.purpose, purpose),
        eq(emailSecret.email, email),
        isNull(emailSecret.usedAt),
        gt(emailSecret.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(emailSecret.id))
    .limit(1);
  if (!live) throw badRequest(INVALID_CODE);
  if (live.secretHash !== hashToken(`${purpose}:${email}:${code}`)) {
    const attempts = live.attempts + 1;
    await db
      .update(emailSecret)
      .set({ attempts, ...(attempts >= MAX_ATTEMPTS ? { usedAt: sql`now()` } : {}) })
      .where(eq(emailSecret.id, live.id));
    throw badRequest(INVALID_CODE);
  }
  const spent = await db
    .update(emailSecret)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailSecret.id, live.id), isNull(emailSecret.usedAt)))
    .returning();
  if (spent.length === 0) throw badRequest(INVALID_CODE);
  return spent[0]!;
}

/** A password-reset token for the link in the mail (a new account's set-password link lives longer). */
export async function issueResetToken(
  db: Database,
  userId: number,
  email: string,
  minutes = RESET_MINUTES,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await issue(db, { purpose: 'reset-password', email, userId }, token, minutes);
  return `${email}:${token}`;
}

/** Spends a reset token once; returns the user it was issued for. */
export async function consumeResetToken(db: Database, presented: string): Promise<number> {
  const split = presented.lastIndexOf(':');
  const email = presented.slice(0, split);
  const token = presented.slice(split + 1);
  if (split <= 0 || !token) throw badRequest(INVALID_RESET);
  const spent = await db
    .update(emailSecret)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailSecret.purpose, 'reset-password'),
        eq(emailSecret.secretHash, hashToken(`reset-password:${email}:${token}`)),
        isNull(emailSecret.usedAt),
        gt(emailSecret.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailSecret.userId });
  if (!spent[0]?.userId) throw badRequest(INVALID_RESET);
  return spent[0].userId;
}
