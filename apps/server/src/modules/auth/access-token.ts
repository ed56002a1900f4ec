import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'hiring';
const AUDIENCE = 'hiring-api';
/** The only algorithm accepted: a token signed any other way (or "none") is rejected. */
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: number;
}

export async function signAccessToken(
  secret: Uint8Array,
  ttlSeconds: number,
  claims: AccessClaims,
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/** The claims of a valid token, or null for anything forged, expired or malformed. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const userId = Number(payload.sub);
    return Number.isInteger(userId) && userId > 0 ? { userId } : null;
  } catch {
    return null;
  }
}
