import { array, mixed, number, object, string, ValidationError } from 'yup';
import type { Locale } from '@/lib/i18n';
import {
  CONNECTION_TYPES,
  DEVICE_CLASSES,
  MAX_TARGET_LENGTH,
  METRIC_NAMES,
  METRIC_RULES,
  RATINGS,
  ratingOf,
  type ConnectionType,
  type DeviceClass,
  type MetricName,
  type Rating,
} from './metrics';
import { routeOfPath } from './routes';

/** One metric of a report as it is stored: the route pattern, never the address. */
export interface VitalsSample {
  route: string;
  locale: Locale;
  device: DeviceClass;
  connection: ConnectionType | null;
  metric: MetricName;
  value: number;
  rating: Rating;
  /** JSON of the bounded attribution summary: { target?, parts }. */
  attribution: string;
}

export type ReportCheck = { ok: true; samples: VitalsSample[] } | { ok: false; error: string };

const known = (name: unknown): name is MetricName => typeof name === 'string' && Object.hasOwn(METRIC_RULES, name);

const metricSchema = object({
  name: mixed<MetricName>().oneOf(METRIC_NAMES).required(),
  value: number().required().min(0),
  rating: mixed<Rating>().oneOf(RATINGS).required(),
  attribution: object({
    target: string().max(MAX_TARGET_LENGTH),
    parts: object().required(),
  })
    .noUnknown()
    .required(),
})
  .noUnknown()
  .test('bounds', 'value out of range or rating not the value’s', (metric) => {
    // A field that failed its own check is reported by it; these tests judge only well-typed metrics.
    if (!known(metric?.name) || typeof metric.value !== 'number') return true;
    return metric.value <= METRIC_RULES[metric.name].max && metric.rating === ratingOf(metric.name, metric.value);
  })
  .test('parts', 'unknown attribution part or not a duration', (metric) => {
    if (!known(metric?.name) || !metric.attribution?.parts) return true;
    const allowed = METRIC_RULES[metric.name].parts;
    return Object.entries(metric.attribution.parts as Record<string, unknown>).every(
      ([part, value]) =>
        allowed.includes(part) && typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 600_000,
    );
  });

/** Strict: no type is converted (a number sent as text is refused), and no unknown key is accepted. */
const reportSchema = object({
  path: string().required().max(300),
  device: mixed<DeviceClass>().oneOf(DEVICE_CLASSES).required(),
  connection: mixed<ConnectionType>().oneOf(CONNECTION_TYPES),
  metrics: array()
    .of(metricSchema)
    .required()
    .min(1)
    .max(METRIC_NAMES.length)
    .test(
      'unique',
      'a metric is named twice',
      (metrics) => !metrics || new Set(metrics.map((m) => m?.name)).size === metrics.length,
    ),
})
  .noUnknown()
  .strict();

export type JsonObjectParse = { ok: true; body: Record<string, unknown> } | { ok: false; error: string };

/**
 * A request body's text as a plain JSON object (neither an array nor null), or why not: 'not JSON' or
 * 'not a JSON object'. The first step of checking a Web Vitals report and a page view beacon.
 */
export function parseJsonObject(text: string): JsonObjectParse {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, error: 'not JSON' };
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, error: 'not a JSON object' };
  return { ok: true, body: body as Record<string, unknown> };
}

/**
 * A report body (POST /api/vitals) checked whole: the samples to store, or why it is refused. Its path
 * must be a page of the site (./routes.ts); only that page's route pattern and locale are kept.
 */
export function checkReport(text: string): ReportCheck {
  const parsed = parseJsonObject(text);
  if (!parsed.ok) return parsed;
  let report;
  try {
    report = reportSchema.validateSync(parsed.body, { abortEarly: true, strict: true });
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, error: error.errors[0] ?? 'invalid' };
    throw error;
  }
  const page = routeOfPath(report.path);
  if (!page) return { ok: false, error: 'unknown route' };
  return {
    ok: true,
    samples: report.metrics.map((metric) => ({
      route: page.route,
      locale: page.locale,
      device: report.device,
      connection: report.connection ?? null,
      metric: metric.name,
      value: metric.value,
      rating: metric.rating,
      attribution: JSON.stringify(metric.attribution),
    })),
  };
}
