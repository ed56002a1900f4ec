import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CompanyRoleId, normalizeEmail, RoleId } from '@hiring/domain';
import { company, companyRole, user, userCompany } from '../../db/schema/index.js';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { recordAudit } from '../admin/audit.js';
import { publicBaseUrl, type AuthDeps } from '../auth/auth-deps.js';
import { issueResetToken } from '../auth/email-secrets.js';
import { addOrRestoreMembership, inTransaction } from '../team/team-access.js';
import type { MailMessage } from '../mail/mailer.js';

/** How long the set-password link of a new recruiter lives. */
export const WELCOME_LINK_DAYS = 7;

export const RecruiterErrorText = {
  alreadyMember: 'The user is already a member of this company',
  notStaff: 'This email belongs to a candidate or a machine account, not to a staff user',
  disabled: 'This account is disabled',
  roleNotFound: 'companyRoleId: no such role in this company',
} as const;

export const createRecruiterSchema = z
  .object({
    companyId: z.number().int().positive(),
    email: z.string().max(320).transform(normalizeEmail).pipe(z.email()),
    firstname: z.string().trim().min(1).max(100),
    lastname: z.string().trim().min(1).max(100),
    companyRoleId: z.number().int().positive().optional(),
    lang: z.enum(['it', 'en']).optional(),
  })
  .strict();

const createdSchema = z.object({
  data: z.object({
    userId: z.number().int(),
    membershipId: z.number().int(),
    companyId: z.number().int(),
    companyRoleId: z.number().int(),
    /** created: a new account (mailed a set-password link); added: an existing staff account joined. */
    outcome: z.enum(['created', 'added']),
    outboxId: z.number().int(),
  }),
});

/** A default role or one the company defined, live; 400 otherwise. */
async function roleOfCompany(db: Database, companyId: number, roleId: number) {
  const [role] = await db
    .select({ id: companyRole.id })
    .from(companyRole)
    .where(
      and(
        eq(companyRole.id, roleId),
        isNull(companyRole.deletedAt),
        or(isNull(companyRole.companyId), eq(companyRole.companyId, companyId)),
      ),
    );
  if (!role) throw badRequest(RecruiterErrorText.roleNotFound);
  return role.id;
}

/** POST /user/recruiter: a back-office admin creates a recruiter in a company (issue 13). */
export function registerRecruiterRoutes(app: FastifyInstance, { db, config, mailer }: AuthDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post('/user/recruiter', {
    config: { access: { admin: 'sudoer' }, errorStatuses: [404] },
    schema: {
      tags: ['admin'],
      summary:
        'Create a recruiter in a company (mailed a set-password link), or add an existing staff account to it',
      operationId: 'createRecruiter',
      body: createRecruiterSchema,
      response: { 201: createdSchema },
    },
    handler: async (req, reply) => {
      const actor = req.actor!;
      const input = req.body;
      const outcome = await inTransaction(db, async (tx) => {
        const [target] = await tx
          .select({ id: company.id, name: company.name })
          .from(company)
          .where(and(eq(company.id, input.companyId), isNull(company.deletedAt)));
        if (!target) throw notFound(`company ${input.companyId} not found`);
        const roleId = await roleOfCompany(tx, target.id, input.companyRoleId ?? CompanyRoleId.recruiter);
        const [existing] = await tx
          .select({
            id: user.id,
            roleId: user.roleId,
            firstname: user.firstname,
            lang: user.lang,
            deletedAt: user.deletedAt,
          })
          .from(user)
          .where(eq(user.email, input.email));
        if (existing) {
          if (existing.deletedAt || existing.roleId === RoleId.disabled)
            throw badRequest(RecruiterErrorText.disabled);
          if (existing.roleId !== RoleId.recruiter && existing.roleId !== RoleId.admin)
            throw badRequest(RecruiterErrorText.notStaff);
          const [member] = await tx
            .select({ id: userCompany.id })
            .from(userCompany)
            .where(
              and(
                eq(userCompany.userId, existing.id),
                eq(userCompany.companyId, target.id),
                isNull(userCompany.deletedAt),
              ),
            );
          if (member) throw conflict(RecruiterErrorText.alreadyMember);
        }
        const userId =
          existing?.id ??
          (
            await tx
              .insert(user)
              .values({
                email: input.email,
                passwordHash: null,
                firstname: input.firstname,
                lastname: input.lastname,
                lang: input.lang ?? 'it',
                roleId: RoleId.recruiter,
                currentCompanyId: target.id,
              })
              .returning({ id: user.id })
          )[0]!.id;
        const membership = await addOrRestoreMembership(tx, {
          userId,
          companyId: target.id,
          companyRoleId: roleId,
        });
        const kind = existing ? ('added' as const) : ('created' as const);
        await recordAudit(tx, actor, {
          action: 'recruiter-create',
          companyId: target.id,
          subjectUserId: userId,
          data: { outcome: kind, email: input.email, companyRoleId: roleId },
          requestId: req.id,
        });
        const lang = input.lang ?? existing?.lang ?? 'it';
        const base = publicBaseUrl(config);
        let mail: MailMessage;
        if (existing) {
          const [admin] = await tx
            .select({ firstname: user.firstname, lastname: user.lastname })
            .from(user)
            .where(eq(user.id, actor.impersonatorUserId ?? actor.userId));
          mail = {
            to: input.email,
            template: 'team-invitation',
            lang,
            data: {
              inviterName:
                `${admin?.firstname ?? ''} ${admin?.lastname ?? ''}`.trim() || config.dashboardName,
              companyName: target.name,
              link: `${base}/`,
            },
          };
        } else {
          const token = await issueResetToken(tx, userId, input.email, WELCOME_LINK_DAYS * 24 * 60);
          mail = {
            to: input.email,
            template: 'recruiter-welcome',
            lang,
            data: {
              firstname: input.firstname,
              companyName: target.name,
              link: `${base}/login?reset=${encodeURIComponent(token)}`,
              days: WELCOME_LINK_DAYS,
            },
          };
        }
        return {
          userId,
          membershipId: membership.id,
          companyId: target.id,
          companyRoleId: roleId,
          kind,
          mail,
        };
      });
      // Sent once the account exists: a failed delivery is kept in the outbox, the account stays.
      const sent = await mailer.send(outcome.mail);
      return reply.status(201).send({
        data: {
          userId: outcome.userId,
          membershipId: outcome.membershipId,
          companyId: outcome.companyId,
          companyRoleId: outcome.companyRoleId,
          outcome: outcome.kind,
          outboxId: sent.id,
        },
      });
    },
  });
}
