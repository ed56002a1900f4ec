import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { readApiError } from './read-api-error';
import { shouldRedirectToLogin } from './session-expiry';

const unauthorized = () =>
  Response.json(
    { statusCode: 401, error: 'Unauthorized', message: 'Invalid or expired access token' },
    { status: 401 },
  );

function bearerOf(init?: RequestInit): string | null {
  return new Headers(init?.headers).get('Authorization');
}

describe('shared token refresh', () => {
  it('refreshes once for three parallel 401s and retries each call once with the new token', async () => {
    let token = 'old';
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
      bearerOf(init) === 'Bearer new' ? Response.json({ data: 'ok' }) : unauthorized(),
    );
    const refreshAccessToken = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      token = 'new';
      return token;
    });
    const onSessionExpired = vi.fn();
    const client = createApiClient({
      baseUrl: () => '/api',
      accessToken: () => token,
      fetch: fetchMock,
      refreshAccessToken,
      onSessionExpired,
    });

    const results = await Promise.all([client.get('/job'), client.get('/company'), client.get('/notice')]);

    expect(results).toEqual(['ok', 'ok', 'ok']);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(6);
    const retries = fetchMock.mock.calls.filter(([, init]) => bearerOf(init) === 'Bearer new');
    expect(retries.map(([url]) => String(url)).sort()).toEqual(['/api/company', '/api/job', '/api/notice']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not refresh again for a 401 that comes back after the refresh has ended', async () => {
    let token = 'old';
    let answerLate: (response: Response) => void = () => undefined;
    const late = new Promise<Response>((resolve) => (answerLate = resolve));
    const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (bearerOf(init) === 'Bearer new') return Response.json({ data: 'ok' });
      return String(url) === '/api/push-app-id' ? late : unauthorized();
    });
    const refreshAccessToken = vi.fn(async () => (token = 'new'));
    const client = createApiClient({
      baseUrl: () => '/api',
      accessToken: () => token,
      fetch: fetchMock,
      refreshAccessToken,
    });

    const slow = client.get('/push-app-id'); // leaves with the old token, answered after the refresh
    expect(await client.get('/job')).toBe('ok');
    answerLate(unauthorized());

    expect(await slow).toBe('ok');
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
  });

  it('retries only once: a second 401 is the answer', async () => {
    const fetchMock = vi.fn(async () => unauthorized());
    const refreshAccessToken = vi.fn(async () => 'new');
    const client = createApiClient({
      baseUrl: () => '/api',
      accessToken: () => 'old',
      fetch: fetchMock,
      refreshAccessToken,
    });

    await expect(client.get('/job')).rejects.toBeInstanceOf(ApiError);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('ends the session once when the refresh fails, and the calls fail with their 401', async () => {
    const fetchMock = vi.fn(async () => unauthorized());
    const onSessionExpired = vi.fn();
    const client = createApiClient({
      baseUrl: () => '/api',
      accessToken: () => 'old',
      fetch: fetchMock,
      refreshAccessToken: async () => null,
      onSessionExpired,
    });

    const outcomes = await Promise.allSettled([client.get('/job'), client.get('/company')]);

    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats a throwing refresh as a failed one', async () => {
    const onSessionExpired = vi.fn();
    const client = createApiClient({
      baseUrl: () => '/api',
      accessToken: () => 'old',
      fetch: vi.fn(async () => unauthorized()),
      refreshAccessToken: async () => {
        throw new TypeError('network');
      },
      onSessionExpired,
    });

    await expect(client.get('/job')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it.each(['/auth/login', 'auth/refresh-tokens'])('never refreshes for %s', async (path) => {
    const refreshAccessToken = vi.fn(async () => 'new');
    const client = createApiClient({
      baseUrl: () => '/api',
      accessToken: () => 'old',
      fetch: vi.fn(async () => unauthorized()),
      refreshAccessToken,
    });

    await expect(client.post(path, {})).rejects.toBeInstanceOf(ApiError);
    expect(refreshAccessToken).not.toHaveBeenCalled();
  });

  it('does not refresh for anonymous calls or calls that opt out', async () => {
    const refreshAccessToken = vi.fn(async () => 'new');
    const client = createApiClient({
      baseUrl: () => '/api',
      accessToken: () => 'old',
      fetch: vi.fn(async () => unauthorized()),
      refreshAccessToken,
    });

    await expect(client.get('/auth/user', { anonymous: true })).rejects.toBeInstanceOf(ApiError);
    await expect(client.get('/auth/logout', { skipRefresh: true })).rejects.toBeInstanceOf(ApiError);
    expect(refreshAccessToken).not.toHaveBeenCalled();
  });
});

describe('redirect after a failed refresh', () => {
  it('goes to /login from ordinary pages', () => {
    expect(shouldRedirectToLogin('/')).toBe(true);
    expect(shouldRedirectToLogin('/board/5')).toBe(true);
    expect(shouldRedirectToLogin('/account')).toBe(true);
  });

  it('stays on /login and on the pages that skip token handling', () => {
    for (const path of [
      '/login',
      '/login/',
      '/join',
      '/web-policy',
      '/web-policy-user',
      '/web-policy-company',
      '/web-conditions',
    ])
      expect(shouldRedirectToLogin(path)).toBe(false);
  });
});

describe('error display', () => {
  it.each([
    [400, '[400] Bad Request'],
    [401, '[401] Unauthorized'],
    [403, '[403] Forbidden'],
    [404, '[404] Not Found'],
    [500, '[500] Internal Server Error'],
    [502, '[502] Bad Gateway'],
    [503, '[503] Service Unavailable'],
  ])('shows %i as "%s" when the body has no message', async (status, text) => {
    const error = await readApiError(new Response('', { status }));
    expect(error.messages).toEqual([text]);
  });

  it('lets a call override the generic text', async () => {
    const error = await readApiError(new Response('', { status: 400 }), { 400: 'Bad data has sent' });
    expect(error.messages).toEqual(['[400] Bad data has sent']);
  });

  it('gives other statuses the status, status text and body', async () => {
    const error = await readApiError(
      new Response('slow down', { status: 429, statusText: 'Too Many Requests' }),
    );
    expect(error.status).toBe(429);
    expect(error.messages).toEqual(['[429] Too Many Requests: slow down']);
  });

  it('passes an override through the client', async () => {
    const client = createApiClient({
      baseUrl: () => '/api',
      accessToken: () => null,
      fetch: vi.fn(async () => new Response('', { status: 400 })),
    });
    await expect(
      client.post('/licence', {}, { errorMessages: { 400: 'Bad request' } }),
    ).rejects.toMatchObject({
      messages: ['[400] Bad request'],
    });
  });

  it("reports a cancelled call as 'Request aborted'", async () => {
    const controller = new AbortController();
    const client = createApiClient({
      baseUrl: () => '/api',
      accessToken: () => null,
      fetch: (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          const abort = () => reject(new DOMException('aborted', 'AbortError'));
          if (init?.signal?.aborted) abort();
          init?.signal?.addEventListener('abort', abort);
        }),
    });
    const pending = client.get('/job', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ status: 0, messages: ['Request aborted'] });
  });
});
