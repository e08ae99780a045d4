import 'server-only';
import { createHash } from 'node:crypto';
import { settings } from '@/lib/config/settings.mjs';
import { sharedRedis } from '@/lib/server/process-bridge.mjs';
import { backendMode } from './config';
import { stockQuoteCheck, checkRecord, ReplyShapeError } from '@/lib/contract';
import { getJson } from './http';
import { readStockQuote } from '@/lib/store';
import { createQuoteCache, createRedisQuoteStore, type QuoteCache } from './quote-cache';
import type { StockQuote } from '@/lib/contract';

/**
 * The stock quote (docs/product.md, The stock quote). Server only: it reads STOCK_API_KEY, which must
 * never reach a browser. The 'server-only' mark fails a build that bundles it for a client, and a
 * test checks that no client module's import graph reaches lib/backend.
 */

// A quote moves during the session: browsers and proxies may reuse it for a few seconds only.
export const QUOTE_CACHE_CONTROL = 'public, max-age=15';

/**
 * The quote provider's query: fixed markets, index sectors, security types and odd-lot flag, and the
 * company's symbol as the IR team publishes it in the company facts (docs/newsroom.md, Facts and figures).
 */
export function stockQuoteQuery(symbol: string) {
  return {
    markets: 'SET,mai',
    indexSectors: 'SET,SET50,SET100,PROPCON',
    securityTypes: 'S',
    symbols: symbol,
    oddLot: 'true',
  } as const;
}

/** STOCK_QUOTE_CACHE_SECONDS: a quote is served without asking the provider again for this long (default 15; 0 keeps none). */
export const quoteCacheSeconds = () => settings().STOCK_QUOTE_CACHE_SECONDS;

/** STOCK_QUOTE_STALE_SECONDS: how long after its fetch the last good quote may still be served while the provider fails (default 600). */
export const quoteStaleSeconds = () => settings().STOCK_QUOTE_STALE_SECONDS;

/** STOCK_API_TIMEOUT_MS: upper bound of one upstream quote request (default 2000). */
export const quoteTimeoutMs = () => settings().STOCK_API_TIMEOUT_MS;

/** STOCK_QUOTE_RATE_LIMIT: requests of /api/stock_quotation per client per minute (default 300; a page polls twice a minute). */
export const quoteRateLimit = () => settings().STOCK_QUOTE_RATE_LIMIT;

/** The upstream quote source, or null in embedded mode (the stored quote, read directly). */
function upstreamSource(symbol: string): { name: string; load: () => Promise<StockQuote> } | null {
  const { STOCK_API_URL: providerUrl, STOCK_API_KEY: apiKey } = settings();
  const timeoutMs = quoteTimeoutMs();
  if (providerUrl) {
    return {
      name: `provider ${providerUrl}`,
      load: async () => {
        const reply = await getJson(providerUrl, {
          query: stockQuoteQuery(symbol),
          headers: apiKey ? { 'api-key': apiKey } : {},
          timeoutMs,
          // The key goes to STOCK_API_URL only: a redirect anywhere is a failed call.
          followRedirects: false,
        });
        return checkRecord(stockQuoteCheck, unwrapQuote(reply, symbol));
      },
    };
  }
  const mode = backendMode();
  if (mode.kind === 'remote') {
    const url = `${mode.baseUrl}/api/stock_quotation`;
    return {
      name: `backend ${url}`,
      load: async () => checkRecord(stockQuoteCheck, unwrapQuote(await getJson(url, { timeoutMs }), symbol)),
    };
  }
  return null;
}

/** Loads the quote of a symbol from whichever source is configured, uncached; throws on any failure. */
export async function loadStockQuote(symbol: string): Promise<StockQuote> {
  const upstream = upstreamSource(symbol);
  if (upstream) return upstream.load();
  const stored = await readStockQuote(symbol);
  if (!stored) throw new ReplyShapeError(`no stored quote for ${symbol}`);
  return checkRecord(stockQuoteCheck, stored);
}

// On the global object: the page renders and the route handler are bundled apart, and must share one cache.
const CACHES = Symbol.for('ir-website.stock-quote-caches');
type CacheHolder = { [CACHES]?: Map<string, QuoteCache<StockQuote>> };

/**
 * The quote for pages and /api/stock_quotation: from an upstream source, through one cache per process
 * (shared by every instance with REDIS_URL), so visitors never spend the provider's key one call each;
 * embedded, the stored quote. Throws when there is no quote to show (the page then shows N/A).
 */
export async function cachedStockQuote(symbol: string): Promise<StockQuote> {
  const upstream = upstreamSource(symbol);
  if (!upstream) return loadStockQuote(symbol);
  const freshMs = quoteCacheSeconds() * 1000;
  const staleMs = quoteStaleSeconds() * 1000;
  const timeoutMs = quoteTimeoutMs();
  const redis = sharedRedis();
  const signature = [upstream.name, symbol, freshMs, staleMs, timeoutMs, redis ? 'redis' : 'memory'].join('|');
  const caches = ((globalThis as CacheHolder)[CACHES] ??= new Map());
  let cache = caches.get(signature);
  if (!cache) {
    const source = createHash('sha256').update(`${upstream.name}|${symbol}`).digest('hex').slice(0, 16);
    cache = createQuoteCache<StockQuote>({
      // The settings and the source are part of the signature: this cache's loader stays right for it.
      load: () => upstream.load(),
      freshMs,
      staleMs,
      // Another instance's call ends within its timeout; the margin covers the store's round trips.
      waitMs: timeoutMs + 500,
      shared: redis ? createRedisQuoteStore<StockQuote>({ redis, prefix: `ir-website:stock-quote:${source}` }) : null,
      onFailure: (error) =>
        console.error(`[backend] getStockQuote failed: ${error instanceof Error ? error.message : String(error)}`),
    });
    caches.set(signature, cache);
  }
  return cache.get();
}

/** Forgets every kept quote of this process (tests switch providers between cases). */
export function forgetStockQuotes(): void {
  (globalThis as CacheHolder)[CACHES]?.clear();
}

/** The provider's wrapper is not fixed: accept a bare quote, { data: quote } or [quote] (the symbol's, else the first). */
export function unwrapQuote(reply: unknown, symbol: string): unknown {
  const inner = isObject(reply) && 'data' in reply && !('symbol' in reply) ? reply.data : reply;
  if (!Array.isArray(inner)) return inner;
  return inner.find((item) => isObject(item) && item.symbol === symbol) ?? inner[0];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
