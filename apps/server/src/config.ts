import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { moduleDefaults, type ModuleFlags } from '@hiring/domain';
import { vapidKeysFromSeed, type VapidKeys } from './modules/push/vapid.js';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default(join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** Shared state of several instances (rate limits, spent bot-check tokens): docs/deploy.md. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** PGlite in a worker thread (docs/performance.md); 0 runs it on the event loop (comparisons only). */
  PGLITE_WORKER: flag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  /** How long an access token's caller (session and actor) is reused without a query; 0: never. */
  ACTOR_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /** GET /metrics (Prometheus) is served only with this token set, to callers that send it as a Bearer. */
  METRICS_TOKEN: z.string().min(16).optional(),
  CORS_ORIGINS: z.string().default(''),
  WEB_DIST: z.string().default(join(repoRoot, 'apps/web/dist')),
  SEED_DEMO: flag(true),
  /** Company signups wait for the back office after the email is confirmed (issue 13: /admin/enrollment). */
  SIGNUP_REVIEW: flag(false),
  DASHBOARD_NAME: z.string().default('Hiring'),
  STORAGE_URL: z.string().default('/api/storage'),
  /**
   * The dynamic link of a job and the talents redirect (spec 7): `{host}` is filled per request with
   * PUBLIC_URL, else the request's origin; `{jobId}` with the job. By default the public job page.
   */
  FIREBASE_JOB_LINK: z.string().default('{host}/talents/jobs/{jobId}'),
  FIREBASE_REDIRECT: z.string().default('{host}/talents'),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  MAINTENANCE_NAME: z.string().optional(),
  REFRESH_SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Hiring <no-reply@hiring.example>'),
  SUPPORT_EMAIL: z.email().default('support@hiring.example'),
  BOT_CHECK: z.enum(['altcha', 'off']).default('altcha'),
  ALTCHA_HMAC_KEY: z.string().min(32).optional(),
  RATE_LIMITS: flag(true),
  PUSH_AUTH_SECRET: z.string().min(32).optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key, base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// URL')
    .optional(),
  PUSH_DISPATCH_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
  MAIL_DISPATCH_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  CRON_ENABLED: z.enum(['true', 'false', '1', '0']).optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** An OpenAI-compatible speech-to-text server (`/audio/transcriptions`); default AI_BASE_URL. */
  AI_STT_BASE_URL: z.url().optional(),
  AI_STT_API_KEY: z.string().min(1).optional(),
  /** Turns transcription on (e.g. whisper-1). */
  AI_STT_MODEL: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addresses (MinIO, s3rver, most self-hosted stores); false for virtual-host style. */
  S3_FORCE_PATH_STYLE: flag(true),
  FILE_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  FILE_SIGNING_SECRET: z.string().min(32).optional(),
  FFMPEG_PATH: z.string().default('ffmpeg'),
  FFPROBE_PATH: z.string().default('ffprobe'),
  VIDEO_PROCESS_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  /** Files of soft-deleted profiles are removed this many days after the deletion. */
  FILE_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** Uploads nothing refers to are removed after this many hours. */
  ABANDONED_UPLOAD_HOURS: z.coerce.number().int().min(1).max(8760).default(24),
  MEETING_URL_PATTERN: z
    .string()
    .regex(/^https?:\/\/\S*\{meetingId\}\S*$/, 'must be an http(s) URL holding {meetingId}')
    .default('https://meet.jit.si/hiring-{meetingId}-{token}'),
  ...Object.fromEntries(
    Object.entries(moduleDefaults).map(([name, value]) => [`MODULE_${toEnvName(name)}`, flag(value)]),
  ),
});

