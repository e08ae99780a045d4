import { NextResponse } from 'next/server';
import {
  getStockQuote,
  clientKey,
  createSharedRateLimiter,
  dataReply,
  QUOTE_CACHE_CONTROL,
  quoteRateLimit,
} from '@/lib/backend';

// Far above one page's polling (twice a minute): it bounds a client asking in a loop, not readers.
const limiter = createSharedRateLimiter({ name: 'stock-quotation', limit: quoteRateLimit, windowMs: 60_000 });

export async function GET(request: Request): Promise<Response> {
  const quota = await limiter.take(clientKey(request));
  if (!quota.allowed) {
    return NextResponse.json(
      { error: 'Too many requests' },
      { status: 429, headers: { 'retry-after': String(quota.retryAfterSeconds), 'cache-control': 'no-store' } },
    );
  }
  return dataReply(await getStockQuote(), { 'cache-control': QUOTE_CACHE_CONTROL });
}
