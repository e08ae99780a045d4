import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { requestSearchIndexRebuild } from '@/lib/search/server';
import { clientKey, createFormRateLimiter, readLimitedText, ALL_TAGS, type CacheTag } from '@/lib/backend';
import { settings } from '@/lib/config/settings.mjs';
import { runJobSoon } from '@/lib/server/process-bridge.mjs';
import { clearHistoryReplies } from '@/lib/downloads';
import { publishingPurge } from '@/lib/newsroom/server';
import { purgeSharedCache } from '@/lib/shared-cache';

const MAX_BODY_BYTES = 4096;

// Every call counts, right or wrong: FORM_RATE_LIMIT tries per client per minute leave no secret guessable.
// (Counting only wrong secrets would let a burst of concurrent guesses all pass the check before any counted.)
const limiter = createFormRateLimiter('revalidate');

/**
 * Purges (marks stale) cached backend lists: POST with the secret (header x-revalidate-secret or body {secret})
 * and optionally {tags: [...]}; without tags every list is purged.
 */
export async function POST(request: Request): Promise<Response> {
  const quota = await limiter.take(clientKey(request));
  if (!quota.allowed) {
    return NextResponse.json(
      { error: 'Too many requests' },
      { status: 429, headers: { 'retry-after': String(quota.retryAfterSeconds) } },
    );
  }
  const read = await readLimitedText(request, MAX_BODY_BYTES);
  if (!read.ok && read.reason === 'too-large') return NextResponse.json({ error: 'Body too large' }, { status: 413 });
  if (!read.ok)
    return NextResponse.json({ error: 'Body not received in time' }, { status: 408, headers: { connection: 'close' } });
  let body: { secret?: unknown; tags?: unknown } = {};
  if (read.text.trim()) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(read.text);
    } catch {
      return NextResponse.json({ error: 'Invalid JSON' }, { status: 400 });
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return NextResponse.json({ error: 'Expected a JSON object' }, { status: 400 });
    }
    body = {
      secret: Object.hasOwn(parsed, 'secret') ? (parsed as typeof body).secret : undefined,
      tags: Object.hasOwn(parsed, 'tags') ? (parsed as typeof body).tags : undefined,
    };
  }

  const provided = request.headers.get('x-revalidate-secret') ?? (typeof body.secret === 'string' ? body.secret : '');
  if (!secretMatches(provided)) return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });

  const requested = body.tags === undefined ? ALL_TAGS : body.tags;
  if (!Array.isArray(requested) || !requested.every(isKnownTag)) {
    return NextResponse.json({ error: 'tags must be a list of known tags', known: ALL_TAGS }, { status: 400 });
  }
  // 'max' marks the lists stale: the next request refetches them in the background and keeps serving
  // the old copy until a fetch succeeds, so a purge while the backend is down never empties a page.
  for (const tag of requested) revalidateTag(tag, 'max');
  clearHistoryReplies();
  // The shared cache in front drops what a published item changes (it logs a failure; the copies expire on their own).
  await purgeSharedCache(publishingPurge());
  // New items may have been published (`npm run publish`): the e-mail alerts look for them now.
  runJobSoon('alerts');
  // The site search reads its own index, rebuilt from the lists now (in the background; a failing list keeps its documents).
  requestSearchIndexRebuild();
  return NextResponse.json({ revalidated: requested });
}

/** Constant-time comparison; an unset REVALIDATE_SECRET refuses everyone. */
function secretMatches(provided: string): boolean {
  const secret = settings().REVALIDATE_SECRET;
  if (!secret || !provided) return false;
  const expected = Buffer.from(secret);
  const actual = Buffer.from(provided);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function isKnownTag(tag: unknown): tag is CacheTag {
  return typeof tag === 'string' && (ALL_TAGS as readonly string[]).includes(tag);
}
