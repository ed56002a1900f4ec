import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyRoleId, type MyApplication } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import {
  addMember,
  createBoardColumns,
  createCandidate,
  createCompany,
  createJob,
  createUser,
} from '../src/db/seed/factories.js';
import { useTestApp } from './helpers.js';
import { schedulingOn, stepNoticesOf, stepsOf } from './interviews-support.js';
import { calendarOf, parseIcs } from './support/calendar-file.js';
import { startSmtpSink } from './support/smtp-sink.js';

/**
 * "My applications" of the candidate app (docs/talents.md): two candidates applied through the API,
 * staff worked on the applications as the dashboard does, and each candidate reads only their own.
 */
describe('my applications (candidates)', () => {
  const env: Record<string, string> = { ...schedulingOn };
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    env.SMTP_URL = smtp.url;
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const ctx = useTestApp({ publicUrl: 'https://hiring.example' }, env);

  let admin: { id: number; email: string };
  let outsider: { id: number };
  let anna: { id: number; email: string };
  let bruno: { id: number };
  let jobLive: { id: number };
  let jobOther: { id: number };
  let columns: Array<{ id: number; name: string; special: string | null }>;
  let annaLive: number;
  let annaOther: number;
  let brunoLive: number;
  let meetingId: number;
  let annaChat: number;
  let brunoMessage: number;
  let annaQuestion: number;

  const get = (as: number, url: string) => ctx.request({ method: 'GET', url, as });
  const post = (as: number, url: string, payload?: object) =>
    ctx.request({ method: 'POST', url, as, ...(payload ? { payload } : {}) });
  const mine = async (as: number, query = '') => {
    const res = await get(as, `/api/talents/applications${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as MyApplication[];
  };

  beforeAll(async () => {
    const company = await createCompany(ctx.db, {
      name: 'Gamma S.r.l.',
      logo: 'https://cdn.example/logo.png',
    });
    admin = await createUser(ctx.db, {
      firstname: 'Ugo',
      lastname: 'Selettore',
      email: 'ugo.selettore@gamma.it',
    });
    await addMember(ctx.db, {
      userId: admin.id,
      companyId: company.id,
      companyRoleId: CompanyRoleId.companyAdmin,
    });
    const other = await createCompany(ctx.db, { name: 'Delta S.p.A.' });
    outsider = await createUser(ctx.db);
    await addMember(ctx.db, {
      userId: outsider.id,
      companyId: other.id,
      companyRoleId: CompanyRoleId.companyAdmin,
    });
    jobLive = await createJob(
      ctx.db,
      { companyId: company.id, userId: admin.id, name: 'Gamma frontend developer', locationId: 1 },
      'published',
    );
    jobOther = await createJob(
      ctx.db,
      { companyId: company.id, userId: admin.id, name: 'Gamma tester' },
      'published',
    );
    columns = await createBoardColumns(ctx.db, jobLive.id);
    await createBoardColumns(ctx.db, jobOther.id);
    anna = await createCandidate(ctx.db, {
      firstname: 'Anna',
      lastname: 'Talento',
      email: 'anna@example.it',
    });
    bruno = await createCandidate(ctx.db, { firstname: 'Bruno', lastname: 'Rivale', lang: 'en' });

    const apply = async (as: number, jobId: number) => {
      const res = await post(as, '/api/application', { jobId });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    annaLive = await apply(anna.id, jobLive.id);
    brunoLive = await apply(bruno.id, jobLive.id);
    annaOther = await apply(anna.id, jobOther.id);

    // What the team does on the dashboard: views, moves to an internal phase, notes, asks, books.
    const staff = (method: 'PATCH' | 'POST', url: string, payload?: object) =>
      ctx.request({ method, url, as: admin.id, ...(payload ? { payload } : {}) });
    expect((await staff('PATCH', `/api/update/application-set-viewed/${annaLive}`)).statusCode).toBe(204);
    const phase1 = columns.find((c) => c.name === 'phase1')!;
    const moved = await staff('PATCH', `/api/application/${annaLive}`, { jobApplicationStatusId: phase1.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const note = await staff('POST', '/api/application-note', {
      applicationId: annaLive,
      body: 'NotaRiservata',
    });
    expect(note.statusCode, note.body).toBe(201);
    const asked = await staff('POST', '/api/application-question', {
      applicationId: annaLive,
      questions: [{ text: 'Perché Gamma?' }],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    annaQuestion = asked.json().data[0].id;
    const booked = await staff('POST', '/api/application-step/setInterview', {
      applicationId: annaLive,
      meetingTypeId: 2,
      startsAt: '2099-03-25T09:00:00.000Z',
      note: 'Porti il portfolio',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    meetingId = booked.json().data.id;
    const chat = await staff('POST', '/api/chat', { candidateUserId: anna.id, jobId: jobLive.id });
    expect(chat.statusCode, chat.body).toBe(201);
    annaChat = chat.json().data.id;
    const brunoChat = (await staff('POST', '/api/chat', { candidateUserId: bruno.id })).json().data.id;
    const sent = await staff('POST', '/api/message', { chatId: brunoChat, body: 'Solo per Bruno' });
    expect(sent.statusCode, sent.body).toBe(201);
    brunoMessage = sent.json().data.id;
    // Bruno is turned down.
    expect((await staff('POST', '/api/application/@reject', { idList: [brunoLive] })).statusCode).toBe(200);
  });

  it('lists the caller’s applications, newest first, with the steps, interviews, questions and chat they may see', async () => {
    const list = await mine(anna.id);
    expect(list.map((a) => a.id)).toEqual([annaOther, annaLive]);
    const live = list[1]!;
    expect(live).toMatchObject({
      id: annaLive,
      jobId: jobLive.id,
      job: {
        title: 'Gamma frontend developer',
        companyName: 'Gamma S.r.l.',
        companyLogo: 'https://cdn.example/logo.png',
        location: 'Torino (TO)',
        status: 'published',
      },
      withdrawnAt: null,
      state: 'active',
      openQuestions: 1,
      chatId: annaChat,
    });
    // The move to the company's internal phase is not a step the candidate sees.
    expect(live.steps.map((s) => s.key)).toEqual(['applied', 'view', 'qa-request', 'interview-request']);
    expect(live.steps[0]).toMatchObject({ name: 'Candidatura inviata', style: 'default' });
    expect(live.interviews).toEqual([
      {
        id: meetingId,
        meetingTypeId: 2,
        startsAt: '2099-03-25T09:00:00.000Z',
        endsAt: '2099-03-25T10:00:00.000Z',
        place: null,
        link: expect.stringContaining(String(meetingId)),
        note: 'Porti il portfolio',
        status: 'requested',
      },
    ]);
    // The company's conversation with her is one (docs/chat.md): opened about the other job, it is
    // this application's chat too.
    expect(list[0]).toMatchObject({
      state: 'active',
      steps: [{ key: 'applied' }],
      interviews: [],
      chatId: annaChat,
    });

    const english = await mine(anna.id, '?lang=en');
    expect(english[1]!.steps.map((s) => s.name)).toEqual([
      'Application sent',
      'Application viewed',
      'Questions requested',
      'Interview requested',
    ]);
    // Nothing of the company's internals or of anyone else leaves.
    const body = (await get(anna.id, '/api/talents/applications')).body;
    for (const secret of [
      'NotaRiservata',
      'phase1',
      'ugo.selettore',
      'Selettore',
      'Rivale',
      'Solo per Bruno',
    ])
      expect(body, secret).not.toContain(secret);
  });

  it('shows Bruno his own application only, rejected, in his language', async () => {
    const list = await mine(bruno.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: brunoLive, state: 'rejected', interviews: [], openQuestions: 0 });
    expect(list[0]!.steps.map((s) => `${s.key}:${s.name}:${s.style}`)).toEqual([
      'applied:Application sent:default',
      'rejected:Rejected:reject',
    ]);
    expect(list[0]!.chatId).not.toBeNull();
  });

  it('reads one application: anyone else’s answers as an unknown id; staff are refused', async () => {
    const one = await get(anna.id, `/api/talents/applications/${annaLive}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual((await mine(anna.id))[1]);
    const others = await get(anna.id, `/api/talents/applications/${brunoLive}`);
    const unknown = await get(anna.id, '/api/talents/applications/2147483647');
    expect(others.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(others.json().message.replace(String(brunoLive), 'N')).toBe(
      unknown.json().message.replace('2147483647', 'N'),
    );
    for (const url of ['/api/talents/applications', `/api/talents/applications/${annaLive}`]) {
      for (const as of [admin.id, outsider.id])
        expect((await get(as, url)).json()).toEqual({
          statusCode: 403,
          error: 'Forbidden',
          message: 'Forbidden',
        });
    }
    expect((await post(admin.id, `/api/talents/applications/${annaLive}/withdraw`)).statusCode).toBe(403);
    expect((await get(anna.id, '/api/talents/applications/abc')).statusCode).toBe(400);
    expect((await get(anna.id, '/api/talents/applications?lang=de')).statusCode).toBe(400);
  });

  it('keeps chats to their candidate', async () => {
    const chats = (await get(anna.id, '/api/chat')).json().data as Array<{ chatId: number }>;
    expect(chats.map((c) => c.chatId)).toEqual([annaChat]);
    expect((await get(anna.id, `/api/message/${brunoMessage}`)).statusCode).toBe(404);
  });

  it('gives the interview as a calendar file: the mails’ event, for the candidate and the staff who reach it', async () => {
    const accepted = await ctx.request({
      method: 'PATCH',
      url: `/api/meeting/${meetingId}`,
      as: anna.id,
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode).toBe(200);
    const res = await get(anna.id, `/api/meeting/${meetingId}/ics`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`interview-${meetingId}.ics`);
    const file = parseIcs(res.body);
    const invitation = smtp.received.find(
      (m) => m.envelopeTo.includes(anna.email) && m.headers.subject?.startsWith('Colloquio con Gamma'),
    );
    const mailed = parseIcs(calendarOf(invitation!));
    expect(file).toMatchObject({
      method: 'PUBLISH',
      uid: mailed.uid,
      sequence: mailed.sequence,
      status: 'CONFIRMED',
      start: '2099-03-25T09:00:00.000Z',
      end: '2099-03-25T10:00:00.000Z',
      summary: 'Gamma frontend developer — Gamma S.r.l.',
      description: 'Porti il portfolio',
      organizer: null,
      attendees: [],
    });
    expect(mailed.uid).toBe(`meeting-${meetingId}@hiring.example`);
    expect(res.body).not.toContain('ugo.selettore');
    expect(parseIcs((await get(admin.id, `/api/meeting/${meetingId}/ics`)).body).uid).toBe(mailed.uid);
    for (const as of [bruno.id, outsider.id])
      expect((await get(as, `/api/meeting/${meetingId}/ics`)).statusCode).toBe(404);
    expect((await get(anna.id, '/api/meeting/2147483647/ics')).statusCode).toBe(404);
    // A later change of date is a new SEQUENCE, in the file as in the mail.
    const changed = await ctx.request({
      method: 'POST',
      url: '/api/application-step/setInterview',
      as: admin.id,
      payload: { applicationId: annaLive, meetingId, meetingTypeId: 2, startsAt: '2099-03-26T09:00:00.000Z' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(parseIcs((await get(anna.id, `/api/meeting/${meetingId}/ics`)).body)).toMatchObject({
      sequence: 1,
      start: '2099-03-26T09:00:00.000Z',
    });
  });

  it('withdraws once: the state, a step and notice for the team, a locked card, the interview cancelled', async () => {
    const boardCard = async () => {
      const board = await get(admin.id, `/api/board/${jobLive.id}`);
      return (
        board.json().data.applications as Array<{ id: number; locked: boolean; lastStep: { key: string } }>
      ).find((c) => c.id === annaLive)!;
    };
    expect((await boardCard()).locked).toBe(false);

    expect((await post(bruno.id, `/api/talents/applications/${annaLive}/withdraw`)).statusCode).toBe(404);
    const res = await post(anna.id, `/api/talents/applications/${annaLive}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);
    const withdrawn = res.json().data as MyApplication;
    expect(withdrawn.state).toBe('withdrawn');
    expect(withdrawn.withdrawnAt).not.toBeNull();
    expect(withdrawn.steps.map((s) => s.key).slice(-2)).toEqual(['interview-cancelled', 'withdrawn']);
    expect(withdrawn.steps.at(-1)).toMatchObject({ name: 'Candidatura ritirata', style: 'cancel' });
    expect(withdrawn.interviews[0]!.status).toBe('cancelled');
    expect((await stepsOf(ctx.db, meetingId)).at(-1)).toMatchObject({
      key: 'interview-cancelled',
      userId: anna.id,
    });

    const notices = await stepNoticesOf(ctx.db, annaLive, [admin.id]);
    expect(notices.at(-1)).toMatchObject({ fromUserId: anna.id, message: 'Candidatura ritirata' });
    const [journal] = await ctx.db
      .select({ kind: t.jobEvent.kind })
      .from(t.jobEvent)
      .where(eq(t.jobEvent.kind, 'application-withdrawn'));
    expect(journal).toBeDefined();

    // The recruiter's board keeps the card, locked, its last step the withdrawal; it no longer moves.
    expect(await boardCard()).toMatchObject({ locked: true, lastStep: { key: 'withdrawn' } });
    const move = await ctx.request({
      method: 'PATCH',
      url: `/api/application/${annaLive}`,
      as: admin.id,
      payload: { jobApplicationStatusId: columns[2]!.id },
    });
    expect(move.json()).toMatchObject({ statusCode: 400, message: 'The application is locked' });

    // Nothing new is asked of her: no interview, no questions; nor does she answer the open one.
    const withdrawnConflict = {
      statusCode: 409,
      error: 'Conflict',
      message: 'The candidate has withdrawn the application',
    };
    const book = await post(admin.id, '/api/application-step/setInterview', {
      applicationId: annaLive,
      meetingTypeId: 2,
      startsAt: '2099-03-26T09:00:00.000Z',
    });
    expect(book.json()).toEqual(withdrawnConflict);
    const ask = await post(admin.id, '/api/application-question', {
      applicationId: annaLive,
      questions: [{ text: 'Ci ripensi?' }],
    });
    expect(ask.json()).toEqual(withdrawnConflict);
    const answer = await ctx.request({
      method: 'PATCH',
      url: `/api/application-question/${annaQuestion}`,
      as: anna.id,
      payload: { answerText: 'Per crescere' },
    });
    expect(answer.json()).toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/^The application is withdrawn/),
    });
    expect((await mine(anna.id)).find((a) => a.id === annaLive)!.interviews).toHaveLength(1);

    const again = await post(anna.id, `/api/talents/applications/${annaLive}/withdraw`);
    expect(again.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'The application is already withdrawn',
    });
    const decided = await post(bruno.id, `/api/talents/applications/${brunoLive}/withdraw`);
    expect(decided.json().message).toBe('An application that is rejected cannot be withdrawn');
    expect((await mine(anna.id)).map((a) => a.state)).toEqual(['active', 'withdrawn']);
  });

  it('answers two simultaneous withdrawals with one 200 and one 409', async () => {
    const results = await Promise.all(
      [1, 2].map(() => post(anna.id, `/api/talents/applications/${annaOther}/withdraw`)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const steps = await ctx.db
      .select({ id: t.applicationStep.id })
      .from(t.applicationStep)
      .where(eq(t.applicationStep.applicationId, annaOther));
    expect(steps).toHaveLength(2);
  });
});
