import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BOT_CHECK_CHALLENGE_PATH, botCheckActions, type BotCheck } from './bot-check.js';

/**
 * An ALTCHA v2 challenge as the widget expects it (altcha-lib's ChallengeParameters, every field).
 * The parameters are signed as a whole: a field missing here would be stripped from the reply and
 * break the signature — the route test solves a challenge fetched through this schema to catch that.
 */
export const botCheckChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});

/** GET /auth/challenge?action=…: a fresh proof-of-work challenge for one form. */
export function registerBotCheckRoutes(app: FastifyInstance, botCheck: BotCheck): void {
  app.withTypeProvider<ZodTypeProvider>().get(BOT_CHECK_CHALLENGE_PATH, {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'A proof-of-work challenge (ALTCHA) for the login, register or forgot-password form',
      description:
        'Solve it with the ALTCHA widget and send its base64 payload in the `x-bot-check` header. ' +
        'A challenge expires after 10 minutes and passes once. `data` is null when the bot check is off.',
      querystring: z.object({ action: z.enum(botCheckActions) }),
      response: { 200: z.object({ data: botCheckChallengeSchema.nullable() }) },
    },
    handler: async (request, reply) => {
      // Each challenge is single use: neither the browser nor a proxy may hand one out twice.
      reply.header('cache-control', 'no-store');
      return { data: await botCheck.createChallenge(request.query.action) };
    },
  });
}
