import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorText, loginRequestSchema, registerRequestSchema, RoleId, signupStatus } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { user } from '../../db/schema/index.js';
import { badRequest, conflict, unauthorized } from '../../http/errors.js';
import { rateLimitRules } from '../../http/rate-limit.js';
import { requireBotCheck } from '../bot-check/bot-check.js';
import type { Mailer } from '../mail/mailer.js';
import { mailCandidateCode } from '../talents/candidate-signup.service.js';
import type { AuthDeps } from './auth-deps.js';
import { CODE_MINUTES, consumeCode, issueCode } from './email-secrets.js';
import { verifyPassword } from './passwords.js';
import { readSessionUser, sessionUserSchema } from './session-user.js';
import {
  completeSignup,
  EMAIL_TAKEN,
  emailTaken,
  pendingSignup,
  requestSignup,
  SIGNUP_REJECTED,
  verifySignup,
} from './signup.service.js';

const email = loginRequestSchema.shape.email;
const code = z.string().regex(/^\d{6}$/, 'must be 6 digits');
const statusResponse = {
  200: z.object({ data: z.object({ status: z.enum(['requested', 'verified', 'completed']) }) }),
};

async function sendCode(
  mailer: Mailer,
  to: string,
  lang: string,
  firstname: string,
  codeValue: string,
  newEmail?: string,
) {
  await mailer.send(
    newEmail
      ? {
          to,
          template: 'email-change',
          lang,
          data: { firstname, code: codeValue, minutes: CODE_MINUTES, newEmail },
        }
      : {
          to,
          template: 'confirmation-code',
          lang,
          data: { firstname, code: codeValue, minutes: CODE_MINUTES },
        },
  );
}

type SignupAddressee = { id: number; email: string; lang: string; firstname: string };

/** Issues a signup's confirmation code (in the caller's transaction when given one). */
export const issueSignupCode = (db: Database, signup: SignupAddressee) =>
  issueCode(db, { purpose: 'confirm-email', email: signup.email, customerId: signup.id });

/** Mails an issued confirmation code to a signup's address, in its language. */
export const mailIssuedSignupCode = (mailer: Mailer, signup: SignupAddressee, codeValue: string) =>
  sendCode(mailer, signup.email, signup.lang, signup.firstname, codeValue);

/** A new confirmation code for a signup, mailed (register, resend; the back office resends it too). */
export async function mailSignupCode(db: Database, mailer: Mailer, signup: SignupAddressee): Promise<void> {
  await mailIssuedSignupCode(mailer, signup, await issueSignupCode(db, signup));
}

