import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { ACCESS_COOKIE, bearerToken } from '../../http/guard.js';
import type { SessionTokens } from './sessions.js';

const REFRESH_COOKIE = 'refresh_token';
/** The refresh cookie goes only to the auth routes. */
const REFRESH_PATH = '/api/auth';

/**
 * Besides the tokens in the body (the spec's client keeps them in local storage), the session is set
 * as httpOnly cookies, so a browser client may rely on them instead; SameSite=Strict keeps other
 * sites from riding on them.
 */
export function setSessionCookies(reply: FastifyReply, config: Config, tokens: SessionTokens): void {
  const common = { httpOnly: true, sameSite: 'strict', secure: 'auto' } as const;
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
    ...common,
    path: '/',
    maxAge: config.accessTokenTtlSeconds,
  });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...common,
    path: REFRESH_PATH,
    maxAge: config.refreshSessionDays * 86_400,
  });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
}

/** The refresh token of GET /auth/refresh-tokens: the Authorization header, else the cookie. */
export function presentedRefreshToken(request: FastifyRequest): string | undefined {
  return bearerToken(request) ?? request.cookies[REFRESH_COOKIE];
}
