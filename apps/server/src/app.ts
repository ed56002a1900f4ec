import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import qs from 'qs';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { registerCompression } from './http/compression.js';
import { registerErrorHandling } from './http/errors.js';
import { createActorCache } from './http/actor-cache.js';
import { registerGuard } from './http/guard.js';
import { recordRoutes } from './http/route-table.js';
import { nonceSource, registerSecurityHeaders } from './http/security-headers.js';
import { createSerializerCompiler } from './http/serializer.js';
import { registerOpenApi } from './http/openapi/openapi-document.js';
import { registerResource } from './http/resources/register-resource.js';
import { registerAccountRoutes } from './modules/auth/account.routes.js';
import type { AuthDeps } from './modules/auth/auth-deps.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { registerEmailRoutes } from './modules/auth/email.routes.js';
import { registerImpersonationRoutes } from './modules/auth/impersonation.routes.js';
import { registerPasswordRoutes } from './modules/auth/password.routes.js';
import { registerWriteAudit } from './modules/admin/write-audit.js';
import { createBotCheck } from './modules/bot-check/bot-check.js';
import { registerBotCheckRoutes } from './modules/bot-check/bot-check.routes.js';
import { createMailer, type Mailer } from './modules/mail/mailer.js';
import { registerMailRoutes } from './modules/mail/mail.routes.js';
import { registerCompanyRoutes } from './modules/companies/companies.routes.js';
import { registerCompanyPageRoutes } from './modules/companies/company-page.routes.js';
import { registerContactRoutes } from './modules/companies/contacts.routes.js';
import { registerAiRoutes } from './modules/ai/ai.routes.js';
import { registerNoticeRoutes } from './modules/notices/notices.routes.js';
import { registerInterviewRoutes } from './modules/interviews/interviews.routes.js';
import { registerChatRoutes } from './modules/chat/chat.routes.js';
import { registerPushRoutes } from './modules/push/push.routes.js';
import { startPushDispatcher } from './modules/push/push-background.js';
import { registerCronRoutes } from './modules/scheduled/cron.routes.js';
import { startScheduledJobs } from './modules/scheduled/scheduled-background.js';
import { startLive } from './modules/live/live.js';
import { registerLiveRoutes } from './modules/live/live.routes.js';
import { registerBoardRoutes } from './modules/board/board.routes.js';
import { registerJobRoutes } from './modules/jobs/jobs.routes.js';
import { registerSearchRoutes } from './modules/search/search.routes.js';
import { registerSavedRoutes } from './modules/saved/saved.routes.js';
import { registerCandidateRoutes } from './modules/candidates/candidates.routes.js';
import { registerQuestionRoutes } from './modules/questions/questions.routes.js';
import { registerTeamRoutes } from './modules/team/team.routes.js';
import { registerInvitationRoutes } from './modules/team/invitations.routes.js';
import { registerBillingRoutes } from './modules/billing/billing.routes.js';
import { registerAdminRoutes } from './modules/admin/admin.routes.js';
import { registerPrivacyRoutes } from './modules/privacy/privacy.routes.js';
import { registerStatsRoutes } from './modules/stats/stats.routes.js';
import { registerActivityTracking } from './modules/stats/activity.js';
import { registerEnrollmentRoutes } from './modules/enrollment/enrollment.routes.js';
import { registerApprovalRoutes } from './modules/approval/approval.routes.js';
import { registerApiKeyRoutes } from './modules/api-keys/api-keys.routes.js';
import { registerRecruiterRoutes } from './modules/users/recruiter.routes.js';
import { startMailDispatcher } from './modules/mail/mail-dispatcher.js';
import { registerVideoRoutes } from './modules/video/video.routes.js';
import { storageOrigins } from './modules/files/s3-lazy.js';
import { registerSignedFileRoute } from './modules/files/signed.routes.js';
import { startVideoProcessor } from './modules/video/video-background.js';
import { createRateLimiter } from './http/rate-limit.js';
import { openSharedState } from './state/open-state.js';
import { allResources } from './modules/resources.js';
import {
  API_PREFIX,
  registerRuntimeConfigRoute,
  registerSystemRoutes,
} from './modules/system/system.routes.js';
import { registerHealthRoutes } from './modules/system/health.routes.js';
import { registerMetrics } from './modules/system/metrics.js';
import { appVersion } from './modules/system/version.js';
import { registerWebApp } from './modules/web/web.routes.js';
import { registerPublicJobApi, registerPublicJobPage } from './modules/talents/public-job.routes.js';
import { registerCandidateAccountRoutes } from './modules/talents/candidate-accounts.routes.js';
import { registerMyApplicationRoutes } from './modules/talents/my-applications.routes.js';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Pino options; tests pass false to keep output quiet. */
  logger?: boolean | object;
  /** Tests may pass their own mailer; by default SMTP or the outbox, per the configuration. */
  mailer?: Mailer;
}

