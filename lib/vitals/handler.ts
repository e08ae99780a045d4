import 'server-only';
import { backendMode, clientKey, createSharedRateLimiter, readLimitedText } from '@/lib/backend';
import { settings } from '@/lib/config/settings.mjs';
import { isCrossSite } from '@/lib/security/origin-check';
import { MAX_REPORT_BYTES } from './metrics';
import { storeSamples } from './store';
import { checkReport } from './validate';

// VITALS_RATE_LIMIT reports per client per minute; with REDIS_URL counted across instances.
const limiter = createSharedRateLimiter({
  name: 'vitals',
  limit: () => settings().VITALS_RATE_LIMIT,
  windowMs: 60_000,
});

// No cookie is read or set, nothing identifies the visitor: the reply carries no body worth keeping.
// The page view reports (lib/reading/beacon.ts) answer the same way.
export const reply = (status: number, error?: string, headers?: Record<string, string>) =>
  error === undefined
    ? new Response(null, { status, headers: { 'cache-control': 'no-store', ...headers } })
    : Response.json({ error }, { status, headers: { 'cache-control': 'no-store', ...headers } });

/** Whether this server collects Web Vitals: they live in the embedded store. */
export function vitalsEnabled(): boolean {
  return backendMode().kind === 'embedded';
}

/** The share of page views the collector measures (VITALS_SAMPLE_RATE), 0 where nothing is collected. */
export function vitalsSampleRate(): number {
  return vitalsEnabled() ? settings().VITALS_SAMPLE_RATE : 0;
}

/**
 * POST /api/vitals: one page view's report (lib/vitals/metrics.ts, VitalsReport). 204 stored; 400 for
 * any body that is too large, not JSON or not a valid report (nothing is stored); 403 cross-site;
 * 429 over the client's limit; 404 with a remote backend.
 */
export async function handleVitalsReport(request: Request): Promise<Response> {
  if (!vitalsEnabled()) return reply(404, 'Web Vitals are not collected with a remote backend');
  if (isCrossSite(request)) return reply(403, 'Cross-site request refused');
  const quota = await limiter.take(clientKey(request));
  if (!quota.allowed) return reply(429, 'Too many requests', { 'retry-after': String(quota.retryAfterSeconds) });
  const body = await readLimitedText(request, MAX_REPORT_BYTES);
  if (!body.ok && body.reason === 'too-large') return reply(400, `Body larger than ${MAX_REPORT_BYTES} bytes`);
  if (!body.ok) return reply(408, 'Body not received in time', { connection: 'close' });
  const checked = checkReport(body.text);
  if (!checked.ok) return reply(400, checked.error);
  try {
    await storeSamples(checked.samples);
  } catch (error) {
    console.error('[vitals] could not store a report:', error instanceof Error ? error.message : error);
    return reply(500, 'Could not store the report');
  }
  return reply(204);
}
