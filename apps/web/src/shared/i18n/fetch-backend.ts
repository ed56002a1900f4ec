import type { BackendModule, ReadCallback } from 'i18next';

export interface FetchBackendOptions {
  /** `{{lng}}` and `{{ns}}` are replaced by the language and the namespace. */
  loadPath: string;
  /** Added to every URL (cache busters). */
  queryStringParams?: Record<string, string>;
}

/**
 * Reads /locales/{lng}/{ns}.json with fetch: what i18next-http-backend did for this app, without its
 * XMLHttpRequest fallback and options (2 KB less on the first load, docs/performance.md "First
 * load"). As there, a server error or a failed request is retried by i18next, a 4xx is not.
 */
export class FetchBackend implements BackendModule<FetchBackendOptions> {
  static type = 'backend' as const;
  type = 'backend' as const;
  private options: FetchBackendOptions = { loadPath: '/locales/{{lng}}/{{ns}}.json' };

  init(_services: unknown, options: FetchBackendOptions): void {
    this.options = { ...this.options, ...options };
  }

  url(language: string, namespace: string): string {
    const path = this.options.loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
    const query = new URLSearchParams(this.options.queryStringParams ?? {}).toString();
    return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const url = this.url(language, namespace);
    fetch(url)
      .then(async (response) => {
        if (!response.ok) {
          const retry = response.status >= 500 && response.status < 600;
          callback(`failed loading ${url}; status code: ${response.status}`, retry);
          return;
        }
        callback(null, (await response.json()) as Record<string, unknown>);
      })
      .catch((error: unknown) => {
        callback(`failed loading ${url}: ${error instanceof Error ? error.message : String(error)}`, true);
      });
  }
}