/** Builds the whole server without listening: tests inject requests into it directly. */
export async function buildApp({
  config,
  database,
  logger,
  mailer: givenMailer,
}: AppOptions): Promise<FastifyInstance> {
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
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  // Compiled from the zod response schemas (fast-json-stringify); zod's own where it cannot be faithful.
  // Tests (NODE_ENV=test) also encode every answer with zod and fail on any difference.
  app.setSerializerCompiler(
    createSerializerCompiler({ log: app.log, compareWithZod: config.env === 'test' }),
  );
  registerErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(cookie);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // No 'unsafe-inline': PrimeReact's <style> tags carry the page's nonce (web.routes.ts), and its
        // overlays are positioned through the CSSOM, which CSP does not govern (docs/security.md).
        styleSrc: ["'self'", nonceSource],
        // Files on S3 come from the bucket through presigned addresses (docs/storage.md).
        imgSrc: ["'self'", 'data:', 'blob:', ...storageOrigins(config.storage.s3)],
        // Video answers play from object URLs (fetched with the bearer token, docs/questions.md).
        mediaSrc: ["'self'", 'blob:', ...storageOrigins(config.storage.s3)],
        connectSrc: ["'self'", ...storageOrigins(config.storage.s3)],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
      },
    },
  });
  if (config.corsOrigins.length > 0) {
    const { default: cors } = await import('@fastify/cors');
    await app.register(cors, { origin: config.corsOrigins, credentials: true });
  }
  // Before every route and the static server, so its onSend hook reaches them (docs/performance.md).
  await registerCompression(app);
  await registerOpenApi(app, {
    title: 'Hiring API',
    version: appVersion().version,
    description: 'Employer dashboard and back-office API',
    apiPrefix: API_PREFIX,
  });

  const mailer = givenMailer ?? createMailer({ db: database.db, config, log: app.log });
  if (!givenMailer) app.addHook('onClose', () => mailer.close());
  // Rate-limit counters and spent bot-check solutions, seen alike by every instance (src/state/).
  const state = await openSharedState({ redisUrl: config.redisUrl, database, log: app.log });
  app.addHook('onClose', () => state.close());
  const botCheck = createBotCheck(config, { state });
  const deps: AuthDeps = {
    db: database.db,
    config,
    mailer,
    botCheck,
    limiter: createRateLimiter({ enabled: config.rateLimits, state }),
  };

  const live = await startLive(app, database);
  await registerMetrics(app, config.metricsToken, { database, liveConnections: () => live.size });
  const actorCache = await createActorCache({ ttlMs: config.actorCacheMs, database, log: app.log });
  app.addHook('onClose', () => actorCache.close());
  registerGuard(app, database.db, config.jwtSecret, actorCache);
  registerWriteAudit(app, database.db);
  registerActivityTracking(app, database.db);
  registerRuntimeConfigRoute(app, config, botCheck);
  // /version answers at the root (for probes) and under the API base (for the web app).
  registerSystemRoutes(app, database.kind, 'getRootVersion');
  registerHealthRoutes(app, database.db, state);
  await app.register(
    async (api) => {
      registerSystemRoutes(api, database.kind);
      registerAuthRoutes(api, deps);
      registerPasswordRoutes(api, deps);
      registerEmailRoutes(api, deps);
      registerCandidateAccountRoutes(api, deps);
      registerAccountRoutes(api, deps);
      registerImpersonationRoutes(api, deps);
      registerBotCheckRoutes(api, botCheck);
      registerMailRoutes(api, deps);
      registerCompanyRoutes(api, database.db);
      registerCompanyPageRoutes(api, { db: database.db, config });
      registerContactRoutes(api, { db: database.db, config });
      registerAiRoutes(api, deps);
      registerNoticeRoutes(api, database.db);
      registerInterviewRoutes(api, { db: database.db, config, mailer });
      registerPushRoutes(api, { db: database.db, config });
      registerCronRoutes(api, { db: database.db, config });
      registerChatRoutes(api, { db: database.db, config });
      registerLiveRoutes(api, live);
      registerBoardRoutes(api, { db: database.db, config });
      registerMyApplicationRoutes(api, { db: database.db, config, mailer });
      registerJobRoutes(api, { db: database.db, config });
      registerSearchRoutes(api, { db: database.db, config });
      registerSavedRoutes(api, { db: database.db, config });
      registerCandidateRoutes(api, { db: database.db, config });
      registerPrivacyRoutes(api, deps);
      registerQuestionRoutes(api, { db: database.db, config });
      registerTeamRoutes(api, database.db);
      registerInvitationRoutes(api, deps);
      registerBillingRoutes(api, { db: database.db, config });
      registerAdminRoutes(api, deps);
      registerStatsRoutes(api, deps);
      registerEnrollmentRoutes(api, deps);
      registerApprovalRoutes(api, deps);
      registerApiKeyRoutes(api, deps);
      registerRecruiterRoutes(api, deps);
      registerVideoRoutes(api, { db: database.db, config });
      registerSignedFileRoute(api, { config });
      registerPublicJobApi(api, { db: database.db, config });
      for (const def of allResources) if (def.verbs.length > 0) registerResource(api, database.db, def);
    },
    { prefix: API_PREFIX },
  );
  // The public job page: a route of its own, ahead of the web app's page fallback.
  registerPublicJobPage(app, { db: database.db, config });
  await registerWebApp(app, config.webDist);
  startPushDispatcher(app, database.db, config);
  startScheduledJobs(app, database.db, config);
  startMailDispatcher(app, database.db, config, mailer);
  startVideoProcessor(app, database.db, config);
  return app;
}
