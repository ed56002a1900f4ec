import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { user } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';

/** Argon2id with OWASP's minimum: 19 MiB of memory, 2 passes, 1 lane. */
const params = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, params);
}

/** A fixed hash to verify against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** zxcvbn's dictionaries (~2.6 MB of heap) load with the first password set, not at start-up. */
let common: Promise<Set<string>> | undefined;

/** Refuses the ~49,000 most common passwords (zxcvbn's list), whatever their case. */
export async function assertNotCommonPassword(password: string): Promise<void> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase())),
  );
  if ((await common).has(password.toLowerCase()))
    throw badRequest('This password is too common: choose another one');
}

/** Stores a new password (not a common one); an expired password stops being expired. */
export async function setPassword(db: Database, userId: number, password: string): Promise<void> {
  await assertNotCommonPassword(password);
  await db
    .update(user)
    .set({ passwordHash: await hashPassword(password), passwordExpiredAt: null, updatedAt: sql`now()` })
    .where(eq(user.id, userId));
}
