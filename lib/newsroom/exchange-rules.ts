import { bangkokDay } from '@/lib/format';
import { addDays, isIsoDay } from '@/lib/prices';
import { previousQuarter, quarterOfTitle, upcomingKindOf, type QuarterId } from '@/lib/results';
import type { ItemState } from './workflow';
import { setGate, type NewsroomItem } from './items';

/**
 * The exchange's rules the dashboard keeps in view (docs/newsroom.md, Dashboard): the SET release gate
 * of the exchange announcements under way, and the quarters whose results are overdue. Pure: the
 * dashboard (./dashboard.ts) reads the items, the calendar and the stored quarters, these decide.
 */

/** Where an exchange announcement under way stands with the SET release gate. */
export type GateFlag = 'missing' | 'early' | 'clear';

export interface SetGateRow {
  item: NewsroomItem;
  /** The SET release time, UTC ISO; null while missing. */
  release: string | null;
  /** The approved "Publish at" of a scheduled version, UTC ISO; null while submitted. */
  publishAt: string | null;
  /** `missing`: no release time; `early`: "Publish at" before it (going live waits, docs/newsroom.md); `clear` otherwise. */
  flag: GateFlag;
}

/**
 * Every scheduled or submitted item of a kind with a release gate, with its release time and "Publish
 * at", flagged by the gate's own rule (`setGate`, ./items.ts); flagged rows first, then soonest first.
 */
export function setGateRows(items: readonly NewsroomItem[]): SetGateRow[] {
  const rows = items.flatMap((item): SetGateRow[] => {
    if (item.state !== 'scheduled' && item.state !== 'submitted') return [];
    const publishAt = item.state === 'scheduled' ? item.publishAt : null;
    const gate = setGate(item.kind, item.content, publishAt ? new Date(publishAt) : null);
    if (!gate) return [];
    const flag: GateFlag = gate.release === null ? 'missing' : gate.refused ? 'early' : 'clear';
    return [{ item, release: gate.release?.toISOString() ?? null, publishAt, flag }];
  });
  const when = (row: SetGateRow) => row.publishAt ?? row.release ?? '';
  return rows.sort(
    (a, b) =>
      Number(a.flag === 'clear') - Number(b.flag === 'clear') ||
      when(a).localeCompare(when(b)) ||
      a.item.id.localeCompare(b.item.id),
  );
}

/** How many of the quarters that have ended, the newest back, the dashboard checks for results. */
export const RESULTS_QUARTERS_WATCHED = 4;

/**
 * The SET's deadlines for a listed company's financial statements, in days after the period's end: a
 * quarter's within 45 days; the fourth quarter's figures within 60 (the audited annual statements filed
 * within 60 days stand in for the fourth quarter's; filed later, within three months, the fourth
 * quarter's own are due within 45 days: either way the figures are out by day 60).
 */
export const RESULTS_DEADLINE_DAYS = { quarter: 45, fourthQuarter: 60 } as const;

/** The last day of a quarter, 'YYYY-MM-DD'. */
export function quarterEnd({ year, quarter }: QuarterId): string {
  return `${year}-${['03-31', '06-30', '09-30', '12-31'][quarter - 1]}`;
}

/** The SET's last day for a quarter's results (RESULTS_DEADLINE_DAYS). */
export function resultsDeadline(id: QuarterId): string {
  return addDays(
    quarterEnd(id),
    id.quarter === 4 ? RESULTS_DEADLINE_DAYS.fourthQuarter : RESULTS_DEADLINE_DAYS.quarter,
  );
}

/** The `count` quarters that have ended by Bangkok day `today`, the newest first (a quarter ends with its last day). */
export function endedQuarters(today: string, count = RESULTS_QUARTERS_WATCHED): QuarterId[] {
  const year = Number(today.slice(0, 4));
  const current: QuarterId = { year, quarter: Math.ceil(Number(today.slice(5, 7)) / 3) as QuarterId['quarter'] };
  const quarters: QuarterId[] = [];
  for (let id = previousQuarter(current); quarters.length < count; id = previousQuarter(id)) quarters.push(id);
  return quarters;
}

/** Where a quarter's results date came from: the investor calendar, the quarter's item, or the SET's deadline. */
export type ResultsDateSource = 'calendar' | 'item' | 'deadline';

export interface OverdueResults {
  year: number;
  quarter: QuarterId['quarter'];
  /** The results date that passed: the earliest of the calendar's, the item's and the SET's deadline. */
  dueOn: string;
  source: ResultsDateSource;
  /** The quarter's item under way (a draft, a submission, a scheduled or rejected version), the newest; null when none. */
  item: { id: string; state: ItemState } | null;
}

/** A quarterly results item as the rule reads it. */
export type ResultsItem = Pick<NewsroomItem, 'id' | 'state' | 'liveVersion' | 'updatedAt' | 'content'>;

export interface ResultsInputs {
  now: Date;
  /** The investor calendar's events (either language): a results event naming a quarter gives its date (lib/results, "Coming up"). */
  events: readonly { day: string; title: string }[];
  /** The quarters on the site (the `quarterly_results` list). */
  published: readonly { year: number; quarter: number }[];
  /** Every quarterly results item. */
  items: readonly ResultsItem[];
}

const sameQuarter = (a: { year: number; quarter: number }, b: { year: number; quarter: number }) =>
  a.year === b.year && a.quarter === b.quarter;
const itemQuarter = (item: ResultsItem) => ({ year: Number(item.content.year), quarter: Number(item.content.quarter) });

/**
 * The quarters among the last RESULTS_QUARTERS_WATCHED ended whose results date has passed (Bangkok
 * day, the day itself still in time) with nothing published: neither on the list nor live through an
 * item. The date is the earliest of the results date the investor calendar announces for the quarter
 * (`upcomingKindOf` and `quarterOfTitle`, lib/results), the results date of the quarter's item under way,
 * and the SET's deadline. Oldest due first.
 */
export function overdueResults({ now, events, published, items }: ResultsInputs): OverdueResults[] {
  const today = bangkokDay(now);
  if (!today) return [];
  const announced = events.flatMap((event) => {
    const id = upcomingKindOf(event.title) === 'results' ? quarterOfTitle(event.title) : null;
    return id && isIsoDay(event.day) ? [{ id, day: event.day }] : [];
  });
  const rows = endedQuarters(today).flatMap((id): OverdueResults[] => {
    const ofQuarter = items.filter((item) => sameQuarter(itemQuarter(item), id));
    const live = ofQuarter.some((item) => item.liveVersion !== null && item.state !== 'withdrawn');
    if (live || published.some((row) => sameQuarter(row, id))) return [];
    const pending = ofQuarter
      .filter((item) => item.state !== 'withdrawn')
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
    const itemDate = pending?.content.resultsDate;
    const candidates: { day: string; source: ResultsDateSource }[] = [
      ...announced
        .filter((event) => sameQuarter(event.id, id))
        .map((event) => ({ day: event.day, source: 'calendar' as const })),
      ...(typeof itemDate === 'string' && isIsoDay(itemDate) ? [{ day: itemDate, source: 'item' as const }] : []),
      { day: resultsDeadline(id), source: 'deadline' },
    ];
    const due = candidates.reduce((earliest, candidate) => (candidate.day < earliest.day ? candidate : earliest));
    if (today <= due.day) return [];
    return [
      { ...id, dueOn: due.day, source: due.source, item: pending ? { id: pending.id, state: pending.state } : null },
    ];
  });
  return rows.sort((a, b) => a.dueOn.localeCompare(b.dueOn));
}
