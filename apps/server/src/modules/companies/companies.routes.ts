import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { company, companyRole, user, userCompany } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';

const menuItem = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  companyRoleId: z.number().int(),
  roleKey: z.string().nullable(),
  /** The company role's name in Italian and English. */
  roleName: z.string(),
  roleNameEn: z.string(),
  /** The company role's permission map (key → U/C letters): the web app offers only what it allows. */
  roles: z.record(z.string(), z.string()),
  current: z.boolean(),
});

/** The company switcher: the caller's companies, and choosing the active one. */
export function registerCompanyRoutes(app: FastifyInstance, db: Database): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/company/@menu', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['company'],
      summary: 'The companies of the signed-in user, the active one marked',
      response: { 200: z.object({ data: z.array(menuItem) }) },
    },
    handler: async (req) => {
      const rows = await db
        .select({
          id: company.id,
          name: company.name,
          logo: company.logo,
          companyRoleId: userCompany.companyRoleId,
          roleKey: companyRole.key,
          roleName: companyRole.name,
          roleNameEn: companyRole.nameEn,
          roles: companyRole.roles,
        })
        .from(userCompany)
        .innerJoin(company, eq(company.id, userCompany.companyId))
        .innerJoin(companyRole, eq(companyRole.id, userCompany.companyRoleId))
        .where(
          and(
            eq(userCompany.userId, req.actor!.userId),
            isNull(userCompany.deletedAt),
            isNull(company.deletedAt),
          ),
        )
        .orderBy(asc(company.name));
      return {
        data: rows.map((row) => ({
          ...row,
          roles: (row.roles ?? {}) as Record<string, string>,
          current: row.id === req.actor!.companyId,
        })),
      };
    },
  });

  r.patch('/auth/company/:id', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['company'],
      summary: 'Switch the active company (one the user belongs to)',
      params: idParamsSchema,
      response: { 200: z.object({ data: z.object({ companyId: z.number().int() }) }) },
    },
    handler: async (req) => {
      const companyId = req.params.id;
      if (!req.actor!.companyIds.includes(companyId)) throw notFound(`company ${companyId} not found`);
      await db
        .update(user)
        .set({ currentCompanyId: companyId, updatedAt: sql`now()` })
        .where(eq(user.id, req.actor!.userId));
      return { data: { companyId } };
    },
  });
}
