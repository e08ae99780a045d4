import { backendMode, purgeReadingDays, readReadingTotals, writeReadingIncrements, type ReadingKind } from '@/lib/backend';
import { settings } from '@/lib/config/settings.mjs';
import { bangkokDayOf, setReadingCountsEnabled, takeReadingCounts } from '@/lib/server/reading-counts.mjs';
import { onShutdown } from '@/lib/server/shutdown.mjs';

/**
 * The reading figures (docs/newsroom.md, Reading figures): page views of public pages, downloads of
 * documents and searches that found nothing, counted on the server as daily totals. The pipeline
 * stage and the search count into memory (lib/server/reading-counts.mjs); this writes them to the
 * store every READING_FLUSH_SECONDS, reads the windows the workspace shows, and deletes old days.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days of figures kept; older days are deleted by the job 'reading' (lib/jobs/jobs.ts). */
export const READING_RETENTION_DAYS = 400;

/** How many rows each table of the dashboard shows. */
export const READING_TOP = 20;

/** The windows the dashboard shows, in days up to and including today (Bangkok). */
export const READING_WINDOWS = [7, 30] as const;

/** The Bangkok day `days` days before `day`. */
export function dayBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** Writes what this process counted since the last write; a failed write is logged and its counts dropped. */
export async function flushReadingCounts(): Promise<{ written: number; dropped: number }> {
  const { counts, dropped } = takeReadingCounts();
  if (dropped > 0) console.error(`[reading] ${dropped} figure(s) dropped: more than the distinct figures one write takes`);
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

/** One row of a table of the dashboard: the key with its totals over 7 and 30 days. */
export interface ReadingRow {
  key: string;
  locale: string;
  last7: number;
  last30: number;
}

export interface ReadingFigures {
  pages: ReadingRow[];
  downloads: ReadingRow[];
  /** The searches that found nothing over 30 days (last7 alongside). */
  zeroSearches: ReadingRow[];
}

async function windows(kind: ReadingKind, today: string, limit: number): Promise<ReadingRow[]> {
  const [short, long] = READING_WINDOWS;
  const rows = await readReadingTotals(kind, { fromDay: dayBefore(today, long - 1), recentFromDay: dayBefore(today, short - 1), toDay: today, limit });
  return rows.map((row) => ({ key: row.key, locale: row.locale, last30: row.count, last7: row.recent }));
}

/**
 * The figures of the last 7 and 30 days up to today (Bangkok): the `limit` pages, documents and
 * searches that found nothing with the most over 30 days, most first.
 */
export async function readReadingFigures({ now = new Date(), limit = READING_TOP }: { now?: Date; limit?: number } = {}): Promise<ReadingFigures> {
  const today = bangkokDayOf(now);
  const [pages, downloads, zeroSearches] = await Promise.all([windows('page', today, limit), windows('download', today, limit), windows('zero-search', today, limit)]);
  return { pages, downloads, zeroSearches };
}

/** Deletes the figures of days older than READING_RETENTION_DAYS (the job 'reading'). */
export async function purgeOldReadings(now = new Date()): Promise<number> {
  return purgeReadingDays(dayBefore(bangkokDayOf(now), READING_RETENTION_DAYS - 1));
}
