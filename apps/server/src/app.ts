import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import qs from 'qs';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { registerErrorHandling } from './http/errors.js';
import { registerGuard } from './http/guard.js';
import { registerResource } from './http/resources/register-resource.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { allResources } from './modules/resources.js';
import {
  API_PREFIX,
  registerRuntimeConfigRoute,
  registerSystemRoutes,
} from './modules/system/system.routes.js';
import { appVersion } from './modules/system/version.js';
import { registerWebApp } from './modules/web/web.routes.js';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Pino options; tests pass false to keep output quiet. */
  logger?: boolean | object;
}

/** Builds the whole server without listening: tests inject requests into it directly. */
export async function buildApp({ config, database, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.env === 'production',
    genReqId: () => crypto.randomUUID(),
    routerOptions: {
      // Flattened query objects and arrays (spec section 7): where[name][contains]=x, select[0]=id.
      querystringParser: (text) =>
        qs.parse(text, { depth: 8, arrayLimit: 1000, parameterLimit: 2000, allowDots: false }),
    },
    ajv: { customOptions: { coerceTypes: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // PrimeReact positions overlays with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
      },
    },
  });
  if (config.corsOrigins.length > 0) {
    const { default: cors } = await import('@fastify/cors');
    await app.register(cors, { origin: config.corsOrigins, credentials: true });
  }
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Hiring API',
        version: appVersion().version,
        description: 'Employer dashboard and back-office API',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  registerGuard(app, database.db, config.jwtSecret);
  registerRuntimeConfigRoute(app, config);
  // /version answers at the root (for probes) and under the API base (for the web app).
  registerSystemRoutes(app, database.kind);
  await app.register(
    async (api) => {
      registerSystemRoutes(api, database.kind);
      registerAuthRoutes(api, database.db, config);
      for (const def of allResources) if (def.verbs.length > 0) registerResource(api, database.db, def);
    },
    { prefix: API_PREFIX },
  );
  await registerWebApp(app, config.webDist);
  return app;
}
