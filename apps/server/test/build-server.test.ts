import { request } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerCopy,
  startServerProcess,
  type ServerProcess,
} from '../../../scripts/server-process.mjs';

/**
 * `npm start` runs the esbuild bundle of the server (apps/server/build.mjs), not these TypeScript sources: a path
 * that only breaks in the bundle (a file found through import.meta.url, a worker entry, a package that must stay
 * external) fails here. The bundle goes to its own folder under dist/, so a running `npm start` is not disturbed.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'hiring-build-test-'));
let server: ServerProcess | undefined;

describe('the built server (npm start)', () => {
  let url = '';
  let entry = '';
  let removeBuild = () => {};
  beforeAll(async () => {
    ({ entry, remove: removeBuild } = await buildServerCopy('test'));
    server = await startServerProcess(entry, { DATA_DIR: dataDir, SEED_DEMO: 'false' });
    url = server.url;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    removeBuild();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates a new data dir and answers /api/version from the database', async () => {
    const res = await fetch(`${url}/api/version`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { version: string; database: string } };
    expect(body.data).toMatchObject({ database: 'pglite' });
    expect(body.data.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('reads its seed data and answers a database route', async () => {
    const res = await fetch(`${url}/api/professional-skill?take=1`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: unknown[] };
    expect(body.data.length).toBe(1);
  });

  it('imports the packages that only some installations or requests need on first use, not at start-up', () => {
    // A static import of one of them anywhere in main.js (esbuild hoists the imports of a module that the
    // sources load lazily unless it is split into a chunk of its own) costs its memory in every process.
    const staticImports = [
      ...readFileSync(entry, 'utf8').matchAll(/^import\b[^;]*?\bfrom\s*"([^"]+)"/gms),
    ].map((m) => m[1]);
    expect(staticImports.length).toBeGreaterThan(10);
    const lazy = /^(@aws-sdk\/|@redis\/|nodemailer$|web-push$|sharp$|jsdom$|pdfkit$|@fastify\/cors$|@zxcvbn-ts\/|prom-client$)/;
    expect(staticImports.filter((name) => lazy.test(name ?? ''))).toEqual([]);
  });

  it('answers its health probes', async () => {
    expect(await (await fetch(`${url}/health`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${url}/ready`);
    expect(ready.status).toBe(200);
  });

  it('refuses to open the embedded database a running server holds', async () => {
    await expect(startServerProcess(entry, { DATA_DIR: dataDir, SEED_DEMO: 'false' })).rejects.toThrow(
      new RegExp(`embedded database in ${dataDir} is open in another server \\(pid ${server!.child.pid}\\)`),
    );
  });

  // Last: it stops the server.
  it('shuts down gracefully on SIGTERM: the request in flight gets its answer, then the process exits 0', async () => {
    const child = server!.child;
    const output = server!.output;
    const { hostname, port } = new URL(url);
    // A request whose body is still arriving when the signal comes.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: hostname,
          port,
          method: 'POST',
          path: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write('{"email":"nobody@example.test",');
      // The first half is in: the signal now, the rest after the server has begun to close.
      setTimeout(() => {
        child.kill('SIGTERM');
        const waitForClosing = () =>
          /shutting down/.test(output()) ? req.end('"password":"wrong"}') : setTimeout(waitForClosing, 20);
        waitForClosing();
      }, 200);
    });
    const { status, body } = await answer;
    // The login's own answer (the bot check or the credentials refused), not a reset connection.
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(JSON.parse(body)).toMatchObject({ statusCode: status });
    expect(await server!.exited).toBe(0);
    // Closed: nothing listens any more.
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  });
});
