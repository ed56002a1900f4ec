import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { meeting } from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import { UpdateIcon } from '../src/modules/notices/notices.service.js';
import { completePastInterviews, remindStartingSoon } from '../src/modules/interviews/interview-reminders.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';
import { applicant, insertMeeting, schedulingOn, stepNoticesOf, stepsOf } from './interviews-support.js';

const minutes = (n: number) => n * 60_000;
const plus = (d: Date, m: number) => new Date(d.getTime() + minutes(m));

/** The scheduled jobs' halves (the cron module runs them): each is idempotent, whatever the number of runs. */
describe('interview reminders and completion', () => {
  const t = useTestApp({}, schedulingOn);
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let others: Array<Awaited<ReturnType<typeof applicant>>>;
  let recruiters: number[];
  const now = new Date('2026-03-10T09:00:00.000Z');
  /** An interview of applicant n (0: the fixture's candidate) with recruiter n, so none overlap. */
  const interview = (n: number, startsAt: Date, values: Partial<typeof meeting.$inferInsert> = {}) => {
    const who = n === 0 ? { application: f.applicationA, candidate: f.candidate } : others[n - 1]!;
    return insertMeeting(t.db, {
      companyId: f.companyA.id,
      applicationId: who.application.id,
      jobId: f.jobA1.id,
      recruiterUserId: recruiters[n]!,
      candidateUserId: who.candidate.id,
      meetingTypeId: 2,
      startsAt,
      endsAt: plus(startsAt, 15),
      status: 'confirmed',
      ...values,
    });
  };

  beforeAll(async () => {
    f = await twoCompanies(t.db);
    others = [];
    recruiters = [];
    for (const name of ['Bea', 'Ciro', 'Dora', 'Elio', 'Febo', 'Gea', 'Ivo']) {
      others.push(await applicant(t.db, f.jobA1.id, name));
      recruiters.push((await createUser(t.db, { firstname: `R${name}`, lastname: 'Recruiter' })).id);
    }
  });

  it('reminds accepted and confirmed interviews starting within 30 minutes, once', async () => {
    const soon = await interview(0, plus(now, 20));
    const accepted = await interview(1, plus(now, 30), { status: 'accepted' });
    const later = await interview(2, plus(now, 31));
    const requested = await interview(3, plus(now, 1), { status: 'requested' });
    const cancelled = await interview(4, plus(now, 5), { status: 'cancelled', cancelledAt: now });
    const started = await interview(5, plus(now, -1));
    const busy = await insertMeeting(t.db, {
      companyId: f.companyA.id,
      recruiterUserId: f.adminB.id,
      meetingTypeId: 3,
      startsAt: plus(now, 10),
      endsAt: plus(now, 20),
      status: 'confirmed',
    });

    expect(await remindStartingSoon(t.db, now)).toEqual({ reminded: 2 });
    expect((await stepsOf(t.db, soon.id)).map((s) => [s.key, s.style, s.userId])).toEqual([
      ['interview-starting', 'intconf', null],
    ]);
    expect(await stepsOf(t.db, accepted.id)).toHaveLength(1);
    for (const m of [later, requested, cancelled, started, busy])
      expect(await stepsOf(t.db, m.id)).toEqual([]);
    const [row] = await t.db.select().from(meeting).where(eq(meeting.id, soon.id));
    expect(row!.remindedAt).toEqual(now);

    // The system acted: the whole job team and the candidate are told, with the confirmed-interview icon.
    const notices = await stepNoticesOf(t.db, f.applicationA.id);
    expect(notices.map((n) => n.recipientUserId).sort()).toEqual([f.adminA.id, f.candidate.id].sort());
    expect(
      notices.every((n) => n.updateIconId === UpdateIcon.interviewConfirmed && n.fromUserId === null),
    ).toBe(true);
    expect(notices[0]!.message).toBe('Colloquio in partenza');

    // Twice: nothing more; ten minutes later only the one that came within 30 minutes.
    expect(await remindStartingSoon(t.db, now)).toEqual({ reminded: 0 });
    expect(await remindStartingSoon(t.db, plus(now, 10))).toEqual({ reminded: 1 });
    expect(await stepsOf(t.db, later.id)).toHaveLength(1);
    expect(await stepsOf(t.db, soon.id)).toHaveLength(1);
    expect(await stepNoticesOf(t.db, f.applicationA.id)).toHaveLength(2);
  });

  it('completes confirmed interviews whose end has passed, once', async () => {
    // A day before the other test's interviews, so they stay out of it.
    const base = new Date('2026-03-09T08:00:00.000Z');
    const past = await interview(0, base);
    const accepted = await interview(1, plus(base, 60), { status: 'accepted' });
    const running = await interview(2, plus(base, 5));
    const end = plus(base, 15);

    expect(await completePastInterviews(t.db, end)).toEqual({ completed: 1 });
    expect((await stepsOf(t.db, past.id)).map((s) => [s.key, s.style])).toEqual([
      ['interview-completed', 'intconf'],
    ]);
    expect(await stepsOf(t.db, accepted.id)).toEqual([]);
    expect(await stepsOf(t.db, running.id)).toEqual([]);
    const [row] = await t.db.select().from(meeting).where(eq(meeting.id, past.id));
    expect(row).toMatchObject({ status: 'completed', completedAt: end });

    expect(await completePastInterviews(t.db, end)).toEqual({ completed: 0 });
    expect(await completePastInterviews(t.db, plus(end, 600))).toEqual({ completed: 1 });
    expect(await stepsOf(t.db, past.id)).toHaveLength(1);
    expect(await stepsOf(t.db, running.id)).toHaveLength(1);
    expect(await stepsOf(t.db, accepted.id)).toEqual([]);
  });
});
