import {
  backendMode,
  purgeReadingDays,
  readReadingDays,
  readReadingTotals,
  writeReadingIncrements,
  type ReadingKind,
} from '@/lib/backend';
import { settings } from '@/lib/config/settings.mjs';
import { bangkokDayOf, onShutdown, setReadingCountsEnabled, takeReadingCounts } from '@/lib/server/process-bridge.mjs';

/**
 * The reading figures (docs/newsroom.md, Reading figures): page views of public pages, downloads of
 * documents and searches that found nothing, counted on the server as daily totals. The pipeline
 * stage and the search count into memory (lib/server/reading-counts.mjs); this writes them to the
 * store every READING_FLUSH_SECONDS, reads the days and totals the workspace shows, and deletes old days.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days of figures kept; older days are deleted by the job 'reading' (lib/jobs/jobs.ts). */
export const READING_RETENTION_DAYS = 400;

/** How many rows each table of the reading figures shows. */
export const READING_TOP = 20;

/** The most rows a CSV download of a table holds (the store's bound on one read). */
export const READING_CSV_ROWS = 1000;

/** The windows the reading figures offer, in days up to and including today (Bangkok); all within the retention. */
export const READING_VIEW_DAYS = [7, 30, 90] as const;
export type ReadingViewDays = (typeof READING_VIEW_DAYS)[number];

/** The window shown when none is asked for (and the dashboard's). */
export const DEFAULT_READING_DAYS: ReadingViewDays = 30;

/** The window asked for (`?days=`): one of READING_VIEW_DAYS; unset or empty the default; anything else null. */
export function readingViewDays(value: string | null | undefined): ReadingViewDays | null {
  if (value === null || value === undefined || value === '') return DEFAULT_READING_DAYS;
  return READING_VIEW_DAYS.find((days) => String(days) === value) ?? null;
}

/** The Bangkok day `days` days before `day`. */
export function dayBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** Writes what this process counted since the last write; a failed write is logged and its counts dropped. */
export async function flushReadingCounts(): Promise<{ written: number; dropped: number }> {
  const { counts, dropped } = takeReadingCounts();
  if (dropped > 0)
    console.error(`[reading] ${dropped} figure(s) dropped: more than the distinct figures one write takes`);
  try {
    await writeReadingIncrements(counts);
    return { written: counts.length, dropped };
  } catch (error) {
    console.error('[reading] could not write the figures:', error instanceof Error ? error.message : error);
    return { written: 0, dropped: dropped + counts.length };
  }
}

interface ReadingWriter {
  timer: ReturnType<typeof setInterval>;
}
let writer: ReadingWriter | null = null;

/**
 * Starts counting in this process (instrumentation.ts), with the embedded store only: every
 * READING_FLUSH_SECONDS the counts are written, and once more at shutdown. Each process writes its own
 * counts (adding to the day's rows), so several instances count together.
 */
export function startReadingCounts(): void {
  if (writer || backendMode().kind !== 'embedded') return;
  setReadingCountsEnabled(true);
  let flushing: Promise<unknown> = Promise.resolve();
  const flush = () => (flushing = flushing.then(flushReadingCounts));
  const timer = setInterval(flush, settings().READING_FLUSH_SECONDS * 1000);
  timer.unref();
  writer = { timer };
  onShutdown(async () => {
    clearInterval(timer);
    writer = null;
    await flush();
    setReadingCountsEnabled(false);
  });
}

/** The Bangkok days of a window of `days` days (1 to the retention) up to and including the day of `now`, oldest first. */
export function windowDays(days: number, now: Date): string[] {
  const today = bangkokDayOf(now);
  const length = Math.min(Math.max(1, Math.floor(days) || 1), READING_RETENTION_DAYS);
  return Array.from({ length }, (_, index) => dayBefore(today, length - 1 - index));
}

/** One day of the reading figures: its page views and downloads. */
export interface ReadingDay {
  day: string;
  views: number;
  downloads: number;
}

/** The page views and downloads of every day of the window, oldest first; a day with none counted is 0 and 0. */
export async function readReadingSeries({
  days,
  now = new Date(),
}: {
  days: number;
  now?: Date;
}): Promise<ReadingDay[]> {
  const window = windowDays(days, now);
  const counted = new Map(
    (await readReadingDays({ fromDay: window[0], toDay: window[window.length - 1] })).map((row) => [row.day, row]),
  );
  return window.map((day) => ({
    day,
    views: counted.get(day)?.views ?? 0,
    downloads: counted.get(day)?.downloads ?? 0,
  }));
}

/** One row of a table of the reading figures: a page, document or search with its total over the window. */
export interface ReadingTotalRow {
  key: string;
  /** The language of a search ('th' or 'en'); empty for pages and documents. */
  locale: string;
  count: number;
}

/** The `limit` pages, documents or searches that found nothing with the most over the window, most first. */
export async function readReadingTop(
  kind: ReadingKind,
  { days, now = new Date(), limit = READING_TOP }: { days: number; now?: Date; limit?: number },
): Promise<ReadingTotalRow[]> {
  const window = windowDays(days, now);
  const rows = await readReadingTotals(kind, {
    fromDay: window[0],
    recentFromDay: window[0],
    toDay: window[window.length - 1],
    limit,
  });
  return rows.map((row) => ({ key: row.key, locale: row.locale, count: row.count }));
}

/** Deletes the figures of days older than READING_RETENTION_DAYS (the job 'reading'). */
export async function purgeOldReadings(now = new Date()): Promise<number> {
  return purgeReadingDays(dayBefore(bangkokDayOf(now), READING_RETENTION_DAYS - 1));
}
