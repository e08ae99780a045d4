import { bangkokDay, type DateInput } from '@/lib/format';

export interface Highlight<T> {
  event: T;
  /** True when the event is today or later; false when it is the latest past event. */
  upcoming: boolean;
}

/**
 * The calendar's highlighted card: the next event from today on (Bangkok days), else the latest past
 * one; undefined when no event has a readable date.
 */
export function highlightedEvent<T>(
  events: readonly T[],
  getDate: (event: T) => DateInput,
  today: Date,
): Highlight<T> | undefined {
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
