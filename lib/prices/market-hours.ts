import { bangkokClock } from '@/lib/format';

const MORNING_SESSION = { start: 10 * 60, end: 12 * 60 + 30 };
const AFTERNOON_SESSION = { start: 14 * 60 + 30, end: 16 * 60 + 30 };

/**
 * Whether the exchange is trading at this instant: Monday–Friday 10:00–12:30 and 14:30–16:30
 * Bangkok time, start inclusive, end exclusive. Exchange holidays are not known here.
 */
export function isMarketOpen(date: Date): boolean {
  if (Number.isNaN(date.getTime())) return false;
  const { weekday, hour, minute } = bangkokClock(date);
  if (weekday < 1 || weekday > 5) return false;
  const minuteOfDay = hour * 60 + minute;
  return [MORNING_SESSION, AFTERNOON_SESSION].some(
    (session) => minuteOfDay >= session.start && minuteOfDay < session.end,
  );
}
