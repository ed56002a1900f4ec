import type { BackendModule, ReadCallback } from 'i18next';
import { bundleFile, bundleOf, type BundleName } from './namespace-bundles';

export interface FetchBackendOptions {
  /** `{{lng}}` and `{{ns}}` are replaced by the language and the namespace (or `bundle/{name}`). */
  loadPath: string;
  /** Added to every URL (cache busters). */
  queryStringParams?: Record<string, string>;
}

const defaultOptions: FetchBackendOptions = { loadPath: '/locales/{{lng}}/{{ns}}.json' };

/** A failed request: i18next retries a server error or a network failure, not a 4xx. */
class LoadError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

function urlOf(options: FetchBackendOptions, language: string, file: string): string {
  const path = options.loadPath.replace('{{lng}}', language).replace('{{ns}}', file);
  const query = new URLSearchParams(options.queryStringParams ?? {}).toString();
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

async function fetchJson(url: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new LoadError(
      `failed loading ${url}: ${error instanceof Error ? error.message : String(error)}`,
      true,
    );
  }
  if (!response.ok) {
    const retry = response.status >= 500 && response.status < 600;
    throw new LoadError(`failed loading ${url}; status code: ${response.status}`, retry);
  }
  return (await response.json()) as Record<string, unknown>;
}

/**
 * One request per bundle and language, shared by the namespaces of the bundle and by `prefetchBundles`
 * (which starts them before i18next exists). A failed one is forgotten, so i18next's retry asks again.
 */
const bundleRequests = new Map<string, Promise<Record<string, unknown>>>();

function loadBundle(options: FetchBackendOptions, language: string, bundle: BundleName) {
  const key = `${language}\n${bundle}\n${options.loadPath}`;
  let request = bundleRequests.get(key);
  if (!request) {
    request = fetchJson(urlOf(options, language, bundleFile(bundle)));
    request.catch(() => bundleRequests.delete(key));
    bundleRequests.set(key, request);
  }
  return request;
}

/**
 * Starts fetching bundles of texts at once (main.tsx, before /config.json answers), for i18next to
 * find them in flight when it asks. `options` must be those given to i18next (the same URLs).
 */
export function prefetchBundles(
  options: FetchBackendOptions,
  language: string,
  bundles: readonly BundleName[],
): void {
  for (const bundle of bundles) void loadBundle(options, language, bundle).catch(() => undefined);
}

/**
 * Reads translations with fetch: what i18next-http-backend did for this app, without its XMLHttpRequest
 * fallback and options (2 KB less on the first load, docs/performance.md "First load"). A namespace of a
 * bundle (namespace-bundles.ts) comes from the bundle's one request; any other from
 * /locales/{lng}/{ns}.json. As with i18next-http-backend, a server error or a failed request is retried
 * by i18next, a 4xx is not.
 */
export class FetchBackend implements BackendModule<FetchBackendOptions> {
  static type = 'backend' as const;
  type = 'backend' as const;
  private options: FetchBackendOptions = defaultOptions;

  init(_services: unknown, options: FetchBackendOptions): void {
    this.options = { ...defaultOptions, ...options };
  }

  url(language: string, namespace: string): string {
    return urlOf(this.options, language, namespace);
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const bundle = bundleOf(namespace);
    const texts = bundle
      ? loadBundle(this.options, language, bundle).then((all) => {
          const own = all[namespace];
          if (typeof own !== 'object' || own === null) {
            throw new LoadError(`the ${bundle} bundle of ${language} has no ${namespace}`, false);
          }
          return own as Record<string, unknown>;
        })
      : fetchJson(this.url(language, namespace));
    texts.then(
      (data) => callback(null, data),
      (error: unknown) => {
        const retry = error instanceof LoadError ? error.retry : true;
        callback(error instanceof Error ? error.message : String(error), retry);
      },
    );
  }
}
