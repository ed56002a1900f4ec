import Fastify, { type FastifyInstance } from 'fastify';

/** The baseline: a bare Fastify route answering an empty list. */
export async function startBare(): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ data: [] }));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url };
}

/** A token from the real sign-in route. */
export async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`POST /api/auth/login answered ${res.status}: ${text}`);
  const token = (JSON.parse(text) as { data?: { accessToken?: string } }).data?.accessToken;
  if (!token) throw new Error(`POST /api/auth/login returned no access token: ${text}`);
  return token;
}

/** One request before measuring: it must answer 200 with a non-empty `data` list. */
export async function probe(
  url: string,
  headers: Record<string, string>,
): Promise<{ rows: number; bytes: number }> {
  const res = await fetch(url, { headers });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 500)}`);
  const data = (JSON.parse(text) as { data?: unknown }).data;
  if (!Array.isArray(data)) throw new Error(`GET ${url} returned no data list: ${text.slice(0, 500)}`);
  if (data.length === 0)
    throw new Error(`GET ${url} matched no rows: the benchmark would measure an empty list`);
  return { rows: data.length, bytes: Buffer.byteLength(text) };
}

// ---------------------------------------------------------------------------------------------
// Measuring
