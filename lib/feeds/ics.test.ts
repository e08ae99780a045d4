/** @jest-environment node */
import ICAL from 'ical.js';
import { allDayRange, buildIcs, escapeIcsText, foldIcsLine, icsUtcDateTime, type IcsCalendar } from './ics';

const octets = (text: string) => Buffer.byteLength(text, 'utf8');
const stamp = new Date('2025-12-01T03:04:05.678Z');

const calendar: IcsCalendar = {
  name: 'Siam Horizon Estate investor calendar',
  description: 'Results, meetings; and more',
  events: [
    {
      uid: '20250424-1a2b3c4d@ir.example.com',
      day: '2025-04-24',
      summary: 'การประชุมสามัญผู้ถือหุ้นประจำปี 2568',
      description: 'อาคารฮอไรซัน ทาวเวอร์ ชั้น 20 เวลา 14.00 น.; ผ่านสื่ออิเล็กทรอนิกส์, e-AGM\nบรรทัดที่สอง',
      url: 'https://ir.example.com/calendarinfo/info?year=2025',
    },
    { uid: 'new-year@ir.example.com', day: '2025-12-31', summary: 'AGM; 2026, \\ final' },
  ],
};

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('drops control characters but keeps tabs and Thai', () => {
    expect(escapeIcsText('ประชุม\u0007\tวันที่ 1')).toBe('ประชุม\tวันที่ 1');
  });
});

describe('foldIcsLine', () => {
  it('leaves a short line alone', () => {
    expect(foldIcsLine('SUMMARY:AGM')).toBe('SUMMARY:AGM');
  });

  it('folds at 75 octets with the continuation space counted, never splitting a Thai character', () => {
    const line = `SUMMARY:${'การประชุมสามัญผู้ถือหุ้น'.repeat(6)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    parts.slice(1).forEach((part) => expect(part.startsWith(' ')).toBe(true));
    // Thai characters are 3 octets: the first line holds 'SUMMARY:' (8) and 22 of them (66).
    expect(octets(parts[0])).toBe(74);
    // No replacement character: every chunk is whole UTF-8 on its own.
    parts.forEach((part) => expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part));
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('keeps an astral character (4 octets) whole', () => {
    const line = `X:${'a'.repeat(72)}😀b`;
    expect(foldIcsLine(line)).toBe(`X:${'a'.repeat(72)}\r\n 😀b`);
  });
});

describe('allDayRange', () => {
  it('gives the day and the next one, across months and years', () => {
    expect(allDayRange('2025-03-05')).toEqual({ start: '20250305', end: '20250306' });
    expect(allDayRange('2024-02-29')).toEqual({ start: '20240229', end: '20240301' });
    expect(allDayRange('2025-12-31')).toEqual({ start: '20251231', end: '20260101' });
  });

  it('rejects what is not a real day', () => {
    expect(allDayRange('2025-02-30')).toBeUndefined();
    expect(allDayRange('5 March 2025')).toBeUndefined();
  });
});

describe('icsUtcDateTime', () => {
  it('writes a UTC DATE-TIME without milliseconds', () => {
    expect(icsUtcDateTime(stamp)).toBe('20251201T030405Z');
  });
});

describe('buildIcs', () => {
  const text = buildIcs(calendar, stamp);

  it('uses CRLF line ends only, and no line is longer than 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('holds the calendar properties of a published feed', () => {
    const unfolded = text.replace(/\r\n /g, '');
    for (const line of [
      'VERSION:2.0',
      'PRODID:-//ir-website//Investor Calendar//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Siam Horizon Estate investor calendar',
      'X-WR-CALDESC:Results\\, meetings\\; and more',
      'X-WR-TIMEZONE:Asia/Bangkok',
    ]) {
      expect(unfolded.split('\r\n')).toContain(line);
    }
  });

  it('parses with ical.js into all-day events with the text restored', () => {
    const component = new ICAL.Component(ICAL.parse(text));
    const events = component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(2);
    const [agm, last] = events;
    expect(agm.uid).toBe('20250424-1a2b3c4d@ir.example.com');
    expect(agm.summary).toBe('การประชุมสามัญผู้ถือหุ้นประจำปี 2568');
    expect(agm.description).toBe(calendar.events[0].description);
    expect(agm.startDate.isDate).toBe(true);
    expect(agm.startDate.toString()).toBe('2025-04-24');
    expect(agm.endDate.toString()).toBe('2025-04-25');
    expect(agm.component.getFirstPropertyValue('url')).toBe('https://ir.example.com/calendarinfo/info?year=2025');
    expect(agm.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2025-12-01T03:04:05Z');
    expect(last.summary).toBe('AGM; 2026, \\ final');
    expect(last.endDate.toString()).toBe('2026-01-01');
    expect(last.description).toBeNull();
  });

  it('is a valid calendar without events (a failed backend) and skips an unreal day', () => {
    const empty = new ICAL.Component(ICAL.parse(buildIcs({ name: 'Empty', events: [] }, stamp)));
    expect(empty.getAllSubcomponents('vevent')).toHaveLength(0);
    expect(empty.getFirstPropertyValue('x-wr-calname')).toBe('Empty');
    const skipped = buildIcs({ name: 'x', events: [{ uid: 'u', day: '2025-13-01', summary: 's' }] }, stamp);
    expect(skipped).not.toContain('BEGIN:VEVENT');
  });
});
