import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateIcon } from '../src/modules/notices/notices.service.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';
import { applicant, recruiterOf, schedulingOn, stepNoticesOf, stepsOf } from './interviews-support.js';

const at = (hour: number, minute = 0, day = 25) =>
  `2030-03-${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`;

describe('setInterview and the interview step flow', () => {
  const t = useTestApp({}, schedulingOn);
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let rita: { id: number };
  const book = (as: number, payload: object) =>
    t.request({ method: 'POST', url: '/api/application-step/setInterview', as, payload });
  const patch = (as: number, id: number, status: string) =>
    t.request({ method: 'PATCH', url: `/api/meeting/${id}`, as, payload: { status } });
  const lastSteps = async (meetingId: number) =>
    (await stepsOf(t.db, meetingId)).map((s) => `${s.key}/${s.style}`);

  beforeAll(async () => {
    f = await twoCompanies(t.db);
    rita = await recruiterOf(t.db, f.companyA.id, 'Rita');
  });

  it('books an online interview: requested, a link from the pattern, the request step and its notices', async () => {
    const res = await book(f.adminA.id, {
      applicationId: f.applicationA.id,
      meetingTypeId: 2,
      startsAt: at(9),
      note: 'Porta il portfolio',
    });
    expect(res.statusCode).toBe(201);
    const m = res.json().data;
    expect(m).toMatchObject({
      applicationId: f.applicationA.id,
      jobId: f.jobA1.id,
      recruiterUserId: f.adminA.id,
      recruiterName: 'Anna Alfa',
      candidateUserId: f.candidate.id,
      meetingTypeId: 2,
      startsAt: at(9),
      endsAt: at(10), // the recruiter's 60 minutes
      place: null,
      note: 'Porta il portfolio',
      status: 'requested',
      cancelledAt: null,
    });
    expect(m.link).toMatch(new RegExp(`^https://meet\\.jit\\.si/hiring-${m.id}-[A-Za-z0-9_-]{12}$`));
    expect(await lastSteps(m.id)).toEqual(['interview-request/intreq']);
    const steps = await stepsOf(t.db, m.id);
    expect(steps[0]).toMatchObject({ userId: f.adminA.id, applicationId: f.applicationA.id });
    // The job team but the actor (Rita, a recruiter with board C) and the candidate are told.
    const notices = await stepNoticesOf(t.db, f.applicationA.id);
    expect(notices.map((n) => n.recipientUserId).sort()).toEqual([rita.id, f.candidate.id].sort());
    expect(notices[0]).toMatchObject({
      fromUserId: f.adminA.id,
      message: 'Richiesta di colloquio',
      updateIconId: UpdateIcon.interview,
    });

    // The meeting resource reads it back, scoped; the candidate sees their own.
    const list = await t.request({
      method: 'GET',
      // The web app's query (features/interviews/interviews-api.ts).
      url: `/api/meeting?where[applicationId]=${f.applicationA.id}&orderBy=-startsAt&include=recruiter&take=100`,
      as: f.adminA.id,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((x: { id: number }) => x.id)).toEqual([m.id]);
    expect(list.json().data[0].recruiter).toEqual({
      id: f.adminA.id,
      firstname: 'Anna',
      lastname: 'Alfa',
      picture: null,
    });
    const mine = await t.request({ method: 'GET', url: '/api/meeting', as: f.candidate.id });
    expect(mine.json().data.map((x: { id: number }) => x.id)).toEqual([m.id]);
    const one = await t.request({
      method: 'GET',
      url: `/api/meeting/${m.id}?include[0]=recruiter`,
      as: f.adminA.id,
    });
    expect(one.json().data).toMatchObject({
      id: m.id,
      status: 'requested',
      recruiter: { firstname: 'Anna' },
    });
  });

  it('refuses what is not an interview: no place onsite, the past, bad times, a stranger as recruiter', async () => {
    const base = { applicationId: f.applicationA.id, meetingTypeId: 1, place: 'Via Roma 1, Milano' };
    for (const [payload, status] of [
      [{ ...base, place: undefined, startsAt: at(11) }, 400],
      [{ ...base, place: '  ', startsAt: at(11) }, 400],
      [{ ...base, startsAt: '2020-01-01T09:00:00.000Z' }, 400],
      [{ ...base, startsAt: at(11), endsAt: at(11) }, 400],
      [{ ...base, startsAt: at(11), endsAt: at(20) }, 400],
      [{ ...base, startsAt: 'tomorrow' }, 400],
      [{ ...base, meetingTypeId: 3, startsAt: at(11) }, 400],
      [{ ...base, startsAt: at(11), recruiterUserId: f.adminB.id }, 400],
      [{ ...base, startsAt: at(11), applicationId: f.applicationB.id }, 404],
    ] as const) {
      const res = await book(f.adminA.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
    }
  });

  it('never double-books: an overlap with the recruiter or the candidate is a 409, back to back is fine', async () => {
    const other = await applicant(t.db, f.jobA1.id, 'Bea');
    // adminA is busy 09:00–10:00 (the first test): another candidate at 09:30 with adminA clashes.
    const clash = await book(f.adminA.id, {
      applicationId: other.application.id,
      meetingTypeId: 2,
      startsAt: at(9, 30),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'The slot is no longer free',
    });
    // The candidate is busy too, whoever the recruiter.
    const candidateBusy = await book(f.adminA.id, {
      applicationId: f.applicationA.id,
      meetingTypeId: 2,
      startsAt: at(9, 45),
      recruiterUserId: rita.id,
    });
    expect(candidateBusy.statusCode).toBe(409);
    const backToBack = await book(f.adminA.id, {
      applicationId: other.application.id,
      meetingTypeId: 2,
      startsAt: at(10),
    });
    expect(backToBack.statusCode).toBe(201);
  });

  it('parallel bookings of one recruiter: exactly one of ten lands', async () => {
    const people = [];
    for (let i = 0; i < 10; i++) people.push(await applicant(t.db, f.jobA1.id, `Par${i}`));
    const results = await Promise.all(
      people.map((p, i) =>
        book(rita.id, { applicationId: p.application.id, meetingTypeId: 2, startsAt: at(14, i * 5, 26) }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    const rows = await t.request({
      method: 'GET',
      url: `/api/meeting?where[recruiterUserId]=${rita.id}`,
      as: rita.id,
    });
    expect(
      rows.json().data.filter((m: { startsAt: string }) => m.startsAt.startsWith('2030-03-26')),
    ).toHaveLength(1);
  });

  it('parallel bookings of one candidate with two recruiters: exactly one of ten lands', async () => {
    const p = await applicant(t.db, f.jobA1.id, 'Unica');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        book(f.adminA.id, {
          applicationId: p.application.id,
          meetingTypeId: 2,
          startsAt: at(9, i * 5, 27),
          recruiterUserId: i % 2 === 0 ? f.adminA.id : rita.id,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    const rows = await t.request({
      method: 'GET',
      url: `/api/meeting?where[candidateUserId]=${p.candidate.id}`,
      as: f.adminA.id,
    });
    expect(rows.json().data).toHaveLength(1);
  });

  it('changes an interview: recruiter, type and date each write their step; a new date asks the candidate again', async () => {
    const p = await applicant(t.db, f.jobA1.id, 'Cambio');
    const booked = (
      await book(f.adminA.id, { applicationId: p.application.id, meetingTypeId: 2, startsAt: at(8, 0, 28) })
    ).json().data;
    expect((await patch(p.candidate.id, booked.id, 'accepted')).statusCode).toBe(200);
    const change = (payload: object) =>
      book(f.adminA.id, { applicationId: p.application.id, meetingId: booked.id, ...payload });

    // Same values: nothing happens.
    const same = await change({ meetingTypeId: 2, startsAt: at(8, 0, 28) });
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({ status: 'accepted', link: booked.link });
    // Recruiter only: the status stays.
    const recruiter = await change({ meetingTypeId: 2, startsAt: at(8, 0, 28), recruiterUserId: rita.id });
    expect(recruiter.json().data).toMatchObject({
      recruiterUserId: rita.id,
      recruiterName: 'Rita Alfa',
      status: 'accepted',
    });
    // Onsite needs a place; with it, the link goes.
    expect((await change({ meetingTypeId: 1, startsAt: at(8, 0, 28) })).statusCode).toBe(400);
    const onsite = await change({ meetingTypeId: 1, startsAt: at(8, 0, 28), place: 'Via Roma 1, Milano' });
    expect(onsite.json().data).toMatchObject({ meetingTypeId: 1, place: 'Via Roma 1, Milano', link: null });
    // A new date (the length kept) puts it back to requested.
    const moved = await change({ meetingTypeId: 1, startsAt: at(13, 0, 28) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({
      startsAt: at(13, 0, 28),
      endsAt: at(14, 0, 28),
      status: 'requested',
      place: 'Via Roma 1, Milano',
    });
    // All three at once: three steps, in that order; online again gets a fresh link.
    const all = await change({
      meetingTypeId: 2,
      startsAt: at(15, 0, 28),
      endsAt: at(15, 30, 28),
      recruiterUserId: f.adminA.id,
    });
    expect(all.json().data).toMatchObject({
      recruiterUserId: f.adminA.id,
      meetingTypeId: 2,
      place: null,
      endsAt: at(15, 30, 28),
    });
    expect(all.json().data.link).toMatch(/^https:\/\/meet\.jit\.si\/hiring-/);
    expect(await lastSteps(booked.id)).toEqual([
      'interview-request/intreq',
      'interview-accepted/intreq',
      'recruiter-change/change',
      'type-change/change',
      'date-change/change',
      'recruiter-change/change',
      'type-change/change',
      'date-change/change',
    ]);
    // A change onto a taken slot is refused and leaves the interview as it was.
    const taken = await change({ meetingTypeId: 2, startsAt: at(9, 0, 25) });
    expect(taken.statusCode).toBe(409);
    // Not this application's meeting, or another company's: 404.
    expect(
      (
        await book(f.adminA.id, {
          applicationId: f.applicationA.id,
          meetingId: booked.id,
          meetingTypeId: 2,
          startsAt: at(15, 0, 28),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await book(f.adminB.id, {
          applicationId: p.application.id,
          meetingId: booked.id,
          meetingTypeId: 2,
          startsAt: at(15, 0, 28),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('walks the flow: accepted by the candidate, confirmed and completed by the company; each with its step, style and notices', async () => {
    const p = await applicant(t.db, f.jobA1.id, 'Flusso');
    const m = (
      await book(f.adminA.id, { applicationId: p.application.id, meetingTypeId: 2, startsAt: at(8, 0, 29) })
    ).json().data;
    const noticesFor = async (userId: number) =>
      (await stepNoticesOf(t.db, p.application.id, [userId])).map((n) => n.message);

    // Wrong side or wrong order: 403 / 409 with a reason.
    expect((await patch(f.adminA.id, m.id, 'accepted')).statusCode).toBe(403);
    expect((await patch(p.candidate.id, m.id, 'confirmed')).statusCode).toBe(403);
    const early = await patch(f.adminA.id, m.id, 'confirmed');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('An interview that is requested cannot become confirmed');
    expect((await patch(f.adminA.id, m.id, 'completed')).statusCode).toBe(409);

    const accepted = await patch(p.candidate.id, m.id, 'accepted');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.status).toBe('accepted');
    expect((await patch(p.candidate.id, m.id, 'accepted')).json().message).toBe(
      'The interview is already accepted',
    );
    const confirmed = await patch(f.adminA.id, m.id, 'confirmed');
    expect(confirmed.json().data.status).toBe('confirmed');
    const completed = await patch(f.adminA.id, m.id, 'completed');
    expect(completed.json().data.status).toBe('completed');
    expect((await patch(f.adminA.id, m.id, 'cancelled')).statusCode).toBe(409);
    expect((await patch(p.candidate.id, m.id, 'cancelled')).statusCode).toBe(409);

    expect(await lastSteps(m.id)).toEqual([
      'interview-request/intreq',
      'interview-accepted/intreq',
      'interview-confirmed/intconf',
      'interview-completed/intconf',
    ]);
    // The candidate hears of what the company did, not of their own acceptance; the team of all but its actor.
    expect(await noticesFor(p.candidate.id)).toEqual([
      'Richiesta di colloquio',
      'Colloquio confermato',
      'Colloquio svolto',
    ]);
    expect(await noticesFor(rita.id)).toEqual([
      'Richiesta di colloquio',
      'Colloquio accettato',
      'Colloquio confermato',
      'Colloquio svolto',
    ]);
    expect(await noticesFor(f.adminA.id)).toEqual(['Colloquio accettato']);
    // The board's candidate detail lists them with their meeting.
    const detail = await t.request({
      method: 'GET',
      url: `/api/board/application/${p.application.id}`,
      as: rita.id,
    });
    const steps: Array<{ key: string; meetingId: number | null }> = detail.json().data.steps;
    expect(steps.map((s) => [s.key, s.meetingId])).toEqual([
      ['interview-request', m.id],
      ['interview-accepted', m.id],
      ['interview-confirmed', m.id],
      ['interview-completed', m.id],
    ]);
    const icons = await stepNoticesOf(t.db, p.application.id, [rita.id]);
    expect(icons.map((n) => n.updateIconId)).toEqual([
      UpdateIcon.interview,
      UpdateIcon.interview,
      UpdateIcon.interviewConfirmed,
      UpdateIcon.interviewConfirmed,
    ]);
  });

  it('cancels from either side (PATCH or DELETE), with the cancel step; a cancelled slot is free again', async () => {
    const p = await applicant(t.db, f.jobA1.id, 'Annulla');
    const first = (
      await book(f.adminA.id, { applicationId: p.application.id, meetingTypeId: 2, startsAt: at(16, 0, 29) })
    ).json().data;
    const byCandidate = await patch(p.candidate.id, first.id, 'cancelled');
    expect(byCandidate.statusCode).toBe(200);
    expect(byCandidate.json().data.status).toBe('cancelled');
    expect(byCandidate.json().data.cancelledAt).toEqual(expect.any(String));
    expect(await lastSteps(first.id)).toEqual(['interview-request/intreq', 'interview-cancelled/cancel']);
    // The slot is free again; the company cancels the new one with DELETE.
    const second = await book(f.adminA.id, {
      applicationId: p.application.id,
      meetingTypeId: 2,
      startsAt: at(16, 0, 29),
    });
    expect(second.statusCode).toBe(201);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/meeting/${second.json().data.id}`,
      as: f.adminA.id,
    });
    expect(del.statusCode).toBe(204);
    expect(await lastSteps(second.json().data.id)).toEqual([
      'interview-request/intreq',
      'interview-cancelled/cancel',
    ]);
    const icons = await stepNoticesOf(t.db, p.application.id, [p.candidate.id]);
    expect(icons.at(-1)).toMatchObject({ message: 'Colloquio annullato', updateIconId: UpdateIcon.cancel });
    // Already cancelled; a cancelled interview no longer changes.
    expect(
      (await t.request({ method: 'DELETE', url: `/api/meeting/${first.id}`, as: f.adminA.id })).statusCode,
    ).toBe(409);
    const change = await book(f.adminA.id, {
      applicationId: p.application.id,
      meetingId: first.id,
      meetingTypeId: 2,
      startsAt: at(17, 0, 29),
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe('The interview is cancelled and can no longer change');
  });

  it('keeps busy blocks in their owner’s hands', async () => {
    const make = (as: number, startsAt: string, endsAt: string) =>
      t.request({
        method: 'POST',
        url: '/api/meeting',
        as,
        payload: { meetingTypeId: 3, startsAt, endsAt, note: 'Dentista' },
      });
    const block = await make(rita.id, at(7, 0, 29), at(8, 0, 29));
    expect(block.statusCode).toBe(201);
    expect((await make(rita.id, at(7, 30, 29), at(9, 0, 29))).statusCode).toBe(409);
    expect((await make(rita.id, at(9, 0, 29), at(8, 0, 29))).statusCode).toBe(400);
    expect((await make(f.candidate.id, at(7, 0, 29), at(8, 0, 29))).statusCode).toBe(403);
    const id = block.json().data.id;
    expect((await patch(rita.id, id, 'cancelled')).statusCode).toBe(409);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/meeting/${id}`, as: f.adminA.id })).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/meeting/${id}`, as: f.adminB.id })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/meeting/${id}`, as: rita.id })).statusCode).toBe(
      204,
    );
    expect((await t.request({ method: 'GET', url: `/api/meeting/${id}`, as: rita.id })).statusCode).toBe(404);
    expect((await make(rita.id, at(7, 30, 29), at(8, 30, 29))).statusCode).toBe(201);
  });

  it('keeps company B out of A’s meetings, whatever the ids', async () => {
    const [m] = (
      await t.request({
        method: 'GET',
        url: `/api/meeting?where[applicationId]=${f.applicationA.id}`,
        as: f.adminA.id,
      })
    ).json().data;
    for (const req of [
      { method: 'GET' as const, url: `/api/meeting/${m.id}` },
      { method: 'PATCH' as const, url: `/api/meeting/${m.id}`, payload: { status: 'cancelled' } },
      { method: 'DELETE' as const, url: `/api/meeting/${m.id}` },
    ]) {
      expect((await t.request({ ...req, as: f.adminB.id })).statusCode, req.method).toBe(404);
    }
    expect((await t.request({ method: 'GET', url: '/api/meeting', as: f.adminB.id })).json().data).toEqual(
      [],
    );
    const fetched = await t.request({
      method: 'POST',
      url: '/api/meeting/@fetch',
      as: f.adminB.id,
      payload: { idList: [m.id] },
    });
    expect(fetched.json().data).toEqual([]);
    const ids = await t.request({ method: 'POST', url: '/api/meeting/@list', as: f.adminB.id, payload: {} });
    expect(ids.json().data).toEqual([]);
    // A's assistant reaches only their own jobs; another candidate is no party to it.
    expect(
      (await t.request({ method: 'GET', url: `/api/meeting/${m.id}`, as: f.assistantA.id })).statusCode,
    ).toBe(404);
    const stranger = await applicant(t.db, f.jobB1.id, 'Estraneo');
    expect((await patch(stranger.candidate.id, m.id, 'accepted')).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/meeting/${m.id}`, as: stranger.candidate.id })).statusCode,
    ).toBe(404);
  });
});
