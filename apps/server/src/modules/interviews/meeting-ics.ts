import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { interviewAbout, interviewCalendar, interviewSummary, publicHost } from './interview-mail.js';
import { reachedMeeting } from './meeting-access.js';
import { invitationSequence } from './set-interview.service.js';

/**
 * `GET /meeting/{id}/ics`: an interview the caller reaches (meeting-access.ts: the candidate's own,
 * staff's by the board's reach) as a calendar file: the mails' event (same UID and SEQUENCE), so a
 * calendar that has both keeps one event. A busy block has none (404).
 */
export async function meetingIcsFile(
  deps: { db: Database; config: Config },
  actor: Actor,
  id: number,
): Promise<string> {
  const m = await reachedMeeting(deps.db, actor, id);
  const about = m.jobId === null ? undefined : await interviewAbout(deps.db, m.jobId);
  if (m.meetingTypeId === 3 || !about) throw notFound(`meeting ${id} not found`);
  return interviewCalendar({
    meeting: m,
    kind: m.status === 'cancelled' ? 'cancellation' : 'invitation',
    sequence: await invitationSequence(deps.db, id),
    summary: interviewSummary(about),
    host: publicHost(deps.config),
    stamp: new Date(),
    publish: true,
  });
}