function toEnvName(camel: string): string {
  return camel.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Redis for the state several instances share; without it PostgreSQL (or memory, embedded). */
  redisUrl: string | undefined;
  pgliteWorker: boolean;
  logLevel: string;
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  /** docs/performance.md, "Request path": 5 s by default, 0 (off) with NODE_ENV=test unless set. */
  actorCacheMs: number;
  /** docs/deploy.md, "Health and metrics": without it /metrics is not served. */
  metricsToken: string | undefined;
  bodyLimitBytes: number;
  corsOrigins: string[];
  webDist: string;
  seedDemo: boolean;
  /** A confirmed signup only becomes 'verified'; the back office completes (or rejects) it. */
  signupReview: boolean;
  dashboardName: string;
  storageUrl: string;
  firebase: { jobLink: string; redirect: string };
  recaptchaSiteKey: string | null;
  maintenanceName: string | null;
  modules: ModuleFlags;
  /** Absolute lifetime of a signed-in session (its refresh tokens). */
  refreshSessionDays: number;
  mail: {
    smtpUrl: string | null;
    from: string;
    supportEmail: string;
    /** How often the mail dispatcher delivers queued mails; 0: only when called (tests, by default). */
    dispatchIntervalMs: number;
  };
  botCheck: { provider: 'altcha' | 'off'; hmacKey: string };
  rateLimits: boolean;
  push: {
    /** The app id of GET /auth/push-app-id: the VAPID public key; null when push is off. */
    appId: string | null;
    authSecret: string;
    vapid: VapidKeys | null;
    /** How often the dispatcher looks for notices to push; 0: only when called (tests). */
    dispatchIntervalMs: number;
  };
  /** The in-process scheduler of modules/scheduled (off in tests, which run jobs directly). */
  cron: { enabled: boolean };
  /** An OpenAI-compatible chat-completions server; null fields: the offline generator is used. */
  ai: { baseUrl: string | null; apiKey: string | null; model: string | null; timeoutMs: number };
  /** An OpenAI-compatible speech-to-text endpoint for video analysis; null: no transcription. */
  stt: { baseUrl: string; apiKey: string | null; model: string } | null;
  /** Where files are kept (docs/files.md): the local disk under DATA_DIR, or an S3-compatible bucket. */
  storage: {
    s3: {
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    } | null;
    /** Lifetime of a signed download address. */
    urlTtlSeconds: number;
    /** Signs the local disk's download addresses. */
    signingSecret: string;
  };
  video: {
    ffmpegPath: string;
    ffprobePath: string;
    /** How often the video processor looks for queued videos; 0: only when called (tests, by default). */
    processIntervalMs: number;
  };
  retention: { deletedProfileFileDays: number; abandonedUploadHours: number };
  /** The link of an online interview: {meetingId} and {token} (random, unguessable) are filled in. */
  meetingUrlPattern: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; the only place that touches process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data as z.infer<typeof envSchema> & Record<string, boolean>;
  const modules = Object.fromEntries(
    Object.keys(moduleDefaults).map((name) => [name, e[`MODULE_${toEnvName(name)}`]]),
  ) as ModuleFlags;
  const dataDir = resolve(e.DATA_DIR);
  const secret = (name: string, value: string | undefined) => value ?? localSecret(dataDir, name);
  const vapid = vapidKeys(e, () => localSecret(dataDir, 'vapid'));
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    pgliteWorker: e.PGLITE_WORKER,
    logLevel: e.LOG_LEVEL,
    jwtSecret: new TextEncoder().encode(secret('jwt', e.JWT_SECRET)),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    actorCacheMs: e.ACTOR_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : 5000),
    metricsToken: e.METRICS_TOKEN,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    webDist: e.WEB_DIST,
    seedDemo: e.SEED_DEMO,
    signupReview: e.SIGNUP_REVIEW,
    dashboardName: e.DASHBOARD_NAME,
    storageUrl: e.STORAGE_URL,
    firebase: { jobLink: e.FIREBASE_JOB_LINK, redirect: e.FIREBASE_REDIRECT },
    recaptchaSiteKey: e.RECAPTCHA_SITE_KEY ?? null,
    maintenanceName: e.MAINTENANCE_NAME ?? null,
    modules,
    refreshSessionDays: e.REFRESH_SESSION_DAYS,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      supportEmail: e.SUPPORT_EMAIL,
      dispatchIntervalMs: e.MAIL_DISPATCH_INTERVAL_MS ?? (e.NODE_ENV === 'test' ? 0 : 2000),
    },
    botCheck: { provider: e.BOT_CHECK, hmacKey: secret('altcha', e.ALTCHA_HMAC_KEY) },
    rateLimits: e.RATE_LIMITS,
    push: {
      appId: vapid?.publicKey ?? null,
      authSecret: secret('push', e.PUSH_AUTH_SECRET),
      vapid,
      dispatchIntervalMs: e.PUSH_DISPATCH_INTERVAL_MS,
    },
    cron: {
      enabled: e.CRON_ENABLED === undefined ? e.NODE_ENV !== 'test' : ['true', '1'].includes(e.CRON_ENABLED),
    },
    ai: {
      baseUrl: e.AI_BASE_URL ?? null,
      apiKey: e.AI_API_KEY ?? null,
      model: e.AI_MODEL ?? null,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    stt: sttConfig(e),
    storage: {
      s3: s3Config(e),
      urlTtlSeconds: e.FILE_URL_TTL_SECONDS,
      signingSecret: secret('files', e.FILE_SIGNING_SECRET),
    },
    video: {
      ffmpegPath: e.FFMPEG_PATH,
      ffprobePath: e.FFPROBE_PATH,
      processIntervalMs: e.VIDEO_PROCESS_INTERVAL_MS ?? (e.NODE_ENV === 'test' ? 0 : 3000),
    },
    retention: {
      deletedProfileFileDays: e.FILE_RETENTION_DAYS,
      abandonedUploadHours: e.ABANDONED_UPLOAD_HOURS,
    },
    meetingUrlPattern: e.MEETING_URL_PATTERN,
    ...overrides,
  };
}

type Env = z.infer<typeof envSchema>;

/** Speech-to-text: on when a model is named and a server is known (its own, or the chat server). */
function sttConfig(e: Env): Config['stt'] {
  const baseUrl = e.AI_STT_BASE_URL ?? e.AI_BASE_URL;
  if (!e.AI_STT_MODEL || !baseUrl) return null;
  return { baseUrl, apiKey: e.AI_STT_API_KEY ?? e.AI_API_KEY ?? null, model: e.AI_STT_MODEL };
}

/** The S3-compatible store: all of endpoint, bucket and keys, or none (the local disk). */
function s3Config(e: Env): Config['storage']['s3'] {
  const given = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (given.every((v) => v === undefined)) return null;
  if (given.some((v) => v === undefined))
    throw new ConfigError(
      'Invalid configuration:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  return {
    endpoint: e.S3_ENDPOINT!,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/**
 * Web Push's VAPID key pair: from the environment (both keys), else derived from a secret kept in the
 * data directory (generated on first start). Tests (NODE_ENV=test) have push off unless they give keys.
 */
function vapidKeys(
  e: {
    NODE_ENV: string;
    VAPID_PUBLIC_KEY?: string;
    VAPID_PRIVATE_KEY?: string;
    VAPID_SUBJECT?: string;
    SUPPORT_EMAIL: string;
  },
  localSeed: () => string,
): VapidKeys | null {
  const subject = e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`;
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject };
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY)
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  if (e.NODE_ENV === 'test') return null;
  return { ...vapidKeysFromSeed(localSeed()), subject };
}

/** A secret not set in the environment is generated once and kept in the data directory, so it survives restarts. */
function localSecret(dataDir: string, name: string): string {
  const file = join(dataDir, `${name}-secret`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
