import type { QuarterlyResult, TranscriptParagraph } from '@/lib/contract';
import { computedFigures, inputsOf } from '@/lib/figures';
import { WEBCAST_FRAME_ORIGIN } from '@/lib/security/webcast-frame.mjs';

/**
 * The arithmetic of the quarterly results hub (docs/results.md): quarter slugs, the headline figures
 * (computed ones by lib/figures) and their changes, the data pack's quarters, transcript anchors and
 * webcast links.
 * Pure: the pages, the data pack and the tests share it.
 */

export interface QuarterId {
  /** Gregorian year; the Thai pages show it in the Buddhist era. */
  year: number;
  quarter: 1 | 2 | 3 | 4;
}

/** The hub's path; a quarter's page is below it. */
export const RESULTS_PATH = '/financialinfo/results';

/** How many quarters the data pack holds: the quarter and the eight before it. */
export const DATA_PACK_QUARTERS = 9;

const SLUG = /^(\d{4})-q([1-4])$/;

/** '2025-q3' → { year: 2025, quarter: 3 }; anything else (upper case, Buddhist-era year, extra text) → null. */
export function parseQuarterSlug(slug: string): QuarterId | null {
  const match = SLUG.exec(slug);
  if (!match) return null;
  const year = Number(match[1]);
  if (year < 1990 || year > 2200) return null;
  return { year, quarter: Number(match[2]) as QuarterId['quarter'] };
}

export function quarterSlug({ year, quarter }: { year: number; quarter: number }): string {
  return `${year}-q${quarter}`;
}

/** The locale-less path of a quarter's page. */
export function quarterPath(id: { year: number; quarter: number }): string {
  return `${RESULTS_PATH}/${quarterSlug(id)}`;
}

export function sameQuarter(a: { year: number; quarter: number }, b: { year: number; quarter: number }): boolean {
  return a.year === b.year && a.quarter === b.quarter;
}

export function previousQuarter({ year, quarter }: QuarterId): QuarterId {
  return quarter === 1 ? { year: year - 1, quarter: 4 } : { year, quarter: (quarter - 1) as QuarterId['quarter'] };
}

export function sameQuarterYearBefore({ year, quarter }: QuarterId): QuarterId {
  return { year: year - 1, quarter };
}

const order = (id: { year: number; quarter: number }) => id.year * 4 + id.quarter;

/** Newest first, one per quarter (a repeated quarter keeps its first row). */
export function newestFirst<T extends { year: number; quarter: number }>(rows: readonly T[]): T[] {
  const seen = new Set<number>();
  return [...rows]
    .sort((a, b) => order(b) - order(a))
    .filter((row) => (seen.has(order(row)) ? false : (seen.add(order(row)), true)));
}

export function findQuarter<T extends { year: number; quarter: number }>(
  rows: readonly T[],
  id: QuarterId,
): T | undefined {
  return rows.find((row) => sameQuarter(row, id));
}

/** A quarter's computed figures (lib/figures): its gross margin and EPS as every page computes them. */
function computedOf(result: QuarterlyResult) {
  return computedFigures(inputsOf(result), { reportedEps: result.eps });
}

export type HeadlineMetric = 'totalRevenue' | 'grossProfit' | 'grossMargin' | 'netProfit' | 'eps';

export const HEADLINE_METRICS: readonly HeadlineMetric[] = [
  'totalRevenue',
  'grossProfit',
  'grossMargin',
  'netProfit',
  'eps',
];

/** Decimals the page and the data pack show: amounts in thousand baht, the margin in percent, EPS in baht. */
export const METRIC_DECIMALS: Readonly<Record<HeadlineMetric, number>> = {
  totalRevenue: 0,
  grossProfit: 0,
  grossMargin: 2,
  netProfit: 0,
  eps: 4,
};

export function metricValue(result: QuarterlyResult, metric: HeadlineMetric): number | null {
  switch (metric) {
    case 'totalRevenue':
      return result.total_revenue;
    case 'grossProfit':
      return result.gross_profit;
    case 'grossMargin':
      return computedOf(result).grossMargin;
    case 'netProfit':
      return result.net_profit;
    case 'eps':
      return computedOf(result).eps;
  }
}

/**
 * The change from `before` to `now`: in percent of the earlier value for amounts; in percentage
 * points for the margin (a margin's percent change misleads). Null when either is missing, or the
 * earlier amount is zero or negative (a percent change from a loss has no meaning).
 */
export function change(metric: HeadlineMetric, now: number | null, before: number | null): number | null {
  if (now === null || before === null) return null;
  if (metric === 'grossMargin') return now - before;
  if (before <= 0) return null;
  return ((now - before) / before) * 100;
}

export interface HeadlineRow {
  metric: HeadlineMetric;
  value: number | null;
  /** Against the same quarter a year before. */
  yearOnYear: number | null;
  /** Against the quarter before. */
  quarterOnQuarter: number | null;
}

