import type { RuntimeConfig } from '@hiring/domain';
import { moduleDefaults } from '@hiring/domain/config/modules';

export type { RuntimeConfig };

/** Build-time configuration, used when /config.json cannot be loaded and for keys it omits. */
export const defaultConfig: RuntimeConfig = {
  api: { openApiUrl: '/api', storageUrl: '/api/storage' },
  firebase: { jobLink: '', redirect: '' },
  recaptcha: { siteKey: null },
  lang: { fallback: 'it' },
  maintenance: { name: null, data: null },
  modules: { ...moduleDefaults },
  // Off unless /config.json names one: the server publishes its provider and challenge route there.
  botCheck: { provider: 'none', challengeUrl: null },
  dashboardName: 'Hiring',
};
