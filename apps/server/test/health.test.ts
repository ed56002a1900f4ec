import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkReadiness, newestMigration } from '../src/modules/system/readiness.js';
import { resultRows } from '../src/modules/search/result-rows.js';
import { useTestApp } from './helpers.js';

const ctx = useTestApp();

describe('health probes (issue 16)', () => {
  it('GET /health answers without a token and without asking the database', async () => {
    const res = await ctx.request({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /ready answers 200 with every migration of this build applied', async () => {
    const res = await ctx.request({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    const { count } = newestMigration();
    expect(res.json()).toEqual({ status: 'ready', migrations: { expected: count, applied: count } });
  });

  it('GET /ready answers 503 in the error format while the newest migration is missing', async () => {
    const newest = newestMigration();
    const [row] = resultRows<{ id: number; hash: string; created_at: string }>(
      await ctx.db.execute(
        sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
      ),
    );
    expect(Number(row!.created_at)).toBe(newest.when);
    await ctx.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${row!.id}`);
    try {
      const res = await ctx.request({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The database lacks migrations of this version',
      });
    } finally {
      await ctx.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${row!.id}, ${row!.hash}, ${row!.created_at})`,
      );
    }
    expect((await ctx.request({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });

  it('is not ready once the instance drains', async () => {
    const readiness = await checkReadiness(ctx.db, newestMigration(), true);
    expect(readiness).toMatchObject({ ready: false, reason: 'The server is shutting down' });
  });

  it('documents both probes and the 503 in the OpenAPI document', async () => {
    const doc = (await ctx.request({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
    };
    expect(doc.paths['/health']?.get?.operationId).toBe('getHealth');
    expect(doc.paths['/ready']?.get?.operationId).toBe('getReady');
    expect(Object.keys(doc.paths['/ready']!.get!.responses)).toContain('503');
  });
});
