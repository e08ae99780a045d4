import type { Locale } from '@/lib/i18n';

/** What callers may hand to the date helpers; missing or unparsable values format as {@link INVALID_DATE}. */
export type DateInput = string | Date | null | undefined;

/** Shown in place of a date that is missing or cannot be parsed. */
export const INVALID_DATE = '-';

/** Thai dates count years in the Buddhist era: Gregorian + 543. */
export const BUDDHIST_ERA_OFFSET = 543;

// Any year this large is taken to be Buddhist era (2400 BE = 1857 CE, long before any document here).
const FIRST_BUDDHIST_YEAR = 2400;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_WITHOUT_OFFSET = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
const TIME_ONLY = /^(\d{1,2}):(\d{2})(:\d{2}(\.\d+)?)?$/;

/**
 * Reads a date the way the backend means it, whatever the machine's time zone:
 * 'YYYY-MM-DD' is that calendar day, a date-time without an offset is Bangkok wall-clock time,
 * anything else (offset or 'Z' included) goes to the Date parser. Returns null when unusable.
 */
export function parseBangkokDate(value: DateInput): Date | null {
  if (value instanceof Date) return isValidDate(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  const date = new Date(withBangkokOffset(text));
  return isValidDate(date) ? date : null;
}

function withBangkokOffset(text: string): string {
  if (DATE_ONLY.test(text)) return `${text}T12:00:00+07:00`;
  if (DATE_TIME_WITHOUT_OFFSET.test(text)) return `${text.replace(' ', 'T')}+07:00`;
  return text;
}

function isValidDate(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

/**
 * Dates are formatted by hand, not with Intl.DateTimeFormat (docs/decisions/036-dates-formatted-without-intl.md):
 * a browser's first date formatter loads ICU's calendar and locale data, about 110 ms on a phone at 4×
 * CPU slowdown, inside the hydration task of every page with a date in a client component (the live
 * quote, the price chart), where a tap waits behind it. The formats are fixed (day, month name, year)
 * and the Thai (Buddhist-era) year is the Gregorian year + 543; `date.test.ts` compares the output with
 * Intl for every day from 1920 to 2100.
 */
const MONTHS: Record<Locale, Record<'long' | 'short', readonly string[]>> = {
  th: {
    long: [
      'มกราคม',
      'กุมภาพันธ์',
      'มีนาคม',
      'เมษายน',
      'พฤษภาคม',
      'มิถุนายน',
      'กรกฎาคม',
      'สิงหาคม',
      'กันยายน',
      'ตุลาคม',
      'พฤศจิกายน',
      'ธันวาคม',
    ],
    short: ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'],
  },
  en: {
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    // As CLDR (and so Intl's en-GB) has it since 2020: 'Sept'.
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  },
};

function formatDay(date: Date, locale: Locale, style: 'long' | 'short'): string {
  const { year, month, day } = bangkokClock(date);
  return `${day} ${MONTHS[locale][style][month - 1]} ${displayYear(year, locale)}`;
}

/** '5 มีนาคม 2568' (Buddhist era) in Thai, '5 March 2025' in English; '-' when invalid. */
export function formatLongDate(value: DateInput, locale: Locale): string {
  const date = parseBangkokDate(value);
  return date ? formatDay(date, locale, 'long') : INVALID_DATE;
}

/** '5 มี.ค. 2568' in Thai, '5 Mar 2025' in English; '-' when invalid. */
export function formatShortDate(value: DateInput, locale: Locale): string {
  const date = parseBangkokDate(value);
  return date ? formatDay(date, locale, 'short') : INVALID_DATE;
}

/** Wall-clock fields of an instant in Bangkok; weekday 0 = Sunday ... 6 = Saturday. */
export interface BangkokClock {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

/**
 * Bangkok has kept UTC+7, with no daylight saving, since 1 April 1920 (before: local mean time, 18 minutes
 * less; no date on this site is older).
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The Bangkok calendar day and time of an instant, independent of the machine's time zone. */
export function bangkokClock(date: Date): BangkokClock {
  const local = new Date(date.getTime() + BANGKOK_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

/** 'YYYY-MM-DD' of an instant's Bangkok calendar day, so dates compare as plain strings; null when invalid. */
export function bangkokDay(value: DateInput): string | null {
  const date = parseBangkokDate(value);
  if (!date) return null;
  const { year, month, day } = bangkokClock(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Bangkok time as 'h:mm AM' / 'h:mm PM' (e.g. '4:30 PM') in both languages.
 * Built by hand rather than with Intl: Thai ICU data would print 'หลังเที่ยง' and newer ICU puts a
 * narrow no-break space before AM/PM; Latin AM/PM is what Thai market sites and readers use.
 * Also accepts a bare 'HH:mm[:ss]' time, read as Bangkok wall-clock time. '-' when invalid.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- same output in both languages; kept so call sites pass the locale like every other formatter
export function formatTime12h(value: DateInput, locale?: Locale): string {
  const clock = wallClockOf(value);
  if (!clock) return INVALID_DATE;
  const hour12 = clock.hour % 12 === 0 ? 12 : clock.hour % 12;
  const period = clock.hour < 12 ? 'AM' : 'PM';
  return `${hour12}:${String(clock.minute).padStart(2, '0')} ${period}`;
}

function wallClockOf(value: DateInput): Pick<BangkokClock, 'hour' | 'minute'> | null {
  const timeOnly = typeof value === 'string' ? TIME_ONLY.exec(value.trim()) : null;
  if (timeOnly) {
    const hour = Number(timeOnly[1]);
    const minute = Number(timeOnly[2]);
    return hour < 24 && minute < 60 ? { hour, minute } : null;
  }
  const date = parseBangkokDate(value);
  return date ? bangkokClock(date) : null;
}

/** A Gregorian year as the reader counts it: '2568' in Thai, '2025' in English; '-' when not a year. */
export function displayYear(year: number, locale: Locale): string {
  if (!Number.isInteger(year)) return INVALID_DATE;
  // A string, not a number, so message formatting never turns it into '2,568'.
  return String(locale === 'th' ? year + BUDDHIST_ERA_OFFSET : year);
}

/** A Buddhist-era year (≥ 2400) converted to Gregorian; smaller years are already Gregorian. */
export function toGregorianYear(year: number): number {
  return year >= FIRST_BUDDHIST_YEAR ? year - BUDDHIST_ERA_OFFSET : year;
}

/** The Gregorian year of a date in Bangkok time (e.g. '2024-12-31T20:00:00Z' → 2025); undefined when invalid. */
export function yearOf(value: DateInput): number | undefined {
  const date = parseBangkokDate(value);
  return date ? bangkokClock(date).year : undefined;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is an ISO day that exists on the calendar ('2025-02-30' does not). */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
