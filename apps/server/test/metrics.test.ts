import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('GET /metrics with METRICS_TOKEN set (issue 16)', () => {
  const ctx = useTestApp({ metricsToken: TOKEN });
  const scrape = (authorization?: string) =>
    ctx.request({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('refuses a caller without the token, or with another one, in the error format', async () => {
    for (const auth of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await scrape(auth);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'A valid metrics token is required',
      });
    }
  });

  it("counts requests by route template, method and status, in Prometheus' text format", async () => {
    await ctx.request({ method: 'GET', url: '/health' });
    await ctx.request({ method: 'GET', url: '/health' });
    await ctx.request({ method: 'GET', url: '/api/job/12345' });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/health",status_code="200"} 2',
    );
    // The template, not the id: one series per route, whatever ids callers send.
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/job/:id",status_code="401"} 1',
    );
    expect(text).not.toContain('12345');
    expect(text).toMatch(/^live_connections 0$/m);
    expect(text).toMatch(/^db_pool_clients\{database="(pglite|postgres)",state="total"\} \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
  });

  it('is documented as text with its 401', async () => {
    const doc = (await ctx.request({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<string, { operationId: string; responses: Record<string, { content?: object }> }>
      >;
    };
    const op = doc.paths['/metrics']!.get!;
    expect(op.operationId).toBe('getMetrics');
    expect(Object.keys(op.responses['200']!.content ?? {})).toEqual(['text/plain']);
    expect(Object.keys(op.responses)).toContain('401');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const ctx = useTestApp();
  it('is not served', async () => {
    const res = await ctx.request({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
  });
});
