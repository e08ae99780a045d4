/**
 * What a Web Vitals report may hold (docs/performance.md, Field data): shared by the collector in the
 * browser and the endpoint that validates it, so both agree on names and bounds. Client-safe.
 */

export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

export const RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type Rating = (typeof RATINGS)[number];

/** Device classes by viewport width in CSS pixels: below 768 a phone, below 1024 a tablet. */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The effective connection types of the Network Information API. */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

export function deviceClassOf(viewportWidth: number): DeviceClass {
  if (viewportWidth < 768) return 'mobile';
  if (viewportWidth < 1024) return 'tablet';
  return 'desktop';
}

/**
 * Per metric: the largest value accepted (milliseconds, CLS unitless) and the named parts of its
 * attribution summary, each a duration in milliseconds. Larger values are no page view's: refused.
 */
export const METRIC_RULES: Record<MetricName, { max: number; parts: readonly string[] }> = {
  LCP: { max: 600_000, parts: ['timeToFirstByte', 'resourceLoadDelay', 'resourceLoadDuration', 'elementRenderDelay'] },
  INP: { max: 600_000, parts: ['inputDelay', 'processingDuration', 'presentationDelay'] },
  CLS: { max: 100, parts: ['largestShiftValue'] },
  FCP: { max: 600_000, parts: ['timeToFirstByte', 'firstByteToFCP'] },
  TTFB: { max: 600_000, parts: ['dnsDuration', 'connectionDuration', 'requestDuration', 'waitingDuration'] },
};

/**
 * The [good, poor) bounds of each metric's rating, as web-vitals rates it (its exported thresholds): at
 * most the first is good, above the second poor, between them needs improvement.
 */
export const THRESHOLDS: Record<MetricName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export function ratingOf(name: MetricName, value: number): Rating {
  const [good, poor] = THRESHOLDS[name];
  return value > poor ? 'poor' : value > good ? 'needs-improvement' : 'good';
}

/** The CSS selector web-vitals names as the metric's element, cut to this many characters. */
export const MAX_TARGET_LENGTH = 100;

/** The longest report body accepted, in bytes: five metrics with their summaries take about 1 KB. */
export const MAX_REPORT_BYTES = 4096;

/** One metric as the collector sends it. */
export interface ReportedMetric {
  name: MetricName;
  value: number;
  rating: Rating;
  /** A bounded summary of web-vitals' attribution: the element's selector and the metric's parts. */
  attribution: { target?: string; parts: Record<string, number> };
}

/** The body of POST /api/vitals. `path` is the page's pathname only: the server keeps its route pattern. */
export interface VitalsReport {
  path: string;
  device: DeviceClass;
  connection?: ConnectionType;
  metrics: ReportedMetric[];
}

export const VITALS_ENDPOINT = '/api/vitals';

/**
 * The page view beacon (docs/newsroom.md, Reading figures): the collector reports every page view,
 * unsampled, as `{ "path": "<path and query>" }` to this endpoint, which counts it by its path alone.
 */
export const READING_ENDPOINT = '/api/reading';
/** The longest page path a beacon may name (as a Web Vitals report's). */
export const MAX_READING_PATH_LENGTH = 300;
/** The longest page URL (path and query) a beacon names; a longer one is not sent, and refused. */
export const MAX_READING_URL_LENGTH = 2000;
/** The largest beacon body accepted: the URL and the JSON around it. */
export const MAX_READING_BODY_BYTES = 2048;
