/**
 * The `.ics` attached to subscription e-mails (RFC 5545, with the iTIP methods of RFC 5546):
 * REQUEST adds or moves the session in the member's calendar, CANCEL removes it. A calendar
 * recognises the same session by its UID and applies a message only if its SEQUENCE is higher.
 */
export interface CalendarInvitation {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** The live room: where the session happens. */
  url: string;
  organizer: { name: string; email: string };
  attendeeEmail: string;
  /** When this message was made (DTSTAMP). */
  stamp: Date;
}

/** 20261126T173000Z: every time in UTC, so no VTIMEZONE is needed. */
function utc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 section 3.3.11). */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space, never inside a UTF-8 character. */
function fold(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

export function calendarInvitation(invitation: CalendarInvitation): string {
  const cancelled = invitation.method === 'CANCEL';
  const organizer = `ORGANIZER;CN=${escapeText(invitation.organizer.name)}:mailto:${invitation.organizer.email}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Canal Pneumo//Sessions//FR',
    'CALSCALE:GREGORIAN',
    `METHOD:${invitation.method}`,
    'BEGIN:VEVENT',
    `UID:${invitation.uid}`,
    `SEQUENCE:${invitation.sequence}`,
    `DTSTAMP:${utc(invitation.stamp)}`,
    `DTSTART:${utc(invitation.start)}`,
    `DTEND:${utc(invitation.end)}`,
    `SUMMARY:${escapeText(invitation.summary)}`,
    `DESCRIPTION:${escapeText(invitation.description)}`,
    `LOCATION:${escapeText(invitation.url)}`,
    `URL:${invitation.url}`,
    organizer,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? 'DECLINED' : 'ACCEPTED'};RSVP=FALSE:mailto:${invitation.attendeeEmail}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
  ];
  if (!cancelled) lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(invitation.summary)}`, 'TRIGGER:-PT15M', 'END:VALARM');
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
