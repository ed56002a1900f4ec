import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationSchema,
  checkEmailRequestSchema,
  checkEmailResultSchema,
  invitationPreviewSchema,
  invitationTokenSchema,
  inviteRequestSchema,
  inviteResultSchema,
  pendingInvitationSchema,
  TeamErrorText,
} from '@hiring/domain';
import { forbidden } from '../../http/errors.js';
import type { RateLimitRule } from '../../http/rate-limit.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import { publicBaseUrl, type AuthDeps } from '../auth/auth-deps.js';
import { setSessionCookies } from '../auth/session-cookies.js';
import { readSessionUser, tokensResponseSchema } from '../auth/session-user.js';
import { startSession } from '../auth/sessions.js';
import { requireBotCheck } from '../bot-check/bot-check.js';
import type { InviteMail } from './invitations.service.js';
import {
  checkInviteEmail,
  invite,
  listPendingInvitations,
  resendInvitation,
  revokeInvitation,
} from './invitations.service.js';
import { acceptInvitation, previewInvitation } from './invitation-accept.service.js';

const HOUR = 3_600;
const noContent = { 204: z.null() };

/**
 * The public calls of an invitation link, per client address. The token is 256 random bits, so the
 * limits are there against floods, not guessing.
 */
export const invitationRateLimits = {
  preview: { name: 'invitation-preview', perIp: { max: 60, windowSeconds: HOUR } },
  accept: { name: 'invitation-accept', perIp: { max: 10, windowSeconds: HOUR } },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Invitations to the team of the active company (docs/team.md): check an address, invite (an
 * existing staff account joins at once, anyone else gets a single-use link to /join), list, resend
 * and revoke the open ones, and the public preview and acceptance of a link. Everything that invites
 * answers 403 'Invitations are disabled' while the module flag disableInvite is on.
 */
export function registerInvitationRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { db, config, mailer, limiter, botCheck } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user-company'];
  const team = { access: { permission: 'team' } } as const;
  // After the guard (a root preHandler): 401 and the access rule first, then the module flag.
  const invitesEnabled: preHandlerAsyncHookHandler = async () => {
    if (config.modules.disableInvite) throw forbidden(TeamErrorText.invitesDisabled);
  };
  const base = publicBaseUrl(config);
  const joinLink = (token: string, names: Record<string, string> = {}) =>
    `${base}/join?${new URLSearchParams({ invite: token, ...names }).toString()}`;
  const sendInvitation = (mail: InviteMail) =>
    mailer.send({ to: mail.to, template: 'team-invitation', lang: mail.lang, data: mail.data });

  r.post('/user-company/check-email', {
    config: team,
    preHandler: invitesEnabled,
    schema: {
      tags,
      summary:
        'What inviting an address would do: already a member, an account that joins at once, an open ' +
        'invitation, a new person, or an account that cannot join (candidate, back office)',
      operationId: 'checkInviteEmail',
      body: checkEmailRequestSchema,
      response: { 200: z.object({ data: checkEmailResultSchema }) },
    },
    handler: async (req) => ({ data: await checkInviteEmail(db, req.actor!, req.body.email) }),
  });

  r.post('/user-company/invite', {
    config: team,
    preHandler: invitesEnabled,
    schema: {
      tags,
      summary:
        'Invite to the team: an existing staff account joins at once (and is told by mail); anyone ' +
        'else is mailed a single-use link valid 7 days. 409: already a member, cannot join, no free seat',
      operationId: 'inviteTeamMember',
      body: inviteRequestSchema,
      response: { 201: z.object({ data: inviteResultSchema }) },
    },
    handler: async (req, reply) => {
      const done = await invite(db, req.actor!, req.body, { join: joinLink, home: `${base}/` });
      await sendInvitation(done.mail);
      return reply.status(201).send({ data: done.result });
    },
  });

  r.get('/invitation', {
    config: { ...team, errorStatuses: [403] },
    schema: {
      tags: ['invitation'],
      summary: 'The open invitations of the active company (expired ones marked: they may be sent again)',
      operationId: 'listInvitations',
      response: { 200: z.object({ data: z.array(pendingInvitationSchema) }) },
    },
    handler: async (req) => ({ data: await listPendingInvitations(db, req.actor!) }),
  });

  r.post('/invitation/:id/resend', {
    config: { ...team, errorStatuses: [409] },
    preHandler: invitesEnabled,
    schema: {
      tags: ['invitation'],
      summary: 'Mail an open invitation again with a new link (the old one stops working), valid 7 more days',
      operationId: 'resendInvitation',
      params: idParamsSchema,
      response: noContent,
    },
    handler: async (req, reply) => {
      await sendInvitation(await resendInvitation(db, req.actor!, req.params.id, (t) => joinLink(t)));
      return reply.status(204).send(null);
    },
  });

  r.delete('/invitation/:id', {
    config: team,
    schema: {
      tags: ['invitation'],
      summary: 'Withdraw an open invitation: its link stops working at once',
      operationId: 'revokeInvitation',
      params: idParamsSchema,
      response: noContent,
    },
    handler: async (req, reply) => {
      await revokeInvitation(db, req.actor!, req.params.id);
      return reply.status(204).send(null);
    },
  });

  r.post('/invitation/@preview', {
    config: { access: 'public', errorStatuses: [403, 404] },
    preHandler: [invitesEnabled, limiter.guard(invitationRateLimits.preview)],
    schema: {
      tags: ['invitation'],
      summary:
        'What the /join page shows of an invitation link (company, inviter, role); 404 unknown link, ' +
        '409 accepted, withdrawn or expired',
      operationId: 'previewInvitation',
      body: invitationTokenSchema,
      response: { 200: z.object({ data: invitationPreviewSchema }) },
    },
    handler: async (req) => ({ data: await previewInvitation(db, req.body.token) }),
  });

  r.post('/invitation/@accept', {
    config: { access: 'public', errorStatuses: [403, 404] },
    preHandler: [
      invitesEnabled,
      limiter.guard(invitationRateLimits.accept),
      // The widget's 'register' action: accepting creates an account, as a signup does.
      requireBotCheck(botCheck, 'register'),
    ],
    schema: {
      tags: ['invitation'],
      summary:
        'Accept an invitation link: the invitee becomes a user and a member, and is signed in; ' +
        '404 unknown link, 409 accepted, withdrawn, expired, or the address has an account',
      operationId: 'acceptInvitation',
      body: acceptInvitationSchema,
      response: { 201: tokensResponseSchema },
    },
    handler: async (req, reply) => {
      const { userId } = await acceptInvitation(db, req.body);
      const tokens = await startSession({
        db,
        config,
        userId,
        userAgent: req.headers['user-agent'],
        ip: req.ip,
      });
      setSessionCookies(reply, config, tokens);
      const user = await readSessionUser(db, userId);
      return reply.status(201).send({
        data: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, user: user! },
      });
    },
  });
}
