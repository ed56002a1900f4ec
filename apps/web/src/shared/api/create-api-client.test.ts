import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';

function clientWith(response: Response | (() => Promise<Response>), token: string | null = 'tok') {
  const respond = typeof response === 'function' ? response : async () => response;
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => respond());
  const client = createApiClient({ baseUrl: () => '/api/', accessToken: () => token, fetch: fetchMock });
  return { client, fetchMock };
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('createApiClient', () => {
  it('sends JSON with the bearer token and returns the data field', async () => {
    const { client, fetchMock } = clientWith(Response.json({ data: { id: 1 } }));

    await expect(client.post('/auth/login', { email: 'a@b.it' })).resolves.toEqual({ id: 1 });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.it"}');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('omits the Authorization header without a token and flattens the query', async () => {
    const { client, fetchMock } = clientWith(Response.json({ data: [] }), null);

    await client.get('job', { query: { take: 10, where: { name: { contains: 'dev' } } } });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/job?take=10&where%5Bname%5D%5Bcontains%5D=dev');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('sends no token for anonymous calls', async () => {
    const { client, fetchMock } = clientWith(Response.json({ data: null }));

    await client.post('/auth/login', {}, { anonymous: true });

    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('sends per-call extra headers, keeping its own Authorization and Content-Type', async () => {
    const { client, fetchMock } = clientWith(Response.json({ data: null }));

    await client.post(
      '/auth/login',
      { email: 'a@b.it' },
      {
        headers: {
          'x-bot-check': 'cGF5bG9hZA==',
          Authorization: 'Bearer spoofed',
          'Content-Type': 'text/plain',
        },
      },
    );

    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('x-bot-check')).toBe('cGF5bG9hZA==');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('uses the token of the moment of the call', async () => {
    let token: string | null = 'before';
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ data: null }),
    );
    const client = createApiClient({
      baseUrl: async () => '/api',
      accessToken: () => token,
      fetch: fetchMock,
    });

    const pending = client.get('/auth/logout');
    token = null;
    await pending;

    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer before');
  });

  it('returns undefined for 204', async () => {
    const { client } = clientWith(new Response(null, { status: 204 }));
    await expect(client.delete('/job/1')).resolves.toBeUndefined();
  });

  it('throws an ApiError with the message list of an error body', async () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: ['email must be an email', 'password is empty'],
    };
    const { client } = clientWith(Response.json(body, { status: 400 }));

    const error = await rejectionOf(client.post('/auth/login', {}));
    expect(error.status).toBe(400);
    expect(error.messages).toEqual(['email must be an email', 'password is empty']);
  });

  it('throws an ApiError with a single message string', async () => {
    const body = { statusCode: 401, error: 'Unauthorized', message: 'User not logged' };
    const { client } = clientWith(Response.json(body, { status: 401 }));

    const error = await rejectionOf(client.get('/auth/user'));
    expect(error.status).toBe(401);
    expect(error.messages).toEqual(['User not logged']);
  });

  it('falls back to "[status] text" when the body has no message', async () => {
    const { client } = clientWith(new Response('<html>oops</html>', { status: 502 }));

    const error = await rejectionOf(client.get('/version'));
    expect(error.messages).toEqual(['[502] Bad Gateway']);
  });

  it('reports aborted requests', async () => {
    const { client } = clientWith(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });

    const error = await rejectionOf(client.get('/job'));
    expect(error.status).toBe(0);
    expect(error.messages).toEqual(['Request aborted']);
  });
});
