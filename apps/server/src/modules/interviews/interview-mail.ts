import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { DateTime } from 'luxon';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { company, job, recruiterPreference, user } from '../../db/schema/index.js';
import type { Mailer, MailTemplate } from '../mail/mailer.js';
import type { MeetingRow } from './meeting-access.js';

export type InterviewMailKind = 'invitation' | 'update' | 'cancellation';

const templateOf: Record<InterviewMailKind, MailTemplate> = {
  invitation: 'interview-invitation',
  update: 'interview-update',
  cancellation: 'interview-cancellation',
};

interface Person {
  name: string;
  email: string;
}

export interface InvitationInput {
  meeting: Pick<MeetingRow, 'id' | 'meetingTypeId' | 'startsAt' | 'endsAt' | 'place' | 'link' | 'note'>;
  kind: InterviewMailKind;
  /** Increases with every significant change (RFC 5546): date, recruiter, type, cancellation. */
  sequence: number;
  organizer: Person;
  attendee: Person;
  summary: string;
  /** The calendar's host part of the UID (the product's public host). */
  host: string;
  stamp: Date;
}

/**
 * The file a candidate downloads to add an interview to a calendar (`GET /meeting/{id}/ics`): the
 * same event (UID, SEQUENCE, times, summary, place) as the mails' invitation, as METHOD:PUBLISH with
 * no organizer or attendee — nothing to reply to (the answer is given in the app), and no staff address.
 */
export type PublishedInput = Omit<InvitationInput, 'organizer' | 'attendee'> & { publish: true };

/** The stable UID of a meeting's calendar event: every change and the cancellation refer to it. */
export const meetingUid = (meetingId: number, host: string) => `meeting-${meetingId}@${host}`;

/**
 * The iCalendar invitation of an interview (ical-generator): METHOD:REQUEST for a new or changed
 * interview, METHOD:CANCEL for a cancelled one; UTC times, the UID stable per meeting, SEQUENCE as given.
 */
export function interviewCalendar(input: InvitationInput | PublishedInput): string {
  const cancel = input.kind === 'cancellation';
  const invitation = 'publish' in input ? null : input;
  const calendar = ical({
    prodId: { company: input.host, product: 'hiring', language: 'IT' },
    method: !invitation
      ? ICalCalendarMethod.PUBLISH
      : cancel
        ? ICalCalendarMethod.CANCEL
        : ICalCalendarMethod.REQUEST,
  });
  const where = input.meeting.meetingTypeId === 2 ? input.meeting.link : input.meeting.place;
  calendar.createEvent({
    id: meetingUid(input.meeting.id, input.host),
    sequence: input.sequence,
    stamp: input.stamp,
    start: input.meeting.startsAt,
    end: input.meeting.endsAt,
    summary: input.summary,
    description: input.meeting.note ?? null,
    location: where ?? null,
    url: input.meeting.meetingTypeId === 2 ? input.meeting.link : null,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: invitation?.organizer ?? null,
    attendees: invitation
      ? [
          {
            ...invitation.attendee,
            role: ICalAttendeeRole.REQ,
            status: ICalAttendeeStatus.NEEDSACTION,
            rsvp: !cancel,
          },
        ]
      : [],
  });
  return calendar.toString();
}

/** dd/mm/yyyy HH:mm–HH:mm in the recruiter's zone (the product's Italian date format, both languages). */
export function whenText(startsAt: Date, endsAt: Date, timeZone: string): string {
  const start = DateTime.fromJSDate(startsAt, { zone: timeZone });
  const end = DateTime.fromJSDate(endsAt, { zone: timeZone });
  const endText = start.hasSame(end, 'day') ? end.toFormat('HH:mm') : end.toFormat('dd/MM/yyyy HH:mm');
  return `${start.toFormat('dd/MM/yyyy HH:mm')}–${endText} (${timeZone})`;
}

export interface InterviewMailDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * Mails an interview's invitation, change or cancellation, with its .ics, to the candidate and the
 * recruiter (each in their language). Called after the transaction committed; a failure is logged
 * (the mailer keeps delivery failures in mail_outbox), never turned into an error of the request.
 */
export async function mailInterview(
  deps: InterviewMailDeps,
  input: {
    meeting: MeetingRow;
    kind: InterviewMailKind;
    sequence: number;
    /** Only these (e.g. the recruiter who was replaced gets the cancellation alone). */
    recipients?: Array<'candidate' | 'recruiter'>;
    recruiterUserId?: number;
  },
): Promise<void> {
  const { db, config, mailer, log } = deps;
  const m = input.meeting;
  try {
    const recruiterId = input.recruiterUserId ?? m.recruiterUserId;
    const people = await db
      .select({
        id: user.id,
        email: user.email,
        firstname: user.firstname,
        lastname: user.lastname,
        lang: user.lang,
        timeZone: recruiterPreference.timeZone,
      })
      .from(user)
      .leftJoin(recruiterPreference, eq(recruiterPreference.userId, user.id))
      .where(inArray(user.id, [recruiterId, m.candidateUserId!]));
    const recruiter = people.find((p) => p.id === recruiterId);
    const candidate = people.find((p) => p.id === m.candidateUserId);
    const about = await interviewAbout(db, m.jobId!);
    if (!recruiter || !candidate || !about) return;
    const host = publicHost(config);
    const timeZone = recruiter.timeZone ?? 'Europe/Rome';
    const fullName = (p: typeof recruiter) => `${p.firstname} ${p.lastname}`.trim();
    const ics = interviewCalendar({
      meeting: m,
      kind: input.kind,
      sequence: input.sequence,
      organizer: { name: `${fullName(recruiter)} (${about.companyName})`, email: recruiter.email },
      attendee: { name: fullName(candidate), email: candidate.email },
      summary: interviewSummary(about),
      host,
      stamp: new Date(),
    });
    const attachment = {
      filename: 'invite.ics',
      content: ics,
      contentType: `text/calendar; charset=utf-8; method=${input.kind === 'cancellation' ? 'CANCEL' : 'REQUEST'}`,
    };
    const where = (m.meetingTypeId === 2 ? m.link : m.place) ?? '—';
    const when = whenText(m.startsAt, m.endsAt, timeZone);
    const targets = input.recipients ?? ['candidate', 'recruiter'];
    for (const target of targets) {
      const to = target === 'candidate' ? candidate : recruiter;
      await mailer.send({
        to: to.email,
        template: templateOf[input.kind],
        lang: to.lang,
        data: {
          firstname: to.firstname,
          withName: target === 'candidate' ? about.companyName : fullName(candidate),
          jobName: about.jobName,
          when,
          where,
        },
        attachments: [attachment],
      });
    }
  } catch (err) {
    log.error({ err, meetingId: m.id }, 'interview mail failed');
  }
}

/** The job and company an interview is about (the summary of its calendar event, the mails' texts). */
export async function interviewAbout(db: Database, jobId: number) {
  const [about] = await db
    .select({ jobName: job.name, companyName: company.name })
    .from(job)
    .innerJoin(company, eq(company.id, job.companyId))
    .where(eq(job.id, jobId));
  return about;
}

export const interviewSummary = (about: { jobName: string; companyName: string }) =>
  `${about.jobName} — ${about.companyName}`;

/** The calendar's host part of a UID: the product's public host. */
export function publicHost(config: Config): string {
  if (!config.publicUrl) return 'hiring.local';
  return new URL(config.publicUrl).host;
}
