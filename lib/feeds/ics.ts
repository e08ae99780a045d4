/** The site's one iCalendar (RFC 5545) writer: the calendar feed and every "add to calendar" file. */

export interface IcsEvent {
  /** Stable across builds, so a subscribed calendar updates the event instead of adding it again. */
  uid: string;
  /** The calendar day, 'YYYY-MM-DD': events are all-day, as the investor calendar gives no times. */
  day: string;
  summary: string;
  description?: string;
  url?: string;
}

export interface IcsCalendar {
  /** X-WR-CALNAME: the name a calendar app shows for a subscription. */
  name: string;
  description?: string;
  events: readonly IcsEvent[];
}

/** The product that writes the file (RFC 5545 §3.7.3): this site's software, not the company. */
export const ICS_PRODUCT_ID = '-//ir-website//Investor Calendar//EN';
export const ICS_TIME_ZONE = 'Asia/Bangkok';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** RFC 5545 §3.1: a content line is at most 75 octets before its line break. */
const MAX_LINE_OCTETS = 75;

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(text: string): string {
  return (
    text
      // Control characters other than tab are not allowed in TEXT; line breaks become \n below.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
  );
}

function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line into chunks of at most 75 octets of UTF-8, continuation lines starting with a
 * space (RFC 5545 §3.1). Breaks fall between code points, never inside a multi-byte Thai character.
 */
export function foldIcsLine(line: string): string {
  const chunks: string[] = [];
  let chunk = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character.codePointAt(0)!);
    // The leading space of a continuation line counts towards its 75 octets.
    const limit = chunks.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      chunks.push(chunk);
      chunk = '';
      octets = 0;
    }
    chunk += character;
    octets += size;
  }
  chunks.push(chunk);
  return chunks.join('\r\n ');
}

/** 'YYYYMMDD' of a 'YYYY-MM-DD' day and of the day after it, or undefined when the day is not a real date. */
export function allDayRange(day: string): { start: string; end: string } | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.toISOString().slice(0, 10) !== day) return undefined;
  const next = new Date(date.getTime() + 24 * 60 * 60 * 1000);
  const compact = (value: Date) => value.toISOString().slice(0, 10).replace(/-/g, '');
  return { start: compact(date), end: compact(next) };
}

/** A UTC DATE-TIME, e.g. 20250305T103000Z. */
export function icsUtcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * The calendar as an iCalendar file: METHOD:PUBLISH, all-day events (DTEND the next day, TRANSP so
 * they do not block time), CRLF line ends, folded lines. `stamp` is the DTSTAMP of every event (when
 * the file was made); events with an unreal day are left out.
 */
export function buildIcs(calendar: IcsCalendar, stamp: Date): string {
  const dtstamp = icsUtcDateTime(stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(calendar.name)}`,
    ...(calendar.description ? [`X-WR-CALDESC:${escapeIcsText(calendar.description)}`] : []),
    `X-WR-TIMEZONE:${ICS_TIME_ZONE}`,
    // Hints for subscribers on how often to look again (RFC 7986 and its common predecessor).
    'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
    'X-PUBLISHED-TTL:PT12H',
    ...calendar.events.flatMap((event) => eventLines(event, dtstamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

function eventLines(event: IcsEvent, dtstamp: string): string[] {
  const range = allDayRange(event.day);
  if (!range) return [];
  return [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${dtstamp}`,
    `DTSTART;VALUE=DATE:${range.start}`,
    `DTEND;VALUE=DATE:${range.end}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    // URL is a URI value, not TEXT: it is written as it is.
    ...(event.url ? [`URL:${event.url}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}
