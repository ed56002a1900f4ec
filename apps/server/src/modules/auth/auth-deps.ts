import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import type { BotCheck } from '../bot-check/bot-check.js';
import type { Mailer } from '../mail/mailer.js';

/** What the identity routes need from the app. */
export interface AuthDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
  botCheck: BotCheck;
  limiter: RateLimiter;
}

/** The address links in mails point at. */
export function publicBaseUrl(config: Config): string {
  return config.publicUrl ?? `http://${config.host}:${config.port}`;
}
