import { ApiError } from './api-error';
import { flattenQuery, type Query } from './flatten-query';
import { readApiError } from './read-api-error';

export interface ApiClientOptions {
  /** The API base, e.g. config.api.openApiUrl ('/api'). */
  baseUrl: () => string | Promise<string>;
  /** The bearer token to send, if any. */
  accessToken: () => string | null;
  fetch?: typeof fetch;
}

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
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ApiClient {
  /** Resolves to the response's `data` field, or undefined for 204. Rejects with ApiError. */
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const send =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  async function request<T>(method: HttpMethod, path: string, opts: RequestOptions = {}) {
    const { query, body, signal, anonymous = false, headers: extraHeaders } = opts;
    // Read before the first await: the token of the moment of the call (logout clears it right after).
    const token = anonymous ? null : options.accessToken();
    const url = joinUrl(await options.baseUrl(), path, query);
    const headers = new Headers({ Accept: 'application/json' });
    new Headers(extraHeaders).forEach((value, name) => headers.set(name, value));
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }

    let response: Response;
    try {
      response = await send(url, { method, headers, body: payload, signal });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError')
        throw new ApiError(0, ['Request aborted']);
      throw new ApiError(0, ['Network error']);
    }

    if (!response.ok) throw await readApiError(response);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    if (text === '') return undefined as T;
    const parsed = JSON.parse(text) as { data?: T };
    return parsed.data as T;
  }

  return {
    request,
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
