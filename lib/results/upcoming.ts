import { bangkokDay } from '@/lib/format';
import type { InvestorEvent } from '@/lib/lists';

/**
 * The hub's "coming up" dates from the investor calendar (docs/results.md, "Coming up"). The calendar
 * has no event type, so its titles decide:
 *
 * - an **Opportunity Day** is an event whose title names "Opportunity Day" (any case; the Thai titles
 *   use the English name too);
 * - a **results date** is any other event whose title names results or financial statements:
 *   "results", "financial statements", "ผลประกอบการ", "ผลการดำเนินงาน", "งบการเงิน".
 *
 * Only the title counts: an Opportunity Day's detail says "results presentation" too. The next of
 * each is the earliest whose Bangkok day is today or later (the calendar page's "upcoming" rule);
 * equal days keep the calendar's order.
 */
const OPPORTUNITY_DAY = /opportunity\s*day/i;
const RESULTS = /\bresults?\b|\bfinancial statements?\b|ผลประกอบการ|ผลการดำเนินงาน|งบการเงิน/i;

export type UpcomingKind = 'results' | 'opportunityDay';

/** Which of the hub's two dates an event is, from its title; undefined for every other event. */
export function upcomingKindOf(title: string): UpcomingKind | undefined {
  if (OPPORTUNITY_DAY.test(title)) return 'opportunityDay';
  if (RESULTS.test(title)) return 'results';
  return undefined;
}

export type UpcomingResultsEvents = Record<UpcomingKind, InvestorEvent | undefined>;

/** The next results date and the next Opportunity Day on or after today (Bangkok); undefined when none is announced. */
export function upcomingResultsEvents(events: readonly InvestorEvent[], now: Date): UpcomingResultsEvents {
  const today = bangkokDay(now);
  const next: UpcomingResultsEvents = { results: undefined, opportunityDay: undefined };
  if (today === null) return next;
  for (const event of events) {
    const kind = upcomingKindOf(event.title);
    if (!kind || event.day < today) continue;
    const current = next[kind];
    if (!current || event.day < current.day) next[kind] = event;
  }
  return next;
}
