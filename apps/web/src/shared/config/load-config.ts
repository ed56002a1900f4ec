import { defaultConfig, type RuntimeConfig } from './runtime-config';

let pending: Promise<RuntimeConfig> | undefined;

/** Loads GET /config.json once; every caller shares the same promise. Never rejects. */
export function loadConfig(): Promise<RuntimeConfig> {
  pending ??= fetchConfig();
  return pending;
}

async function fetchConfig(): Promise<RuntimeConfig> {
  try {
    // The request index.html preloads: a fetch with the same mode and credentials uses its response
    // (no header or cache mode of its own, which would make it another request). The server answers
    // with `cache-control: no-cache`, so it is revalidated on every load all the same.
    const response = await fetch(`${import.meta.env.BASE_URL}config.json`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return mergeWithDefaults(await response.json());
  } catch {
    console.warn('Could not load config.json, using build-time config');
    return defaultConfig;
  }
}

type Section = Exclude<keyof RuntimeConfig, 'dashboardName'>;
const sections: Section[] = ['api', 'firebase', 'recaptcha', 'lang', 'maintenance', 'modules', 'botCheck'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys the server omits keep their build-time value. */
function mergeWithDefaults(served: unknown): RuntimeConfig {
  if (!isRecord(served)) throw new Error('config.json is not an object');
  const merged: RuntimeConfig = { ...defaultConfig };
  for (const section of sections) {
    const value = served[section];
    if (isRecord(value)) Object.assign(merged, { [section]: { ...defaultConfig[section], ...value } });
  }
  if (typeof served.dashboardName === 'string' && served.dashboardName !== '') {
    merged.dashboardName = served.dashboardName;
  }
  return merged;
}
