import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'hiring';
const AUDIENCE = 'hiring-api';
/** The only algorithm accepted: a token signed any other way (or "none") is rejected. */
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: number;
  /** The session the token belongs to: revoking it ends the token before its expiry. */
  sessionId: string;
  /** Who really acts, when a super user or sudoer impersonates `userId`. */
  impersonatorUserId: number | null;
}

export async function signAccessToken(
  secret: Uint8Array,
  ttlSeconds: number,
  claims: AccessClaims,
): Promise<string> {
  return new SignJWT({
    sid: claims.sessionId,
    ...(claims.impersonatorUserId ? { act: { sub: String(claims.impersonatorUserId) } } : {}),
  })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/** A verified token's claims and when it expires (epoch milliseconds). */
export interface VerifiedClaims extends AccessClaims {
  expiresAtMs: number;
}

/** The claims of a valid token, or null for anything forged, expired or malformed. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<VerifiedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    const act = (payload.act as { sub?: unknown } | undefined)?.sub;
    if (!Number.isInteger(userId) || userId <= 0 || typeof sessionId !== 'string') return null;
    return {
      userId,
      sessionId,
      impersonatorUserId: act === undefined ? null : Number(act),
      expiresAtMs: (payload.exp ?? 0) * 1000,
    };
  } catch {
    return null;
  }
}
