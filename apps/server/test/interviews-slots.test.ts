import { beforeAll, describe, expect, it } from 'vitest';
import { freeSlots, workingRanges } from '../src/modules/interviews/slots.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';
import { insertMeeting, recruiterOf, schedulingOn } from './interviews-support.js';

const office = [
  [],
  ...Array.from({ length: 5 }, () => [
    { from: '09:00', to: '13:00' },
    { from: '14:00', to: '18:00' },
  ]),
  [],
];
const iso = (ms: number) => new Date(ms).toISOString();
const starts = (slots: Array<{ startsAt: string }>) => slots.map((s) => s.startsAt);

describe('slot arithmetic (pure)', () => {
  it('lays slots back to back per stretch, after busy ranges on the quarter-hour grid, never before now', () => {
    const day = Date.parse('2030-03-25T00:00:00.000Z'); // a Monday
    const h = (hours: number) => day + hours * 3_600_000;
    const slots = freeSlots({
      from: new Date(h(0)),
      to: new Date(h(24)),
      now: new Date(h(8.2)), // 09:12 in Rome
      workingHours: office,
      timeZone: 'Europe/Rome',
      minutes: 45,
      busy: [{ start: h(9.5), end: h(10 + 1 / 6) }], // 09:30Z–10:10Z
    });
    expect(slots.map((s) => iso(s.start).slice(11, 16))).toEqual([
      // Morning 08:00Z–12:00Z (UTC+1): from 08:15Z (now, on the grid) to 09:30Z, then from 10:15Z (after 10:10Z).
      '08:15',
      '10:15',
      '11:00',
      // Afternoon 13:00Z–17:00Z.
      '13:00',
      '13:45',
      '14:30',
      '15:15',
      '16:00',
    ]);
    expect(slots.every((s) => s.end - s.start === 45 * 60_000)).toBe(true);
  });

  it('reads working hours in the zone across the DST change (Europe/Rome, 31 March 2030)', () => {
    const ranges = workingRanges(
      new Date('2030-03-30T00:00:00Z'),
      new Date('2030-04-01T00:00:00Z'),
      [[{ from: '01:00', to: '04:00' }], [], [], [], [], [], [{ from: '09:00', to: '10:00' }]],
      'Europe/Rome',
    );
    expect(ranges.map((r) => [iso(r.start), iso(r.end)])).toEqual([
      ['2030-03-30T08:00:00.000Z', '2030-03-30T09:00:00.000Z'],
      // 01:00 CET to 04:00 CEST: two real hours.
      ['2030-03-31T00:00:00.000Z', '2030-03-31T02:00:00.000Z'],
    ]);
  });
});

