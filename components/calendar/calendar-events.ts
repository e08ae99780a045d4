import { bangkokClock, parseBangkokDate, yearOf, type DateInput } from '@/lib/format/date';

/** 'YYYY-MM-DD' of an instant's Bangkok calendar day, so dates compare as plain strings. */
export function bangkokDay(value: DateInput): string | null {
  const date = parseBangkokDate(value);
  if (!date) return null;
  const { year, month, day } = bangkokClock(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface Highlight<T> {
  event: T;
  /** True when the event is today or later; false when it is the latest past event. */
  upcoming: boolean;
}

/**
 * The calendar's highlighted card: the next event from today on (Bangkok days), else the latest past
 * one; undefined when no event has a readable date.
 */
export function highlightedEvent<T>(events: readonly T[], getDate: (event: T) => DateInput, today: Date): Highlight<T> | undefined {
  const todayKey = bangkokDay(today);
  let next: { event: T; day: string } | undefined;
  let latest: { event: T; day: string } | undefined;
  for (const event of events) {
    const day = bangkokDay(getDate(event));
    if (day === null || todayKey === null) continue;
    if (day >= todayKey) {
      if (!next || day < next.day) next = { event, day };
    } else if (!latest || day > latest.day) {
      latest = { event, day };
    }
  }
  if (next) return { event: next.event, upcoming: true };
  return latest ? { event: latest.event, upcoming: false } : undefined;
}

/**
 * The calendar's year options: SPEC §9's years plus any later year that already has events, so
 * scheduled events stay reachable in the table and not only in the highlighted card.
 */
export function calendarYears<T>(specYears: readonly number[], events: readonly T[], getDate: (event: T) => DateInput): number[] {
  const newestOffered = Math.max(...specYears);
  const later = new Set<number>();
  for (const event of events) {
    const year = yearOf(getDate(event));
    if (year !== undefined && year > newestOffered) later.add(year);
  }
  return [...[...later].sort((a, b) => b - a), ...specYears];
}
