import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyContactsSchema, type CompanyContacts } from '@hiring/domain/help/company-contacts';
import { RoleId } from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { company, user, userDetail } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';

/**
 * What a member of a company reads on /contacts. Only members learn whom the company is looked
 * after by: anyone else gets the 404 of a company that does not exist.
 */
export async function companyContacts(options: {
  db: Database;
  config: Config;
  companyIds: readonly number[];
  companyId: number;
}): Promise<CompanyContacts> {
  const { db, config, companyIds, companyId } = options;
  const missing = () => notFound(`company ${companyId} not found`);
  if (!companyIds.includes(companyId)) throw missing();
  const [row] = await db
    .select({ id: company.id, name: company.name, managerId: company.accountManagerUserId })
    .from(company)
    .where(and(eq(company.id, companyId), isNull(company.deletedAt)));
  if (!row) throw missing();

  const [manager] =
    row.managerId === null
      ? []
      : await db
          .select({
            id: user.id,
            firstname: user.firstname,
            lastname: user.lastname,
            email: user.email,
            picture: user.picture,
            phone: userDetail.phone,
          })
          .from(user)
          .leftJoin(userDetail, and(eq(userDetail.userId, user.id), isNull(userDetail.deletedAt)))
          // A manager who left (deleted or disabled) is no one to call.
          .where(and(eq(user.id, row.managerId), isNull(user.deletedAt), ne(user.roleId, RoleId.disabled)));

  return {
    companyId: row.id,
    companyName: row.name,
    accountManager: manager ? { ...manager, phone: manager.phone?.trim() || null } : null,
    supportEmail: config.mail.supportEmail,
  };
}

/** GET /company/contacts/{id}: the account manager and the support address of one of the caller's companies. */
export function registerContactRoutes(app: FastifyInstance, deps: { db: Database; config: Config }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/company/contacts/:id', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['company'],
      summary: "The company's account manager and the support address (members of that company only)",
      params: idParamsSchema,
      response: { 200: z.object({ data: companyContactsSchema }) },
    },
    handler: async (req) => ({
      data: await companyContacts({
        db: deps.db,
        config: deps.config,
        companyIds: req.actor!.companyIds,
        companyId: req.params.id,
      }),
    }),
  });
}