/** The URL path of a quarter's share image, e.g. '/og/en/results/2025-q3.png' (app/og/[locale]/results/[image]). */
export function quarterImagePath(id: { year: number; quarter: number }, locale: string): string {
  return `/og/${locale}/results/${quarterSlug(id)}.png`;
}

/** The quarter a share image's file name stands for ('2025-q3.png'), or null for any other name. */
export function parseQuarterImageFile(file: string): QuarterId | null {
  return file.endsWith('.png') ? parseQuarterSlug(file.slice(0, -'.png'.length)) : null;
}

/** The quarter's headline figures, each with its two changes; a comparison quarter that is not stored gives null. */
export function headlineRows(results: readonly QuarterlyResult[], id: QuarterId): HeadlineRow[] | null {
  const current = findQuarter(results, id);
  if (!current) return null;
  const yearBefore = findQuarter(results, sameQuarterYearBefore(id));
  const quarterBefore = findQuarter(results, previousQuarter(id));
  return HEADLINE_METRICS.map((metric) => {
    const value = metricValue(current, metric);
    return {
      metric,
      value,
      yearOnYear: change(metric, value, yearBefore ? metricValue(yearBefore, metric) : null),
      quarterOnQuarter: change(metric, value, quarterBefore ? metricValue(quarterBefore, metric) : null),
    };
  });
}

/** The data pack's quarters: the quarter and up to eight before it that are stored, newest first. */
export function dataPackQuarters(results: readonly QuarterlyResult[], id: QuarterId): QuarterlyResult[] {
  return newestFirst(results).filter((row) => order(row) <= order(id) && order(row) > order(id) - DATA_PACK_QUARTERS);
}

/** 754 → '00:12:34'. */
export function clockOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
}

/** A transcript paragraph's fragment id: 754 → 't-00-12-34'. */
export function transcriptAnchor(seconds: number): string {
  return `t-${clockOf(seconds).replace(/:/g, '-')}`;
}

/** A quarter's transcript in reading order; paragraphs of other quarters are left out. */
export function transcriptOf(paragraphs: readonly TranscriptParagraph[], id: QuarterId): TranscriptParagraph[] {
  return paragraphs
    .filter((paragraph) => paragraph.year === id.year && paragraph.quarter === id.quarter)
    .sort((a, b) => a.seq - b.seq);
}

/**
 * The webcast's embed address when it is an https address on the privacy-enhanced host, the only
 * frame the results pages' policy allows; null for anything else (the page then only links it).
 */
export function embeddableWebcast(link: string | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.origin === WEBCAST_FRAME_ORIGIN && url.pathname.startsWith('/embed/') ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The webcast opened at a time (the player's `start` parameter, in seconds). */
export function webcastAt(link: string, seconds: number): string {
  const url = new URL(link);
  url.searchParams.set('start', String(Math.max(0, Math.floor(seconds))));
  return url.toString();
}

/** Where the stored videos are served: /videos/<sha256>.<webm|mp4> (docs/uploads.md#videos). */
export const VIDEO_FOLDER = '/videos';
const SELF_HOSTED_VIDEO = /^\/videos\/([0-9a-f]{64})\.(webm|mp4)$/;

/** A webcast the site serves itself: its same-site path and content type. */
export interface SelfHostedVideo {
  href: string;
  type: 'video/webm' | 'video/mp4';
}

/**
 * The webcast when it is a video the IR team uploaded (a same-site path `/videos/<sha256>.<webm|mp4>`,
 * docs/results.md#a-self-hosted-video); null for anything else, an external address included.
 */
export function selfHostedVideo(link: string | undefined): SelfHostedVideo | null {
  const match = link ? SELF_HOSTED_VIDEO.exec(link) : null;
  return match ? { href: link!, type: match[2] === 'webm' ? 'video/webm' : 'video/mp4' } : null;
}

/** The video opened at a time, without script: the media fragment `#t=<seconds>`. */
export function videoAt(href: string, seconds: number): string {
  return `${href}#t=${Math.max(0, Math.floor(seconds))}`;
}

export type CaptionLanguage = 'th' | 'en';

/** The captions of a quarter's transcript in a language: /downloads/results-<year>-q<n>-captions-<th|en>.vtt. */
export function captionsPath(id: { year: number; quarter: number }, lang: CaptionLanguage): string {
  return `/downloads/results-${quarterSlug(id)}-captions-${lang}.vtt`;
}

const CAPTIONS_FILE = /^results-(\d{4}-q[1-4])-captions-(th|en)\.vtt$/;

/** A captions file's name ('results-2025-q3-captions-th.vtt') to its quarter and language; null for anything else. */
export function parseCaptionsFile(file: string): { id: QuarterId; lang: CaptionLanguage } | null {
  const match = CAPTIONS_FILE.exec(file);
  const id = match ? parseQuarterSlug(match[1]) : null;
  return id ? { id, lang: match![2] as CaptionLanguage } : null;
}
