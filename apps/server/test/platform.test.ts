import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { moduleDefaults } from '@hiring/domain';
import type { Database } from '../src/db/client.js';
import { registerErrorHandling } from '../src/http/errors.js';
import { registerGuard } from '../src/http/guard.js';
import { useTestApp } from './helpers.js';

describe('platform', () => {
  const t = useTestApp({ modules: { ...moduleDefaults, disableSearch: true } });

  it('serves the runtime configuration of spec section 9 with the module flags', async () => {
    const res = await t.request({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      api: { openApiUrl: '/api', storageUrl: expect.any(String) },
      firebase: { jobLink: expect.stringContaining('{jobId}'), redirect: expect.any(String) },
      recaptcha: { siteKey: null },
      lang: { fallback: 'it' },
      maintenance: { name: null, data: null },
      modules: { ...moduleDefaults, disableSearch: true },
    });
  });

  it('tells its version at the root and under the API base', async () => {
    for (const url of ['/version', '/api/version']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.json().data).toMatchObject({
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
        database: expect.any(String),
      });
    }
  });

  it('publishes an OpenAPI document of every route and a docs page', async () => {
    const res = await t.request({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/job',
        '/api/job/{id}',
        '/api/job/@list',
        '/api/job/@fetch',
        '/api/work-area',
        '/api/auth/login',
        '/config.json',
      ]),
    );
    expect(doc.paths['/api/job'].post.requestBody).toBeDefined();
    const docs = await t.request({ method: 'GET', url: '/docs/', headers: { accept: 'text/html' } });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toMatch(/swagger/i);
    const initializer = await t.request({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });

  it('answers errors in the catalogue shape: malformed JSON 400, large body 413, unknown route 404', async () => {
    const malformed = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.any(String),
    });
    const large = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.it', password: 'x'.repeat(2_000_000) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    const unknown = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const wrongType = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
  });

  it('hides the internals of a server error', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('secret connection string postgres://u:p@h/db');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
  });

  it('sends security headers and no CORS headers by default', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/version',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses to register a route that declares no access rule', async () => {
    const app = Fastify({ logger: false });
    // Registration alone is checked here; the database is never reached.
    registerGuard(app, {} as Database, new Uint8Array(32));
    app.get('/open', { config: { access: 'public' } }, async () => 'ok');
    expect(() => app.get('/forgotten', async () => 'oops')).toThrow(/declares no access rule/);
    await app.close();
  });
});
