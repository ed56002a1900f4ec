import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { STATE_UNAVAILABLE } from '../../http/rate-limit.js';
import { memoryState } from '../../state/memory-state.js';
import type { SharedState } from '../../state/shared-state.js';

/** The forms that ask for a proof of work before they are sent. */
export const botCheckActions = ['login', 'register', 'forgot-password'] as const;
export type BotCheckAction = (typeof botCheckActions)[number];

export const BOT_CHECK_HEADER = 'x-bot-check';
/** The challenge route, under the API prefix. */
export const BOT_CHECK_CHALLENGE_PATH = '/auth/challenge';
/**
 * Where the web app fetches challenges: API_PREFIX + BOT_CHECK_CHALLENGE_PATH, written out because
 * system.routes.ts (home of API_PREFIX) imports this module; a test keeps the two in step.
 */
const CHALLENGE_URL = '/api/auth/challenge';
export const BOT_CHECK_FAILED = 'Bot check failed';

export interface BotCheck {
  provider: 'altcha' | 'off';
  /**
   * A fresh challenge for the named action (login, register, forgot-password): JSON the ALTCHA
   * widget accepts; null when the check is off.
   */
  createChallenge(action: string): Promise<Challenge | null>;
  /** True when `payload` (the widget's base64 solution) solves an unexpired challenge made for this action and was not used before. */
  verify(payload: string | undefined, action: string): Promise<boolean>;
}

/**
 * The difficulty. In ALTCHA's deterministic mode the server picks the counter, so the work is
 * known: the solver derives one PBKDF2-SHA-256 key (COST iterations) per counter from 0 up to
 * the chosen one, i.e. 200-500 derivations of 1,000 iterations (0.2-0.5 M HMAC-SHA-256 in all).
 * Measured on this 2-core server: 70-250 ms on one thread, with Node's and with the WebCrypto
 * implementation alike; the widget spreads the counters over several workers, so a desktop browser
 * takes ~0.1 s and a slow phone well under a second. Checking a solution costs one HMAC (the
 * derived key is signed), so a flood of bad solutions costs the server next to nothing.
 */
export const BOT_CHECK_DIFFICULTY = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1_000,
  counterMin: 200,
  counterMax: 500,
} as const;

/** How long a challenge may be solved and sent; the widget fetches a fresh one when it expires. */
export const BOT_CHECK_EXPIRY_SECONDS = 10 * 60;

/** Widget payloads are a few hundred bytes; anything far larger is not one. */
const MAX_PAYLOAD_LENGTH = 4_096;

export interface BotCheckOptions {
  /** The clock in milliseconds (tests move it past the expiry). */
  now?: () => number;
  /**
   * Where spent solutions are remembered until their challenge expires: the installation's shared
   * state, so a solution spent on one instance is refused by every other (default: this process).
   */
  state?: SharedState;
}

/** The widget's payload, decoded: the challenge as the server signed it, and the solution. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

export function createBotCheck(config: Config, options: BotCheckOptions = {}): BotCheck {
  if (config.botCheck.provider === 'off') {
    return {
      provider: 'off',
      createChallenge: async () => null,
      verify: async () => true,
    };
  }
  const now = options.now ?? Date.now;
  const hmacSignatureSecret = config.botCheck.hmacKey;
  // A second secret, derived from the first, signs the expected derived key so that checking a
  // solution needs no key derivation.
  const hmacKeySignatureSecret = createHmac('sha256', config.botCheck.hmacKey)
    .update('altcha-key-signature')
    .digest('hex');
  const state = options.state ?? memoryState();

  return {
    provider: 'altcha',

    async createChallenge(action) {
      return createChallenge({
        algorithm: BOT_CHECK_DIFFICULTY.algorithm,
        cost: BOT_CHECK_DIFFICULTY.cost,
        counter: randomInt(BOT_CHECK_DIFFICULTY.counterMax, BOT_CHECK_DIFFICULTY.counterMin),
        deriveKey,
        // Signed with the rest of the parameters: a solution for one form cannot pass another.
        data: { action },
        expiresAt: Math.floor(now() / 1_000) + BOT_CHECK_EXPIRY_SECONDS,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },

    async verify(payload, action) {
      if (!payload || payload.length > MAX_PAYLOAD_LENGTH) return false;
      const parsed = payloadSchema.safeParse(decodePayload(payload));
      if (!parsed.success) return false;
      const { challenge, solution } = parsed.data;
      const { parameters, signature } = challenge;
      if (parameters.data?.action !== action) return false;
      if (parameters.algorithm !== BOT_CHECK_DIFFICULTY.algorithm) return false;
      // altcha-lib checks the expiry against the real clock; this check honours the injected one
      // and refuses challenges without an expiry (ours always have one).
      const expiresAtMs = (parameters.expiresAt ?? 0) * 1_000;
      if (expiresAtMs <= now()) return false;
      try {
        const result = await verifySolution({
          challenge: challenge as Challenge,
          solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        if (!result.verified) return false;
      } catch {
        // Malformed hex and the like: altcha-lib throws rather than answering false.
        return false;
      }
      // One atomic claim in the shared state: of two requests carrying the same payload, on any
      // instances, only one passes. Checked after the solution, so only solved work is remembered.
      try {
        return await state.claimOnce(`bot-check:${signature}`, expiresAtMs, now());
      } catch {
        throw new HttpError(503, STATE_UNAVAILABLE);
      }
    },
  };
}

/** What the web app needs to know, published in /config.json. */
export function botCheckRuntimeConfig(botCheck: BotCheck): {
  provider: 'altcha' | 'none';
  challengeUrl: string | null;
} {
  return botCheck.provider === 'altcha'
    ? { provider: 'altcha', challengeUrl: CHALLENGE_URL }
    : { provider: 'none', challengeUrl: null };
}

function decodePayload(payload: string): unknown {
  try {
    return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * A route's pre-handler that lets the request through only with a valid, unused solution for
 * `action` in the `x-bot-check` header (the widget's base64 payload).
 */
export function requireBotCheck(botCheck: BotCheck, action: BotCheckAction): preHandlerAsyncHookHandler {
  return async (request) => {
    const header = request.headers[BOT_CHECK_HEADER];
    const payload = typeof header === 'string' ? header : undefined;
    if (!(await botCheck.verify(payload, action))) throw badRequest(BOT_CHECK_FAILED);
  };
}
