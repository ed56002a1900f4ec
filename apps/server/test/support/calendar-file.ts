import ICAL from 'ical.js';
import { decodeBody, parseMime, type ReceivedMail } from './smtp-sink.js';

/** The text/calendar part of a received mail, decoded. */
export function calendarOf(mail: ReceivedMail): string {
  const boundaries = [...mail.raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((m) => m[1]!);
  for (const boundary of boundaries) {
    for (const part of mail.raw.split(`--${boundary}`)) {
      const { headers } = parseMime(part.replace(/^\r?\n/, ''));
      if (!headers['content-type']?.startsWith('text/calendar')) continue;
      const body = part
        .replace(/^\r?\n/, '')
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\r\n\r\n');
      return decodeBody(body, headers['content-transfer-encoding'] ?? '7bit');
    }
  }
  throw new Error('no text/calendar part');
}

/** The VEVENT of an .ics parsed by ical.js (a different library than the one that wrote it). */
export function parseIcs(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const event = calendar.getFirstSubcomponent('vevent')!;
  const time = (name: string) => (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: time('dtstart'),
    end: time('dtend'),
    location: event.getFirstPropertyValue('location'),
    summary: event.getFirstPropertyValue('summary'),
    description: event.getFirstPropertyValue('description'),
    organizer: event.getFirstPropertyValue('organizer'),
    attendees: event.getAllProperties('attendee').map((p) => p.getFirstValue()),
  };
}
