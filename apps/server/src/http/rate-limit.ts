import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { normalizeEmail } from '@hiring/domain';
import { memoryState } from '../state/memory-state.js';
import type { SharedState } from '../state/shared-state.js';
import { HttpError } from './errors.js';

export interface AttemptLimit {
  max: number;
  windowSeconds: number;
}

export interface RateLimitRule {
  /** Names the counters: rules with the same name share them. */
  name: string;
  /**
   * Count only failed attempts: the route calls `succeeded` when one succeeds, which takes its
   * attempt back from the address and forgets the account's failures (sign-in).
   */
  failuresOnly?: boolean;
  perIp: AttemptLimit;
  /** Counts across addresses for one account; `key` returns undefined when the request names none. */
  perAccount?: AttemptLimit & { key: (request: FastifyRequest) => string | undefined };
}

export interface RateLimiter {
  /**
   * A route's pre-handler that counts every request of the rule per client address and per account
   * key, and refuses one over either limit with 429 and Retry-After.
   */
  guard(rule: RateLimitRule): preHandlerAsyncHookHandler;
  /**
   * A guarded request succeeded: for a `failuresOnly` rule, its attempt no longer counts for its
   * address and the account's failures are forgotten. Nothing for other rules.
   */
  succeeded(rule: RateLimitRule, request: FastifyRequest): Promise<void>;
}

export interface RateLimiterOptions {
  /** false: every guard lets everything through (config.rateLimits, RATE_LIMITS=false). */
  enabled: boolean;
  /** Where the counters live: the installation's shared state (src/state/); default this process. */
  state?: SharedState;
  /** The clock in milliseconds (tests move it past a window). */
  now?: () => number;
}

/** The longest email the product accepts; longer keys are cut so a counter's memory stays bounded. */
const MAX_ACCOUNT_KEY_LENGTH = 320;

