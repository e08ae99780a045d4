import 'server-only';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { NextResponse } from 'next/server';
import { acceptsGzip, FILE_ENCODING_HEADER, FILE_LENGTH_HEADER } from '@/lib/server/process-bridge.mjs';
import {
  getStockHistory,
  backendLang,
  clientKey,
  createSharedRateLimiter,
  dataReply,
  companySymbol,
} from '@/lib/backend';
import { loadCompanyFacts } from '@/lib/backend';
import { bangkokToday, RANGE_PROBLEM_TEXT, readRange, priceSheetFileName, createReplyMemo } from '@/lib/prices';
import { attachmentDisposition } from './csv-writer';
import { exportFile } from './export-file';
import { buildPriceHistoryDownload } from './figure-downloads';

/** A day's prices change only when the recorder or an import adds a day: a few minutes of reuse is safe. */
const HISTORY_CACHE_CONTROL = 'public, max-age=300';

/**
 * Workbooks per client per minute. Writing ten years of days as .xlsx takes about a second of CPU on
 * the 2-core server (JSON and CSV a tenth of it), so a stranger asking for them in a loop is bounded;
 * an analyst downloads a few.
 */
export const XLSX_PER_MINUTE = 30;

/** The workbook limit; with REDIS_URL one count for every instance, so N instances do not allow N times it. */
export function createXlsxLimiter() {
  return createSharedRateLimiter({ name: 'price-history-xlsx', limit: () => XLSX_PER_MINUTE, windowMs: 60_000 });
}
const xlsxLimiter = createXlsxLimiter();

/** A range's JSON reply, as bytes and gzipped once. */
interface JsonReply {
  plain: Uint8Array<ArrayBuffer>;
  gzipped: Uint8Array<ArrayBuffer>;
}

const gzipBytes = promisify(gzip);

/**
 * The JSON of a range, kept 10 s (as server.mjs keeps a rendered page) for the readers asking at the
 * same time: 50 concurrent requests for ten years of days were one SQLite read and serialisation each.
 * It is kept gzipped too: ten years are about 250 kB, and gzipping them for each reader (as Next's
 * compression would) cost more CPU than everything else the reply does (docs/operations.md, Price history).
 */
const jsonReplies = createReplyMemo<JsonReply>({ ttlMs: 10_000, maxEntries: 64 });

/** Forgets the kept JSON replies (POST /api/revalidate). */
export function clearHistoryReplies(): void {
  jsonReplies.clear();
}

/**
 * A kept JSON reply: its gzip to a client that takes gzip, else its bytes. Next drops a route's own
 * Content-Encoding and Content-Length, so they are named in the headers the server's pipeline turns back
 * into them (lib/server/file-length.mjs); `no-transform` keeps Next's compression (and any proxy's) from
 * encoding the bytes again.
 */
function jsonResponse(reply: JsonReply, gzipped: boolean): Response {
  const body = gzipped ? reply.gzipped : reply.plain;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'cache-control': `${HISTORY_CACHE_CONTROL}, no-transform`,
    vary: 'Accept-Encoding',
    [FILE_LENGTH_HEADER]: String(body.byteLength),
  };
  if (gzipped) headers[FILE_ENCODING_HEADER] = 'gzip';
  return new Response(body, { headers });
}

const FORMATS = ['json', 'csv', 'xlsx'] as const;
type Format = (typeof FORMATS)[number];

/**
 * GET /api/stock_history?from=YYYY-MM-DD&to=YYYY-MM-DD[&format=csv|xlsx&lang=th|en]: the days of the
 * range, oldest first, as JSON (the backend's shape) or as a CSV or Excel download with headers in the
 * language asked, both from the one table definition of lib/downloads/figure-downloads.ts.
 * Missing dates: the last three months. A bad range is a 400 naming the field; a failed source a 502.
 */
export async function stockHistoryResponse(request: Request, now = new Date()): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const format = (query.get('format') ?? 'json') as Format;
  if (!FORMATS.includes(format)) {
    return NextResponse.json(
      { error: 'Invalid query', fields: { format: 'format must be json, csv or xlsx' } },
      { status: 400 },
    );
  }
  const { range, problems } = readRange(query.get('from'), query.get('to'), bangkokToday(now));
  if (problems.length) {
    const fields: Record<string, string> = {};
    for (const problem of problems) fields[RANGE_PROBLEM_TEXT[problem].field] ??= RANGE_PROBLEM_TEXT[problem].message;
    return NextResponse.json({ error: 'Invalid date range', fields }, { status: 400 });
  }
  if (format === 'xlsx') {
    const quota = await xlsxLimiter.take(clientKey(request));
    if (!quota.allowed) {
      return NextResponse.json(
        { error: 'Too many requests', fields: { format: `at most ${XLSX_PER_MINUTE} workbooks a minute` } },
        { status: 429, headers: { 'retry-after': String(quota.retryAfterSeconds) } },
      );
    }
  }
  if (format === 'json') {
    const reply = await jsonReplies.get(`${range.from}|${range.to}`, async () => {
      const days = await getStockHistory(range.from, range.to);
      if (days === false) return false;
      const plain = new TextEncoder().encode(JSON.stringify(days));
      return { plain, gzipped: Uint8Array.from(await gzipBytes(plain)) };
    });
    if (reply === false) return dataReply(false);
    return jsonResponse(reply, acceptsGzip(request.headers.get('accept-encoding') ?? undefined));
  }
  const days = await getStockHistory(range.from, range.to);
  if (days === false) return dataReply(false);

  const locale = backendLang(query.get('lang'));
  const built = await buildPriceHistoryDownload(days, range, locale);
  const file = await exportFile(built.download, format, (await loadCompanyFacts(locale)).name);
  // The CSV's name has no language, as first published (links may hold it); the workbook's has one.
  const fileName = format === 'csv' ? priceSheetFileName(await companySymbol(), range.from, range.to) : file.fileName;
  return new Response(file.body as BodyInit, {
    headers: {
      'content-type': file.contentType,
      'content-disposition': attachmentDisposition(fileName),
      'cache-control': HISTORY_CACHE_CONTROL,
      'x-robots-tag': 'noindex, nofollow',
    },
  });
}
