import { settings } from '@/lib/config/settings.mjs';

/**
 * Publishing purges the shared cache in front of the site (docs/operations.md, A shared cache in
 * front), so that what went live, was corrected or came off is served fresh at the next request
 * instead of when the cache's copy expires. SHARED_CACHE_PURGE names the cache:
 * - `nginx:<origin>`: nginx with ngx_cache_purge (Debian's libnginx-mod-http-cache-purge) answering
 *   `PURGE <path>` for the exact paths named (nginx keys a copy by its URL, not by tags);
 * - `fastly:<service>`: one purge of the named surrogate keys (`Surrogate-Key`), with the token;
 * - `cloudflare:<zone>`: purges of the named cache tags (`Cache-Tag`), 30 a request, with the token.
 * A purge never stops publishing: a failure is logged and the copies expire on their own (s-maxage).
 */
export type PurgeTarget = { kind: 'nginx' | 'fastly' | 'cloudflare'; target: string };

/** What changed, named both ways: the paths (an nginx copy is keyed by its URL) and the keys. */
export interface PurgeRequest {
  paths: readonly string[];
  keys: readonly string[];
}

export interface PurgeOutcome {
  /** The cache purged, or null when none is set. */
  kind: PurgeTarget['kind'] | null;
  /** Requests the cache accepted. */
  sent: number;
  /** What went wrong, one line each. */
  failures: string[];
}

/** The providers' API origins; tests point them at a stand-in on 127.0.0.1. */
export interface PurgeApis {
  fastly: string;
  cloudflare: string;
}

const PROVIDER_APIS: PurgeApis = { fastly: 'https://api.fastly.com', cloudflare: 'https://api.cloudflare.com' };
const TIMEOUT_MS = 5000;
const CLOUDFLARE_TAGS_PER_REQUEST = 30;
const FASTLY_KEYS_PER_REQUEST = 256;

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

async function send(url: string, init: RequestInit, accepted: (status: number) => boolean): Promise<string | null> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.body?.cancel();
    return accepted(response.status) ? null : `${init.method} ${url}: ${response.status}`;
  } catch (error) {
    return `${init.method} ${url}: ${error instanceof Error ? error.message : String(error)}`;
  }
}

function requestsFor(target: PurgeTarget, token: string | null, purge: PurgeRequest, apis: PurgeApis) {
  switch (target.kind) {
    case 'nginx':
      // 200: purged; 404: it held no copy of that path.
      return [...new Set(purge.paths)].map(
        (path) => () =>
          send(`${target.target}${path}`, { method: 'PURGE' }, (status) => status === 200 || status === 404),
      );
    case 'fastly':
      return batches([...new Set(purge.keys)], FASTLY_KEYS_PER_REQUEST).map(
        (keys) => () =>
          send(
            `${apis.fastly}/service/${encodeURIComponent(target.target)}/purge`,
            { method: 'POST', headers: { 'fastly-key': token ?? '', 'surrogate-key': keys.join(' ') } },
            (status) => status === 200,
          ),
      );
    case 'cloudflare':
      return batches([...new Set(purge.keys)], CLOUDFLARE_TAGS_PER_REQUEST).map(
        (tags) => () =>
          send(
            `${apis.cloudflare}/client/v4/zones/${encodeURIComponent(target.target)}/purge_cache`,
            {
              method: 'POST',
              headers: { authorization: `Bearer ${token ?? ''}`, 'content-type': 'application/json' },
              body: JSON.stringify({ tags }),
            },
            (status) => status === 200,
          ),
      );
  }
}

/** Purges `purge` from the shared cache of SHARED_CACHE_PURGE (nothing when unset); never throws. */
export async function purgeSharedCache(
  purge: PurgeRequest,
  target: PurgeTarget | null = settings().SHARED_CACHE_PURGE,
  token: string | null = settings().SHARED_CACHE_PURGE_TOKEN,
  apis: PurgeApis = PROVIDER_APIS,
): Promise<PurgeOutcome> {
  if (!target) return { kind: null, sent: 0, failures: [] };
  const results = await Promise.all(requestsFor(target, token, purge, apis).map((request) => request()));
  const failures = results.filter((failure): failure is string => failure !== null);
  for (const failure of failures) console.error(`[shared-cache] purge failed: ${failure}`);
  return { kind: target.kind, sent: results.length - failures.length, failures };
}
