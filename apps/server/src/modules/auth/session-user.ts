import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { user } from '../../db/schema/index.js';

/** The signed-in user as the API sends it (see SessionUser in @hiring/domain). */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  picture: z.string().nullable(),
  roleId: z.number().int(),
  isSu: z.boolean(),
  isAdmin: z.boolean(),
  adminPermissions: z.array(z.string()),
  lang: z.string(),
  passwordExpiredAt: z.date().nullable(),
  /** Set while a super user or sudoer acts as this user: the real actor's id. */
  impersonatorUserId: z.number().int().nullable().optional(),
});

export const sessionUserColumns = {
  id: user.id,
  email: user.email,
  firstname: user.firstname,
  lastname: user.lastname,
  picture: user.picture,
  roleId: user.roleId,
  isSu: user.isSu,
  isAdmin: user.isAdmin,
  adminPermissions: user.adminPermissions,
  lang: user.lang,
  passwordExpiredAt: user.passwordExpiredAt,
};

/** Super users are never forced to change an expired password (spec section 6). */
export function toSessionUser<T extends { isSu: boolean; passwordExpiredAt: Date | null }>(row: T): T {
  return row.isSu ? ({ ...row, passwordExpiredAt: null } as T) : row;
}

export async function readSessionUser(db: Database, userId: number) {
  const [found] = await db.select(sessionUserColumns).from(user).where(eq(user.id, userId));
  return found && toSessionUser(found);
}

export const tokensResponseSchema = z.object({
  data: z.object({ accessToken: z.string(), refreshToken: z.string(), user: sessionUserSchema }),
});