describe('meeting slots and mutexes', () => {
  const t = useTestApp({}, schedulingOn);
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let rita: { id: number };
  const slots = (as: number, applicationId: number, query: string) =>
    t.request({ method: 'GET', url: `/api/application-step/meeting-slots/${applicationId}?${query}`, as });
  const mutexes = (as: number, applicationId: number, query: string) =>
    t.request({
      method: 'GET',
      url: `/api/application-step/interview-mutexes/${applicationId}?${query}`,
      as,
    });
  // Monday 25 March 2030, a whole day in Rome (UTC+1).
  const monday = 'from=2030-03-24T23:00:00.000Z&to=2030-03-25T23:00:00.000Z';

  beforeAll(async () => {
    f = await twoCompanies(t.db);
    rita = await recruiterOf(t.db, f.companyA.id, 'Rita');
  });

  it('offers the recruiter’s working hours by default: Monday to Friday 9–13 and 14–18, Rome, 60 minutes', async () => {
    const res = await slots(f.adminA.id, f.applicationA.id, monday);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ recruiterUserId: f.adminA.id, timeZone: 'Europe/Rome', minutes: 60 });
    expect(starts(data.slots)).toEqual(
      [8, 9, 10, 11, 13, 14, 15, 16].map((h) => `2030-03-25T${String(h).padStart(2, '0')}:00:00.000Z`),
    );
    expect(data.slots[0].endsAt).toBe('2030-03-25T09:00:00.000Z');
    // 30-minute slots on request; the weekend is off.
    const half = (await slots(f.adminA.id, f.applicationA.id, `${monday}&minutes=30`)).json().data;
    expect(half.slots).toHaveLength(16);
    const sunday = 'from=2030-03-23T23:00:00.000Z&to=2030-03-24T23:00:00.000Z';
    expect((await slots(f.adminA.id, f.applicationA.id, sunday)).json().data.slots).toEqual([]);
  });

  it('follows a recruiter’s own hours and zone across the DST change', async () => {
    const prefs = await t.request({ method: 'GET', url: '/api/recruiter-preference', as: rita.id });
    expect(prefs.json().data[0]).toMatchObject({
      userId: rita.id,
      timeZone: 'Europe/Rome',
      interviewMinutes: 60,
      workingHours: office,
    });
    const id = prefs.json().data[0].id;
    const patch = (payload: object) =>
      t.request({ method: 'PATCH', url: `/api/recruiter-preference/${id}`, as: rita.id, payload });
    const daily = Array.from({ length: 7 }, () => [{ from: '09:00', to: '10:00' }]);
    const night = [
      [
        { from: '01:00', to: '04:00' },
        { from: '09:00', to: '10:00' },
      ],
      ...daily.slice(1),
    ];
    // Bad input: unknown zone, overlapping or malformed intervals, six days, length out of range.
    for (const bad of [
      { timeZone: 'Europe/Atlantis' },
      {
        workingHours: [
          [
            { from: '09:00', to: '11:00' },
            { from: '10:00', to: '12:00' },
          ],
          [],
          [],
          [],
          [],
          [],
          [],
        ],
      },
      { workingHours: [[{ from: '9:00', to: '10:00' }], [], [], [], [], [], []] },
      { workingHours: [[{ from: '10:00', to: '09:00' }], [], [], [], [], [], []] },
      { workingHours: daily.slice(1) },
      { interviewMinutes: 10 },
      { interviewMinutes: 241 },
    ]) {
      expect((await patch(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const saved = await patch({ workingHours: night, timeZone: 'Europe/Rome', interviewMinutes: 60 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.workingHours).toEqual(night);

    const res = await slots(
      f.adminA.id,
      f.applicationA.id,
      `from=2030-03-30T00:00:00.000Z&to=2030-04-01T00:00:00.000Z&recruiterUserId=${rita.id}`,
    );
    expect(res.statusCode).toBe(200);
    expect(starts(res.json().data.slots)).toEqual([
      '2030-03-30T08:00:00.000Z', // Saturday 09:00 CET
      '2030-03-31T00:00:00.000Z', // Sunday 01:00 CET
      '2030-03-31T01:00:00.000Z', // 03:00 CEST: 02:00–03:00 does not exist that night
      '2030-03-31T07:00:00.000Z', // Sunday 09:00 CEST
    ]);
    // Another zone: New York's 09:00 is 13:00Z on 5 April 2030 (EDT).
    expect((await patch({ timeZone: 'America/New_York', workingHours: daily })).statusCode).toBe(200);
    const ny = await slots(
      f.adminA.id,
      f.applicationA.id,
      `from=2030-04-05T00:00:00.000Z&to=2030-04-06T00:00:00.000Z&recruiterUserId=${rita.id}`,
    );
    expect(ny.json().data).toMatchObject({ timeZone: 'America/New_York' });
    expect(starts(ny.json().data.slots)).toEqual(['2030-04-05T13:00:00.000Z']);
  });

  it('leaves out busy blocks and the candidate’s meetings with any company; mutexes show the other company’s as a bare range', async () => {
    const busy = await t.request({
      method: 'POST',
      url: '/api/meeting',
      as: f.adminA.id,
      payload: { meetingTypeId: 3, startsAt: '2030-03-25T09:00:00.000Z', endsAt: '2030-03-25T10:00:00.000Z' },
    });
    expect(busy.statusCode).toBe(201);
    expect(busy.json().data).toMatchObject({
      meetingTypeId: 3,
      recruiterUserId: f.adminA.id,
      applicationId: null,
    });
    // The candidate's interview with company B, 14:30–15:30 Rome.
    const elsewhere = await insertMeeting(t.db, {
      companyId: f.companyB.id,
      applicationId: f.applicationB.id,
      jobId: f.jobB1.id,
      recruiterUserId: f.adminB.id,
      candidateUserId: f.candidate.id,
      meetingTypeId: 1,
      place: 'Beta, via Segreta 1',
      startsAt: new Date('2030-03-25T13:30:00.000Z'),
      endsAt: new Date('2030-03-25T14:30:00.000Z'),
    });
    // A cancelled meeting blocks nothing.
    await insertMeeting(t.db, {
      companyId: f.companyA.id,
      recruiterUserId: f.adminA.id,
      meetingTypeId: 3,
      startsAt: new Date('2030-03-25T15:00:00.000Z'),
      endsAt: new Date('2030-03-25T16:00:00.000Z'),
      status: 'cancelled',
      cancelledAt: new Date(),
    });

    const res = await slots(f.adminA.id, f.applicationA.id, monday);
    expect(starts(res.json().data.slots)).toEqual([
      '2030-03-25T08:00:00.000Z',
      '2030-03-25T10:00:00.000Z',
      '2030-03-25T11:00:00.000Z',
      '2030-03-25T14:30:00.000Z',
      '2030-03-25T15:30:00.000Z',
    ]);
    // Rita (09:00–10:00 New York since the test above: 13:00Z–14:00Z) is free, the candidate only until 13:30Z.
    const other = await slots(
      f.adminA.id,
      f.applicationA.id,
      `${monday}&recruiterUserId=${rita.id}&minutes=30`,
    );
    expect(starts(other.json().data.slots)).toEqual(['2030-03-25T13:00:00.000Z']);

    const m = await mutexes(f.adminA.id, f.applicationA.id, monday);
    expect(m.statusCode).toBe(200);
    expect(m.json().data).toEqual([
      {
        startsAt: '2030-03-25T09:00:00.000Z',
        endsAt: '2030-03-25T10:00:00.000Z',
        who: 'recruiter',
        meetingTypeId: 3,
        meetingId: busy.json().data.id,
      },
      {
        startsAt: '2030-03-25T13:30:00.000Z',
        endsAt: '2030-03-25T14:30:00.000Z',
        who: 'candidate',
        meetingTypeId: 1,
        meetingId: null,
      },
    ]);
    expect(JSON.stringify(m.json())).not.toContain('Segreta');
    expect(elsewhere.id).toBeGreaterThan(0);
  });

  it('offers nothing in the past', async () => {
    const past = await slots(
      f.adminA.id,
      f.applicationA.id,
      'from=2020-01-06T00:00:00.000Z&to=2020-01-10T00:00:00.000Z',
    );
    expect(past.statusCode).toBe(200);
    expect(past.json().data.slots).toEqual([]);
  });

  it('refuses bad ranges and strangers with 400, and out-of-reach applications with 404', async () => {
    for (const query of [
      'from=2030-03-25T10:00:00.000Z&to=2030-03-25T10:00:00.000Z',
      'from=2030-03-26T00:00:00.000Z&to=2030-03-25T00:00:00.000Z',
      'from=2030-03-01T00:00:00.000Z&to=2030-04-01T00:00:01.000Z',
      'from=yesterday&to=2030-03-25T00:00:00.000Z',
      'to=2030-03-25T00:00:00.000Z',
      `${monday}&minutes=5`,
      `${monday}&recruiterUserId=${f.adminB.id}`,
      `${monday}&extra=1`,
    ]) {
      const res = await slots(f.adminA.id, f.applicationA.id, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    expect(
      (
        await slots(
          f.adminA.id,
          f.applicationA.id,
          'from=2030-03-01T00:00:00.000Z&to=2030-03-31T23:00:00.000Z',
        )
      ).statusCode,
    ).toBe(200);
    // Company B, and A's assistant who reaches only their own jobs, do not see the application.
    expect((await slots(f.adminB.id, f.applicationA.id, monday)).statusCode).toBe(404);
    expect((await mutexes(f.adminB.id, f.applicationA.id, monday)).statusCode).toBe(404);
    expect((await slots(f.assistantA.id, f.applicationA.id, monday)).statusCode).toBe(404);
    expect((await slots(f.adminA.id, 2_000_000, monday)).statusCode).toBe(404);
    // A candidate has no board.
    expect((await slots(f.candidate.id, f.applicationA.id, monday)).statusCode).toBe(403);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/application-step/meeting-slots/${f.applicationA.id}?${monday}`,
        })
      ).statusCode,
    ).toBe(401);
  });
});
