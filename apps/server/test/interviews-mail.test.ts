import { CompanyRoleId } from '@hiring/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createUser } from '../src/db/seed/factories.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';
import { applicant, schedulingOn } from './interviews-support.js';
import { calendarOf, parseIcs } from './support/calendar-file.js';
import { startSmtpSink } from './support/smtp-sink.js';

describe('interview mails with their .ics', () => {
  const env: Record<string, string> = { ...schedulingOn };
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    env.SMTP_URL = smtp.url;
  });
  const t = useTestApp({}, env);
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  afterAll(async () => {
    await smtp?.close();
  });

  beforeAll(async () => {
    f = await twoCompanies(t.db);
  });

  const setInterview = (payload: object) =>
    t.request({ method: 'POST', url: '/api/application-step/setInterview', as: f.adminA.id, payload });
  const mailsTo = (email: string, from: number) =>
    smtp.received.slice(from).filter((m) => m.envelopeTo.includes(email));

  it('invites, changes and cancels with one UID, a growing SEQUENCE and the right METHOD', async () => {
    const p = await applicant(t.db, f.jobA1.id, 'Ilaria');
    const [recruiter] = await t.db.query.user.findMany({ where: (u, { eq }) => eq(u.id, f.adminA.id) });
    const before = smtp.received.length;

    const booked = await setInterview({
      applicationId: p.application.id,
      meetingTypeId: 2,
      startsAt: '2030-03-25T09:00:00.000Z',
    });
    expect(booked.statusCode).toBe(201);
    const m = booked.json().data;
    const [toCandidate] = mailsTo(p.candidate.email, before);
    const [toRecruiter] = mailsTo(recruiter!.email, before);
    expect(toCandidate!.headers.subject).toBe(
      'Colloquio con Alfa S.r.l.: 25/03/2030 10:00–11:00 (Europe/Rome)',
    );
    expect(toCandidate!.text).toContain('Posizione: Alfa backend developer');
    expect(toCandidate!.text).toContain(`Dove: ${m.link}`);
    expect(toRecruiter!.headers.subject).toBe(
      'Colloquio con Ilaria Candidato: 25/03/2030 10:00–11:00 (Europe/Rome)',
    );
    const invite = parseIcs(calendarOf(toCandidate!));
    expect(invite).toMatchObject({
      method: 'REQUEST',
      uid: `meeting-${m.id}@hiring.local`,
      sequence: 0,
      status: 'CONFIRMED',
      start: '2030-03-25T09:00:00.000Z',
      end: '2030-03-25T10:00:00.000Z',
      location: m.link,
    });
    expect(String(invite.organizer).toLowerCase()).toBe(`mailto:${recruiter!.email}`.toLowerCase());
    expect(invite.attendees.map((a) => String(a).toLowerCase())).toEqual([
      `mailto:${p.candidate.email}`.toLowerCase(),
    ]);
    expect(parseIcs(calendarOf(toRecruiter!))).toMatchObject({ uid: invite.uid, sequence: 0 });

    // A new date: the same event, SEQUENCE 1.
    const mark = smtp.received.length;
    const moved = await setInterview({
      applicationId: p.application.id,
      meetingId: m.id,
      meetingTypeId: 1,
      place: 'Via Roma 1, Milano',
      startsAt: '2030-03-26T13:00:00.000Z',
    });
    expect(moved.statusCode).toBe(200);
    const [changed] = mailsTo(p.candidate.email, mark);
    expect(changed!.headers.subject).toBe(
      'Colloquio modificato: Alfa S.r.l., 26/03/2030 14:00–15:00 (Europe/Rome)',
    );
    // Type and date changed: two significant changes.
    expect(parseIcs(calendarOf(changed!))).toMatchObject({
      method: 'REQUEST',
      uid: invite.uid,
      sequence: 2,
      start: '2030-03-26T13:00:00.000Z',
      end: '2030-03-26T14:00:00.000Z',
      location: 'Via Roma 1, Milano',
    });

    // Cancelled by the candidate: METHOD:CANCEL, one more.
    const mark2 = smtp.received.length;
    expect(
      (await t.request({ method: 'DELETE', url: `/api/meeting/${m.id}`, as: p.candidate.id })).statusCode,
    ).toBe(204);
    const [cancelled] = mailsTo(p.candidate.email, mark2);
    expect(cancelled!.headers.subject).toBe(
      'Colloquio annullato: Alfa S.r.l., 26/03/2030 14:00–15:00 (Europe/Rome)',
    );
    expect(cancelled!.raw).toMatch(/text\/calendar; charset=utf-8; method=CANCEL/i);
    expect(parseIcs(calendarOf(cancelled!))).toMatchObject({
      method: 'CANCEL',
      uid: invite.uid,
      sequence: 3,
      status: 'CANCELLED',
    });
    expect(mailsTo(recruiter!.email, mark2)).toHaveLength(1);
  });

  it('tells a replaced recruiter that the interview left their calendar, in their language', async () => {
    const p = await applicant(t.db, f.jobA1.id, 'Olga');
    const booked = await setInterview({
      applicationId: p.application.id,
      meetingTypeId: 2,
      startsAt: '2030-03-27T09:00:00.000Z',
    });
    const m = booked.json().data;
    const lea = await createUser(t.db, { firstname: 'Lea', lastname: 'Alfa', lang: 'en' });
    await addMember(t.db, {
      userId: lea.id,
      companyId: f.companyA.id,
      companyRoleId: CompanyRoleId.recruiter,
    });
    const [anna] = await t.db.query.user.findMany({ where: (u, { eq }) => eq(u.id, f.adminA.id) });
    const mark = smtp.received.length;
    const res = await setInterview({
      applicationId: p.application.id,
      meetingId: m.id,
      meetingTypeId: 2,
      startsAt: '2030-03-27T09:00:00.000Z',
      recruiterUserId: lea.id,
    });
    expect(res.statusCode).toBe(200);
    const [toLea] = mailsTo(lea.email, mark);
    expect(toLea!.headers.subject).toBe(
      'Interview changed: Olga Candidato, 27/03/2030 10:00–11:00 (Europe/Rome)',
    );
    expect(parseIcs(calendarOf(toLea!))).toMatchObject({ method: 'REQUEST', sequence: 1 });
    const [toAnna] = mailsTo(anna!.email, mark);
    expect(parseIcs(calendarOf(toAnna!))).toMatchObject({
      method: 'CANCEL',
      uid: `meeting-${m.id}@hiring.local`,
    });
  });
});
