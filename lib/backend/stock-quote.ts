import 'server-only';
import { backendMode } from './config';
import { stockQuoteCheck } from './entity-checks';
import { getJson } from './http';
import { readStockQuote } from './local/content';
import { checkRecord, ReplyShapeError } from './reply-checks';
import type { StockQuote } from './types';

/**
 * The stock quote (SPEC §7 /api/stock_quotation). Server only: it reads STOCK_API_KEY, which must
 * never reach a browser. The 'server-only' mark fails a build that bundles it for a client, and a
 * test checks that no client module's import graph reaches lib/backend.
 */

export const STOCK_SYMBOL = 'SHRZ';

// A quote moves during the session: browsers and proxies may reuse it for a few seconds only.
export const QUOTE_CACHE_CONTROL = 'public, max-age=15';

/** Fixed query of the quote provider: markets, index sectors, security types, symbol, odd-lot flag. */
export const STOCK_QUOTE_QUERY = {
  markets: 'SET,mai',
  indexSectors: 'SET,SET50,SET100,PROPCON',
  securityTypes: 'S',
  symbols: STOCK_SYMBOL,
  oddLot: 'true',
} as const;

/** Loads the quote from whichever source is configured; throws on any failure. */
export async function loadStockQuote(): Promise<StockQuote> {
  const providerUrl = process.env.STOCK_API_URL?.trim();
  if (providerUrl) {
    const apiKey = process.env.STOCK_API_KEY?.trim();
    const reply = await getJson(providerUrl, {
      query: STOCK_QUOTE_QUERY,
      headers: apiKey ? { 'api-key': apiKey } : {},
    });
    return checkRecord(stockQuoteCheck, unwrapQuote(reply));
  }
  const mode = backendMode();
  if (mode.kind === 'remote') {
    return checkRecord(stockQuoteCheck, unwrapQuote(await getJson(`${mode.baseUrl}/api/stock_quotation`)));
  }
  const stored = await readStockQuote(STOCK_SYMBOL);
  if (!stored) throw new ReplyShapeError(`no stored quote for ${STOCK_SYMBOL}`);
  return checkRecord(stockQuoteCheck, stored);
}

/** The provider's wrapper is not specified (SPEC §7): accept a bare quote, { data: quote } or [quote]. */
export function unwrapQuote(reply: unknown): unknown {
  const inner = isObject(reply) && 'data' in reply && !('symbol' in reply) ? reply.data : reply;
  if (!Array.isArray(inner)) return inner;
  return inner.find((item) => isObject(item) && item.symbol === STOCK_SYMBOL) ?? inner[0];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