/** The caller switches to the confirmed new address. */
async function confirmNewEmail(db: Database, userId: number, newEmail: string, codeValue: string) {
  const secret = await consumeCode(db, 'change-email', newEmail, codeValue);
  if (secret.userId !== userId) throw badRequest('The code is wrong or has expired');
  if (await emailTaken(db, newEmail)) throw conflict(EMAIL_TAKEN);
  await db
    .update(user)
    .set({ email: newEmail, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(user.id, userId));
  return (await readSessionUser(db, userId))!;
}

/** Company signup, email confirmation codes and email change (spec sections 4, 7, 8). */
export function registerEmailRoutes(
  app: FastifyInstance,
  { db, config, mailer, botCheck, limiter }: AuthDeps,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/auth/register', {
    config: { access: 'public' },
    preHandler: [limiter.guard(rateLimitRules.register), requireBotCheck(botCheck, 'register')],
    schema: {
      tags: ['auth'],
      summary: 'Sign a company up; a code is mailed to confirm the address',
      body: registerRequestSchema,
      response: { 201: z.object({ data: z.object({ status: z.literal('requested'), email: z.string() }) }) },
    },
    handler: async (req, reply) => {
      const signup = await requestSignup(db, req.body);
      await mailSignupCode(db, mailer, signup);
      return reply.status(201).send({ data: { status: 'requested' as const, email: signup.email } });
    },
  });

  r.get('/auth/send-email-confirmation-code', {
    config: { access: 'public' },
    preHandler: limiter.guard(rateLimitRules.confirmationCode),
    schema: {
      tags: ['auth'],
      summary: 'Mail a new confirmation code',
      querystring: z.object({ email }).strict(),
      response: { 204: z.null() },
    },
    handler: async (req, reply) => {
      const address = req.query.email;
      const signup = await pendingSignup(db, address);
      if (signup?.rejectedAt) throw badRequest(SIGNUP_REJECTED);
      if (signup && signupStatus(signup) === 'requested') {
        await mailSignupCode(db, mailer, signup);
        return reply.status(204).send(null);
      }
      const [found] = await db
        .select({
          id: user.id,
          firstname: user.firstname,
          lang: user.lang,
          roleId: user.roleId,
          emailVerifiedAt: user.emailVerifiedAt,
        })
        .from(user)
        .where(and(eq(user.email, address), isNull(user.deletedAt)));
      if (!found && !signup) throw badRequest(ErrorText.emailNotFound);
      if (!found || found.emailVerifiedAt) throw badRequest(ErrorText.emailAlreadyConfirmed);
      // A candidate's mail links to the candidate app's confirmation page (docs/talents.md).
      if (found.roleId === RoleId.user) {
        await mailCandidateCode({ db, mailer, config }, { ...found, email: address });
        return reply.status(204).send(null);
      }
      await sendCode(
        mailer,
        address,
        found.lang,
        found.firstname,
        await issueCode(db, { purpose: 'confirm-email', email: address, userId: found.id }),
      );
      return reply.status(204).send(null);
    },
  });

  r.get('/auth/confirm-email', {
    config: { access: 'public' },
    preHandler: limiter.guard(rateLimitRules.confirmationCode),
    schema: {
      tags: ['auth'],
      summary: 'Confirm an address with its code (with emailNew: confirm an email change, signed in)',
      querystring: z.object({ email, code, emailNew: email.optional() }).strict(),
      response: { 200: z.union([statusResponse[200], z.object({ data: sessionUserSchema })]) },
    },
    handler: async (req) => {
      const { email: address, code: codeValue, emailNew } = req.query;
      if (emailNew) {
        if (!req.actor) throw unauthorized(ErrorText.userNotLogged);
        return { data: await confirmNewEmail(db, req.actor.userId, emailNew, codeValue) };
      }
      const signup = await pendingSignup(db, address);
      if (signup?.rejectedAt) throw badRequest(SIGNUP_REJECTED);
      if (signup && signupStatus(signup) !== 'completed') {
        const secret = await consumeCode(db, 'confirm-email', address, codeValue);
        if (secret.customerId !== signup.id) throw badRequest('The code is wrong or has expired');
        // With signup review on, the back office completes it (/admin/enrollment).
        const status = config.signupReview
          ? await verifySignup(db, signup.id)
          : await completeSignup(db, signup.id);
        return { data: { status } };
      }
      const [found] = await db
        .select({ id: user.id, emailVerifiedAt: user.emailVerifiedAt })
        .from(user)
        .where(and(eq(user.email, address), isNull(user.deletedAt)));
      if (!found) throw badRequest(ErrorText.emailNotFound);
      if (found.emailVerifiedAt) throw badRequest(ErrorText.emailAlreadyConfirmed);
      await consumeCode(db, 'confirm-email', address, codeValue);
      await db
        .update(user)
        .set({ emailVerifiedAt: sql`now()` })
        .where(eq(user.id, found.id));
      return { data: { status: 'verified' as const } };
    },
  });

  r.post('/auth/change-email', {
    config: { access: 'authenticated' },
    preHandler: limiter.guard(rateLimitRules.confirmationCode),
    schema: {
      tags: ['auth'],
      summary: 'Start changing the own email: a code goes to the new address',
      body: z.object({ emailNew: email, password: z.string().min(1).max(200) }).strict(),
      response: { 204: z.null() },
    },
    handler: async (req, reply) => {
      const [me] = await db
        .select({
          id: user.id,
          email: user.email,
          firstname: user.firstname,
          lang: user.lang,
          passwordHash: user.passwordHash,
        })
        .from(user)
        .where(eq(user.id, req.actor!.userId));
      if (!me || !(await verifyPassword(me.passwordHash, req.body.password)))
        throw badRequest('The password is wrong');
      if (req.body.emailNew === me.email) throw badRequest('emailNew: it is already your email');
      if (await emailTaken(db, req.body.emailNew)) throw conflict(EMAIL_TAKEN);
      const issued = await issueCode(db, {
        purpose: 'change-email',
        email: req.body.emailNew,
        userId: me.id,
        newEmail: req.body.emailNew,
      });
      await sendCode(mailer, req.body.emailNew, me.lang, me.firstname, issued, req.body.emailNew);
      return reply.status(204).send(null);
    },
  });

  r.get('/auth/confirm-new-email', {
    config: { access: 'authenticated' },
    preHandler: limiter.guard(rateLimitRules.confirmationCode),
    schema: {
      tags: ['auth'],
      summary:
        'Confirm the new email with the code mailed to it (spec 3: email, code, emailNew; emailNew is the new address, ' +
        'email alone names it too)',
      querystring: z
        .object({ email: email.optional(), code, emailNew: email.optional() })
        .strict()
        .refine((q) => q.email !== undefined || q.emailNew !== undefined, {
          message: 'email or emailNew is required',
          path: ['emailNew'],
        }),
      response: { 200: z.object({ data: sessionUserSchema }) },
    },
    handler: async (req) => {
      // The code is bound to the user and the new address, so `email` (the current one) needs no check.
      const newEmail = (req.query.emailNew ?? req.query.email)!;
      return { data: await confirmNewEmail(db, req.actor!.userId, newEmail, req.query.code) };
    },
  });
}
