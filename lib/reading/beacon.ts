import 'server-only';
import { backendMode, clientKey, createSharedRateLimiter, readLimitedText } from '@/lib/backend';
import { settings } from '@/lib/config/settings.mjs';
import { isCrossSite } from '@/lib/security/origin-check';
import { countReading, pageViewOf } from '@/lib/server/process-bridge.mjs';
import {
  MAX_READING_BODY_BYTES,
  MAX_READING_PATH_LENGTH,
  MAX_READING_URL_LENGTH,
  parseJsonObject,
  READING_ROUTES,
  reportReply as reply,
  routeOfPath,
} from '@/lib/vitals/server';

/**
 * POST /api/reading: a reader's browser reports a page view (docs/newsroom.md, Reading figures), since a
 * shared cache in front answers most pages without the server. The body is `{ "path": "<path and
 * query>" }` as the address bar shows it (lib/vitals/collector.tsx sends it).
 */

// A page view beacon per client per minute, counted apart from the Web Vitals reports but with their
// limit (VITALS_RATE_LIMIT); with REDIS_URL counted across instances.
const limiter = createSharedRateLimiter({
  name: 'reading',
  limit: () => settings().VITALS_RATE_LIMIT,
  windowMs: 60_000,
});

type Checked = { ok: true; url: string } | { ok: false; error: string };

/** The body checked: one key, `path`, a string of the site's own origin-form URL within the bounds. */
function checkBody(text: string): Checked {
  const parsed = parseJsonObject(text);
  if (!parsed.ok) return parsed;
  const keys = Object.keys(parsed.body);
  const url = parsed.body.path;
  if (keys.length !== 1 || typeof url !== 'string') return { ok: false, error: 'expected { "path": string } only' };
  if (url.length > MAX_READING_URL_LENGTH) return { ok: false, error: `path longer than ${MAX_READING_URL_LENGTH}` };
  if (!url.startsWith('/') || url.startsWith('//')) return { ok: false, error: 'path must start with one /' };
  if (url.split(/[?#]/)[0].length > MAX_READING_PATH_LENGTH) {
    return { ok: false, error: `path longer than ${MAX_READING_PATH_LENGTH} before its query` };
  }
  return { ok: true, url };
}

/**
 * 204 counted, or not counted for a view that is no reader's (a crawler, a URL with a token, the
 * workspace: pageViewOf); 400 for a body too large, not JSON, not `{ path }`, a path too long or no
 * page of the site; 403 cross-site; 429 over the client's limit; 404 with a remote backend (the
 * figures live in the embedded store).
 */
export async function handleReadingBeacon(request: Request): Promise<Response> {
  if (backendMode().kind !== 'embedded') return reply(404, 'Reading figures are not kept with a remote backend');
  if (isCrossSite(request)) return reply(403, 'Cross-site request refused');
  const quota = await limiter.take(clientKey(request));
  if (!quota.allowed) return reply(429, 'Too many requests', { 'retry-after': String(quota.retryAfterSeconds) });
  const body = await readLimitedText(request, MAX_READING_BODY_BYTES);
  if (!body.ok && body.reason === 'too-large') return reply(400, `Body larger than ${MAX_READING_BODY_BYTES} bytes`);
  if (!body.ok) return reply(408, 'Body not received in time', { connection: 'close' });
  const checked = checkBody(body.text);
  if (!checked.ok) return reply(400, checked.error);
  const key = pageViewOf(checked.url, request.headers.get('user-agent') ?? undefined);
  if (key === null) return reply(204);
  if (!routeOfPath(key, READING_ROUTES)) return reply(400, 'not a page of the site');
  countReading('page', key);
  return reply(204);
}