/** The account a request names: `email` (or `emailNew`) of the body or, failing that, the query; normalised. */
export function emailAccountKey(request: FastifyRequest): string | undefined {
  for (const source of [request.body, request.query]) {
    if (!source || typeof source !== 'object') continue;
    const fields = source as Record<string, unknown>;
    for (const field of ['email', 'emailNew']) {
      const value = fields[field];
      if (typeof value !== 'string') continue;
      const key = normalizeEmail(value).slice(0, MAX_ACCOUNT_KEY_LENGTH);
      if (key) return key;
    }
  }
  return undefined;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** The signed-in caller as an account key (rules that count per user). */
export function userAccountKey(request: FastifyRequest): string | undefined {
  return request.actor ? `user:${request.actor.userId}` : undefined;
}

/**
 * The product's limits. Per address they leave room for an office or a school behind one NAT;
 * per account they stop guessing one user's password or flooding one inbox, wherever it comes from.
 * Sign-in counts failures only: colleagues signing in behind one office address never use up its
 * limit, and the bot check already makes each guess costly.
 */
export const rateLimitRules = {
  login: {
    name: 'login',
    failuresOnly: true,
    perIp: { max: 100, windowSeconds: 15 * MINUTE },
    perAccount: { max: 10, windowSeconds: 15 * MINUTE, key: emailAccountKey },
  },
  forgotPassword: {
    name: 'forgot-password',
    perIp: { max: 10, windowSeconds: HOUR },
    perAccount: { max: 3, windowSeconds: HOUR, key: emailAccountKey },
  },
  /** Sending and checking the codes that confirm an email address. */
  confirmationCode: {
    name: 'confirmation-code',
    perIp: { max: 10, windowSeconds: HOUR },
    perAccount: { max: 5, windowSeconds: HOUR, key: emailAccountKey },
  },
  register: {
    name: 'register',
    perIp: { max: 5, windowSeconds: HOUR },
    perAccount: { max: 3, windowSeconds: HOUR, key: emailAccountKey },
  },
  /** Mails to the support address, per signed-in user. */
  support: {
    name: 'support',
    perIp: { max: 20, windowSeconds: HOUR },
    perAccount: { max: 5, windowSeconds: HOUR, key: userAccountKey },
  },
  /** AI job drafting costs money per call: per signed-in user. */
  aiGenerate: {
    name: 'ai-generate',
    perIp: { max: 60, windowSeconds: 10 * MINUTE },
    perAccount: { max: 20, windowSeconds: 10 * MINUTE, key: userAccountKey },
  },
} as const satisfies Record<string, RateLimitRule>;

/** 'Too many attempts, try again in 15 minutes' (seconds under a minute). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < MINUTE
      ? plural(retryAfterSeconds, 'second')
      : plural(Math.ceil(retryAfterSeconds / MINUTE), 'minute');
  return `Too many attempts, try again in ${wait}`;
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** The pre-handlers guard() made, enabled or not: the OpenAPI document lists 429 for their routes. */
const limitGuards = new WeakSet<object>();
const markedLimit = <T extends object>(handler: T): T => (limitGuards.add(handler), handler);
export const isRateLimitGuard = (handler: unknown): boolean =>
  typeof handler === 'function' && limitGuards.has(handler);

/** The client's address; requests injected without a socket address have none. */
const addressOf = (request: FastifyRequest): string => request.ip ?? 'inject';

/** The shared counters' keys: rules with the same name share them. */
const ipKey = (rule: RateLimitRule, request: FastifyRequest) => `rl:${rule.name}:ip:${addressOf(request)}`;
const accountKey = (rule: RateLimitRule, key: string) => `rl:${rule.name}:account:${key}`;

/** The store did not answer (Redis or the database down): the attempt is refused, not let through uncounted. */
export const STATE_UNAVAILABLE = 'Temporarily unavailable, try again in a minute';

/**
 * Attempt limits of our own rather than @fastify/rate-limit: a rule needs two counters (address and
 * account, the account read from the validated body, so in preHandler), a reset after success, and
 * a clock tests can move — none of which the plugin offers per route. A `failuresOnly` rule counts
 * every attempt as it comes (so a burst of guesses cannot slip through while they are checked) and
 * takes a successful one back.
 *
 * The counters live in the installation's shared state (memory, PostgreSQL or Redis), so every
 * instance counts against the same limits. When that store does not answer, guarded requests are
 * refused with 503 (fail closed: these routes guard passwords and inboxes).
 */
export function createRateLimiter({
  enabled,
  state = memoryState(),
  now = () => Date.now(),
}: RateLimiterOptions): RateLimiter {
  const counted = async <T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      request.log.error({ err: error }, 'rate limit: shared state unavailable');
      throw new HttpError(503, STATE_UNAVAILABLE);
    }
  };
  return {
    guard(rule) {
      if (!enabled) return markedLimit(async () => {});
      return markedLimit(async (request, reply) => {
        const at = now();
        const refused = await counted(request, async () => {
          const byIp = await state.hit(ipKey(rule, request), rule.perIp.windowSeconds * 1_000, at);
          if (byIp.count > rule.perIp.max) return { by: 'ip', resetAt: byIp.resetAt };
          const key = rule.perAccount?.key(request);
          if (key === undefined || !rule.perAccount) return undefined;
          const byAccount = await state.hit(accountKey(rule, key), rule.perAccount.windowSeconds * 1_000, at);
          return byAccount.count > rule.perAccount.max ? { by: 'account', resetAt: byAccount.resetAt } : undefined;
        });
        if (!refused) return;
        const retryAfterSeconds = Math.max(1, Math.ceil((refused.resetAt - at) / 1_000));
        request.log.warn({ rule: rule.name, limit: refused.by }, 'rate limit reached');
        reply.header('retry-after', String(retryAfterSeconds));
        throw new HttpError(429, tooManyAttemptsMessage(retryAfterSeconds));
      });
    },

    async succeeded(rule, request) {
      if (!enabled || !rule.failuresOnly) return;
      const key = rule.perAccount?.key(request);
      await counted(request, async () => {
        await state.refund(ipKey(rule, request), now());
        if (key !== undefined) await state.reset(accountKey(rule, key));
      });
    },
  };
}
