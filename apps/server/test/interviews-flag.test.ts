import { beforeAll, describe, expect, it } from 'vitest';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

/** Spec 6: disableScheduling (on by default) closes every scheduling call with 403. */
describe('scheduling behind the disableScheduling flag', () => {
  const t = useTestApp({}, { MODULE_DISABLE_SCHEDULING: 'true' });
  let f: Awaited<ReturnType<typeof twoCompanies>>;

  beforeAll(async () => {
    f = await twoCompanies(t.db);
  });

  it('answers 403 "Scheduling is disabled" on slots, mutexes, setInterview and the meeting resource', async () => {
    const range = 'from=2030-03-25T00:00:00.000Z&to=2030-03-26T00:00:00.000Z';
    const calls = [
      { method: 'GET', url: `/api/application-step/meeting-slots/${f.applicationA.id}?${range}` },
      { method: 'GET', url: `/api/application-step/interview-mutexes/${f.applicationA.id}?${range}` },
      {
        method: 'POST',
        url: '/api/application-step/setInterview',
        payload: { applicationId: f.applicationA.id, meetingTypeId: 2, startsAt: '2030-03-25T09:00:00.000Z' },
      },
      { method: 'GET', url: '/api/meeting' },
      { method: 'GET', url: '/api/meeting/1' },
      { method: 'POST', url: '/api/meeting/@list', payload: {} },
      { method: 'POST', url: '/api/meeting/@fetch', payload: { idList: [1] } },
      {
        method: 'POST',
        url: '/api/meeting',
        payload: {
          meetingTypeId: 3,
          startsAt: '2030-03-25T09:00:00.000Z',
          endsAt: '2030-03-25T10:00:00.000Z',
        },
      },
      { method: 'PATCH', url: '/api/meeting/1', payload: { status: 'confirmed' } },
      { method: 'DELETE', url: '/api/meeting/1' },
    ] as const;
    for (const call of calls) {
      const res = await t.request({ ...call, as: f.adminA.id });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Scheduling is disabled' });
    }
    // Sign-in still comes first: without a session it is 401.
    expect((await t.request({ method: 'GET', url: '/api/meeting' })).statusCode).toBe(401);
    // The web app learns it from the runtime configuration.
    const config = await t.request({ method: 'GET', url: '/config.json' });
    expect(config.json().modules?.disableScheduling ?? config.json().config?.modules?.disableScheduling).toBe(
      true,
    );
  });
});
