import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { ErrorText, RoleId } from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { refreshToken, session, user } from '../../db/schema/index.js';
import { unauthorized } from '../../http/errors.js';
import { signAccessToken } from './access-token.js';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
  userId: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

interface StartOptions {
  db: Database;
  config: Config;
  userId: number;
  impersonatorUserId?: number | null;
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** Signs a user in: a new session (refresh-token family) with its first refresh token and an access token. */
export async function startSession({
  db,
  config,
  userId,
  impersonatorUserId = null,
  userAgent,
  ip,
}: StartOptions): Promise<SessionTokens> {
  const expiresAt = new Date(Date.now() + config.refreshSessionDays * 86_400_000);
  const [created] = await db
    .insert(session)
    .values({ userId, impersonatorUserId, expiresAt, userAgent: userAgent?.slice(0, 300), ip })
    .returning({ id: session.id });
  const token = newToken();
  await db.insert(refreshToken).values({ sessionId: created!.id, tokenHash: hashToken(token) });
  const accessToken = await signAccessToken(config.jwtSecret, config.accessTokenTtlSeconds, {
    userId,
    sessionId: created!.id,
    impersonatorUserId,
  });
  return { accessToken, refreshToken: token, sessionId: created!.id, userId };
}

/**
 * Spends a refresh token for a new pair. A token spent before means it leaked (or a client raced):
 * the whole session is revoked, so whoever holds any of its tokens is signed out.
 */
export async function rotateRefreshToken(
  db: Database,
  config: Config,
  presented: string,
): Promise<SessionTokens> {
  const invalid = () => unauthorized(ErrorText.invalidRefreshToken);
  const [found] = await db
    .select({
      tokenId: refreshToken.id,
      usedAt: refreshToken.usedAt,
      sessionId: session.id,
      userId: session.userId,
      impersonatorUserId: session.impersonatorUserId,
      revokedAt: session.revokedAt,
      expiresAt: session.expiresAt,
      roleId: user.roleId,
      userDeletedAt: user.deletedAt,
    })
    .from(refreshToken)
    .innerJoin(session, eq(session.id, refreshToken.sessionId))
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(refreshToken.tokenHash, hashToken(presented)));
  if (!found || found.revokedAt || found.expiresAt <= new Date()) throw invalid();
  if (found.usedAt) {
    await revokeSession(db, found.sessionId, 'refresh-token-reuse');
    throw invalid();
  }
  // Only one caller can spend a token: the conditional update decides a race.
  const spent = await db
    .update(refreshToken)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshToken.id, found.tokenId), isNull(refreshToken.usedAt)))
    .returning({ id: refreshToken.id });
  if (spent.length === 0) {
    await revokeSession(db, found.sessionId, 'refresh-token-reuse');
    throw invalid();
  }
  if (found.userDeletedAt || found.roleId === RoleId.disabled) {
    await revokeSession(db, found.sessionId, 'user-disabled');
    throw unauthorized(ErrorText.userNotLoggedOrDisabled);
  }
  const token = newToken();
  await db.insert(refreshToken).values({ sessionId: found.sessionId, tokenHash: hashToken(token) });
  await db
    .update(session)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(session.id, found.sessionId));
  const accessToken = await signAccessToken(config.jwtSecret, config.accessTokenTtlSeconds, {
    userId: found.userId,
    sessionId: found.sessionId,
    impersonatorUserId: found.impersonatorUserId,
  });
  return { accessToken, refreshToken: token, sessionId: found.sessionId, userId: found.userId };
}

export async function revokeSession(db: Database, sessionId: string, reason: string): Promise<void> {
  await db
    .update(session)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(session.id, sessionId), isNull(session.revokedAt)));
}

/** Ends every live session of a user (password change or reset, disabling, deletion), optionally but one. */
export async function revokeUserSessions(
  db: Database,
  userId: number,
  reason: string,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .update(session)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(session.userId, userId),
        isNull(session.revokedAt),
        gt(session.expiresAt, sql`now()`),
        exceptSessionId ? ne(session.id, exceptSessionId) : undefined,
      ),
    );
}
