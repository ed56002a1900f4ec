import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorText, loginRequestSchema, RoleId } from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { user } from '../../db/schema/index.js';
import { unauthorized } from '../../http/errors.js';
import { signAccessToken } from './access-token.js';
import { verifyPassword } from './passwords.js';

export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  picture: z.string().nullable(),
  roleId: z.number().int(),
  isSu: z.boolean(),
  isAdmin: z.boolean(),
  adminPermissions: z.array(z.string()),
  lang: z.string(),
  passwordExpiredAt: z.date().nullable(),
});

const userColumns = {
  id: user.id,
  email: user.email,
  firstname: user.firstname,
  lastname: user.lastname,
  picture: user.picture,
  roleId: user.roleId,
  isSu: user.isSu,
  isAdmin: user.isAdmin,
  adminPermissions: user.adminPermissions,
  lang: user.lang,
  passwordExpiredAt: user.passwordExpiredAt,
};

export function registerAuthRoutes(app: FastifyInstance, db: Database, config: Config): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/auth/login', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Sign in with email and password',
      body: loginRequestSchema,
      response: { 200: z.object({ data: z.object({ accessToken: z.string(), user: sessionUserSchema }) }) },
    },
    handler: async (req) => {
      const [found] = await db
        .select({ ...userColumns, passwordHash: user.passwordHash })
        .from(user)
        .where(and(eq(user.email, req.body.email), isNull(user.deletedAt)));
      const valid = await verifyPassword(found?.passwordHash, req.body.password);
      if (!found || !valid) throw unauthorized(ErrorText.invalidCredentials);
      if (found.roleId === RoleId.disabled) throw unauthorized(ErrorText.userNotLoggedOrDisabled);
      const { passwordHash: _hash, ...sessionUser } = found;
      const accessToken = await signAccessToken(config.jwtSecret, config.accessTokenTtlSeconds, {
        userId: found.id,
      });
      return { data: { accessToken, user: sessionUser } };
    },
  });

  r.get('/auth/user', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary: 'The signed-in user',
      response: { 200: z.object({ data: sessionUserSchema }) },
    },
    handler: async (req) => {
      const [found] = await db.select(userColumns).from(user).where(eq(user.id, req.actor!.userId));
      if (!found) throw unauthorized(ErrorText.userNotLogged);
      return { data: found };
    },
  });
}
