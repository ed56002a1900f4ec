import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyRoleCreateSchema,
  companyRoleUpdateSchema,
  companyRoleViewSchema,
  memberPatchSchema,
  memberRemoveQuerySchema,
  teamMemberSchema,
} from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import { createCompanyRole, deleteCompanyRole, updateCompanyRole } from './company-roles.service.js';
import { changeMemberRole, getMember, listMembers, removeMember } from './team-members.service.js';

const noContent = { 204: z.null() };

/**
 * The team of the active company (docs/team.md): its members with their roles and last activity,
 * role changes and removals (the last admin stays), and the company roles editor. Invitations are in
 * invitations.routes.ts.
 */
export function registerTeamRoutes(app: FastifyInstance, db: Database): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user-company'];
  const team = { access: { permission: 'team' } } as const;

  r.get('/user-company/@team', {
    // Any member reads the team; without a company there is none (403).
    config: { access: 'authenticated', errorStatuses: [403] },
    schema: {
      tags,
      summary: 'The members of the active company: name, picture, email, company role, last activity',
      operationId: 'listTeamMembers',
      response: { 200: z.object({ data: z.array(teamMemberSchema) }) },
    },
    handler: async (req) => ({ data: await listMembers(db, req.actor!) }),
  });

  r.get('/user-company/@team/:id', {
    config: { access: 'authenticated', errorStatuses: [403] },
    schema: {
      tags,
      summary: 'One member of the active company, by membership (user-company) id',
      operationId: 'getTeamMember',
      params: idParamsSchema,
      response: { 200: z.object({ data: teamMemberSchema }) },
    },
    handler: async (req) => ({ data: await getMember(db, req.actor!, req.params.id) }),
  });

  r.patch('/user-company/:id', {
    config: team,
    schema: {
      tags,
      summary:
        'Give a member another company role (C on team); the last company admin keeps the admin role (409)',
      params: idParamsSchema,
      body: memberPatchSchema,
      response: { 200: z.object({ data: teamMemberSchema }) },
    },
    handler: async (req) => ({ data: await changeMemberRole(db, req.actor!, req.params.id, req.body) }),
  });

  r.delete('/user-company/:id', {
    // Removing another member needs C on team (403); leaving (the own membership) needs nothing.
    config: { access: 'authenticated', errorStatuses: [403, 409] },
    schema: {
      tags,
      summary:
        'Remove a member, or leave the company (own membership); their jobs stay with the company, ' +
        'or go with their upcoming interviews to the member `reassignTo`. The last company admin stays (409)',
      params: idParamsSchema,
      querystring: memberRemoveQuerySchema,
      response: noContent,
    },
    handler: async (req, reply) => {
      await removeMember(db, req.actor!, req.params.id, req.query.reassignTo);
      return reply.status(204).send(null);
    },
  });

  const roleTags = ['company-role'];
  const roleView = z.object({ data: companyRoleViewSchema });

  r.post('/company-role', {
    config: team,
    schema: {
      tags: roleTags,
      summary: 'A company role of the active company: a permission key → U or C map (C on team)',
      body: companyRoleCreateSchema,
      response: { 201: roleView },
    },
    handler: async (req, reply) => {
      const created = await createCompanyRole(db, req.actor!, req.body);
      return reply.status(201).send({ data: created });
    },
  });

  r.patch('/company-role/:id', {
    config: team,
    schema: {
      tags: roleTags,
      summary:
        'Rename a role of the active company or change its letters; default roles are read-only (403), ' +
        'an edit leaving the company without an admin is refused (409)',
      params: idParamsSchema,
      body: companyRoleUpdateSchema,
      response: { 200: roleView },
    },
    handler: async (req) => ({ data: await updateCompanyRole(db, req.actor!, req.params.id, req.body) }),
  });

  r.delete('/company-role/:id', {
    config: { ...team, errorStatuses: [409] },
    schema: {
      tags: roleTags,
      summary: 'Delete a role of the active company that no member holds and no open invitation gives (409)',
      params: idParamsSchema,
      response: noContent,
    },
    handler: async (req, reply) => {
      await deleteCompanyRole(db, req.actor!, req.params.id);
      return reply.status(204).send(null);
    },
  });
}
