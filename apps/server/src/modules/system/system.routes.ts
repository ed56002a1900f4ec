import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { runtimeConfigSchema, type RuntimeConfig } from '@hiring/domain';
import type { Config } from '../../config.js';
import { firebaseLinks } from '../../http/public-origin.js';
import { botCheckRuntimeConfig, type BotCheck } from '../bot-check/bot-check.js';
import { appVersion } from './version.js';

export const API_PREFIX = '/api';

export function runtimeConfig(config: Config, botCheck: BotCheck): RuntimeConfig {
  return {
    dashboardName: config.dashboardName,
    api: { openApiUrl: API_PREFIX, storageUrl: config.storageUrl },
    firebase: { jobLink: config.firebase.jobLink, redirect: config.firebase.redirect },
    recaptcha: { siteKey: config.recaptchaSiteKey },
    lang: { fallback: 'it' },
    maintenance: { name: config.maintenanceName, data: null },
    modules: config.modules,
    botCheck: botCheckRuntimeConfig(botCheck),
  };
}

/** GET /config.json at the site root (the SPA fetches it from its own origin); `{host}` filled per request. */
export function registerRuntimeConfigRoute(app: FastifyInstance, config: Config, botCheck: BotCheck): void {
  const body = runtimeConfig(config, botCheck);
  app.withTypeProvider<ZodTypeProvider>().get('/config.json', {
    config: { access: 'public' },
    schema: {
      tags: ['system'],
      summary: 'Runtime configuration of the web app',
      response: { 200: runtimeConfigSchema },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-cache');
      return { ...body, firebase: firebaseLinks(config, req) };
    },
  });
}

/** `operationId`: the route is mounted twice (root and API base), and each needs its own. */
export function registerSystemRoutes(app: FastifyInstance, dbKind: string, operationId = 'getVersion'): void {
  app.withTypeProvider<ZodTypeProvider>().get('/version', {
    config: { access: 'public' },
    schema: {
      tags: ['system'],
      summary: 'Server version',
      operationId,
      response: {
        200: z.object({
          data: z.object({ version: z.string(), commit: z.string().nullable(), database: z.string() }),
        }),
      },
    },
    handler: async () => ({ data: { ...appVersion(), database: dbKind } }),
  });
}
