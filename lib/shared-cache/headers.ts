import { entityTag, matchesEntityTag } from '@/lib/server/process-bridge.mjs';

export { entityTag, matchesEntityTag };

/**
 * What a shared cache (a CDN, nginx's proxy_cache) may do with a public response
 * (docs/operations.md, A shared cache in front): how long it may hold it (`s-maxage`, apart from a
 * reader's own `max-age`), how long it may serve it stale while it asks again, and the keys a purge
 * names it by (`Surrogate-Key` for Fastly and the like, `Cache-Tag` for Cloudflare).
 */
export interface SharedCachePolicy {
  /** Seconds a reader's browser keeps it. */
  maxAge: number;
  /** Seconds a shared cache keeps it. */
  sharedMaxAge: number;
  /** Seconds after that a shared cache may still answer with it while it fetches a new one. */
  staleWhileRevalidate: number;
  /** The purge keys it answers to (./keys.ts). */
  keys: readonly string[];
}

/** The headers of a response that every reader gets alike, for a shared cache to hold. */
export function sharedCacheHeaders(policy: SharedCachePolicy): Record<string, string> {
  return {
    'cache-control': `public, max-age=${policy.maxAge}, s-maxage=${policy.sharedMaxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`,
    'surrogate-key': policy.keys.join(' '),
    'cache-tag': policy.keys.join(','),
  };
}

/**
 * The response for a request whose copy may be current: 304 with the validator and the caching
 * headers when If-None-Match names the body's ETag, else the body with its ETag. `headers` are the
 * response's own (content type, caching).
 */
export function revalidatedResponse(
  request: Request | undefined,
  body: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string>,
): Response {
  const etag = entityTag(body);
  if (matchesEntityTag(request?.headers.get('if-none-match') ?? null, etag)) {
    const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'content-type'));
    return new Response(null, { status: 304, headers: { ...kept, etag } });
  }
  return new Response(body, { headers: { ...headers, etag } });
}
