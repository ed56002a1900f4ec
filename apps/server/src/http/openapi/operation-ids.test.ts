import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { deriveOperationId, registerOperationIds, resourceOperationId } from './operation-ids.js';

describe('operationIds', () => {
  it('names the resource layer’s routes by verb, in the plural where they return many', () => {
    expect(resourceOperationId('job', 'list')).toBe('listJobs');
    expect(resourceOperationId('job', 'ids')).toBe('listJobIds');
    expect(resourceOperationId('availability', 'fetch')).toBe('fetchAvailabilities');
    expect(resourceOperationId('user-protected-class', 'list')).toBe('listUserProtectedClasses');
    expect(resourceOperationId('work-area', 'get')).toBe('getWorkArea');
    expect(resourceOperationId('saved-search', 'create')).toBe('createSavedSearch');
  });

  it('derives the others from method and path, the resource names for resource-shaped paths', () => {
    expect(deriveOperationId('POST', '/api/job', '/api')).toBe('createJob');
    expect(deriveOperationId('GET', '/api/job/:id', '/api')).toBe('getJob');
    expect(deriveOperationId('PATCH', '/api/job/:id', '/api')).toBe('updateJob');
    expect(deriveOperationId('DELETE', '/api/job-application-status/:id', '/api')).toBe(
      'deleteJobApplicationStatus',
    );
    expect(deriveOperationId('PATCH', '/api/job/status/:id', '/api')).toBe('patchJobStatus');
    expect(deriveOperationId('GET', '/api/board/:jobId', '/api')).toBe('getBoardByJobId');
    expect(deriveOperationId('POST', '/api/application/@move', '/api')).toBe('postApplicationMove');
    expect(deriveOperationId('GET', '/api/user-detail/:userId.pdf', '/api')).toBe('getUserDetailPdfByUserId');
    expect(deriveOperationId('PATCH', '/api/auth/@@su/:id', '/api')).toBe('patchAuthSu');
    expect(deriveOperationId('GET', '/config.json', '/api')).toBe('getConfigJson');
  });

  it('gives every route one at registration and refuses a second route with the same', async () => {
    const app = Fastify({ logger: false });
    registerOperationIds(app, { prefix: '/api' });
    const given = new Map<string, string | undefined>();
    app.addHook(
      'onRoute',
      (route) => void given.set(`${route.method} ${route.url}`, route.schema?.operationId),
    );
    app.get('/api/thing/:id', { schema: { summary: 'one thing' } }, async () => 'ok');
    app.get('/api/other', { schema: { operationId: 'readOther' } }, async () => 'ok');
    app.get('/api/bare', async () => 'ok');
    expect(given.get('GET /api/thing/:id')).toBe('getThing');
    expect(given.get('GET /api/other')).toBe('readOther');
    expect(given.get('GET /api/bare')).toBe('getBare');
    expect(() =>
      app.get('/api/thing/:id/again', { schema: { operationId: 'getThing' } }, async () => 'x'),
    ).toThrow(/GET \/api\/thing\/:id and GET \/api\/thing\/:id\/again have the same operationId getThing/);
    await app.close();
  });
});
