import { ApiError } from './api-error';
import { flattenQuery, type Query } from './flatten-query';
import { readApiError } from './read-api-error';

export interface ApiClientOptions {
  /** The API base, e.g. config.api.openApiUrl ('/api'). */
  baseUrl: () => string | Promise<string>;
  /** The bearer token to send, if any. */
  accessToken: () => string | null;
  fetch?: typeof fetch;
  /**
   * Gets a new access token after a 401 (spec section 4). Called once for all the calls that
   * failed together; resolves to the new token, or null when the session cannot be renewed.
   */
  refreshAccessToken?: (send: typeof fetch, baseUrl: string) => Promise<string | null>;
  /** Called once when a refresh failed: the session is over. */
  onSessionExpired?: () => void;
}

/** Paths that never trigger a refresh: a 401 there is the answer itself. */
const NO_REFRESH_PATHS = ['/auth/login', '/auth/refresh-tokens'];

export interface RequestOptions {
  query?: Query;
  /** Sent as JSON; FormData is sent as it is (uploads). */
  body?: unknown;
  signal?: AbortSignal;
  /** Send no bearer token (login, registration). */
  anonymous?: boolean;
  /**
   * Extra headers for this call (e.g. the bot-check solution). They may replace Accept; the
   * client's Authorization and JSON Content-Type are set after them.
   */
  headers?: HeadersInit;
  /** Replaces the generic '[status] text' display for the given statuses (spec section 8). */
  errorMessages?: Partial<Record<number, string>>;
  /** Do not renew the session on 401 (logout). */
  skipRefresh?: boolean;
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ApiClient {
  /** Resolves to the response's `data` field, or undefined for 204. Rejects with ApiError. */
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** A page of a generic list asked with `count=true`: its rows and how many match in all. */
  page<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<Page<T>>;
}

export interface Page<T> {
  data: T[];
  total: number;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const send =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  /** The refresh in progress, shared by every call that got a 401 meanwhile. */
  let refreshing: Promise<string | null> | null = null;

  function refreshOnce(baseUrl: string): Promise<string | null> {
    if (!options.refreshAccessToken) return Promise.resolve(null);
    refreshing ??= options
      .refreshAccessToken(send, baseUrl)
      .catch(() => null)
      .then((token) => {
        if (token === null) options.onSessionExpired?.();
        return token;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  /** The response body parsed (undefined for 204 or an empty body). */
  async function requestBody<T>(method: HttpMethod, path: string, opts: RequestOptions = {}) {
    const { query, body, signal, anonymous = false, headers: extraHeaders, errorMessages } = opts;
    // Read before the first await: the token of the moment of the call (logout clears it right after).
    const token = anonymous ? null : options.accessToken();
    const baseUrl = await options.baseUrl();
    const url = joinUrl(baseUrl, path, query);
    let payload: BodyInit | undefined;
    let json = false;
    if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined) {
      json = true;
      payload = JSON.stringify(body);
    }

    const attempt = async (bearer: string | null): Promise<Response> => {
      const headers = new Headers({ Accept: 'application/json' });
      new Headers(extraHeaders).forEach((value, name) => headers.set(name, value));
      if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
      if (json) headers.set('Content-Type', 'application/json');
      try {
        return await send(url, { method, headers, body: payload, signal });
      } catch (error) {
        if (isAbort(error)) throw new ApiError(0, ['Request aborted']);
        throw new ApiError(0, ['Network error']);
      }
    };

    let response = await attempt(token);
    const refreshable =
      response.status === 401 &&
      !anonymous &&
      !opts.skipRefresh &&
      !NO_REFRESH_PATHS.includes(`/${path.replace(/^\/+/, '').split('?')[0] ?? ''}`);
    if (refreshable) {
      // A call that left with the old token may come back after the shared refresh has ended: it
      // retries with the token that refresh brought, instead of spending the new refresh token again.
      const current = options.accessToken();
      const renewed = current !== null && current !== token ? current : await refreshOnce(baseUrl);
      if (renewed !== null) {
        if (signal?.aborted) throw new ApiError(0, ['Request aborted']);
        response = await attempt(renewed);
      }
    }

    if (!response.ok) throw await readApiError(response, errorMessages);
    if (response.status === 204) return undefined;
    const text = await response.text();
    if (text === '') return undefined;
    return JSON.parse(text) as T;
  }

  async function request<T>(method: HttpMethod, path: string, opts: RequestOptions = {}) {
    const parsed = await requestBody<{ data?: T }>(method, path, opts);
    return parsed?.data as T;
  }

  return {
    request,
    page: async <T>(path: string, opts: Omit<RequestOptions, 'body'> = {}) => {
      const parsed = await requestBody<{ data?: T[]; total?: number }>('GET', path, {
        ...opts,
        query: { ...opts.query, count: true },
      });
      return { data: parsed?.data ?? [], total: parsed?.total ?? parsed?.data?.length ?? 0 };
    },
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
  };
}

function joinUrl(base: string, path: string, query?: Query): string {
  const url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const search = query ? new URLSearchParams(flattenQuery(query)).toString() : '';
  return search ? `${url}?${search}` : url;
}

function isAbort(error: unknown): boolean {
  return (
    (error instanceof DOMException || error instanceof Error) &&
    (error.name === 'AbortError' || error.name === 'TimeoutError')
  );
}
