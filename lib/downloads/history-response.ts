import 'server-only';
import { NextResponse } from 'next/server';
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

/**
 * The JSON of a range, kept 10 s (as server.mjs keeps a rendered page) for the readers asking at the
 * same time: 50 concurrent requests for ten years of days were one SQLite read and serialisation each.
 */
const jsonReplies = createReplyMemo<string>({ ttlMs: 10_000, maxEntries: 64 });

/** Forgets the kept JSON replies (POST /api/revalidate). */
export function clearHistoryReplies(): void {
  jsonReplies.clear();
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
    const json = await jsonReplies.get(`${range.from}|${range.to}`, async () => {
      const days = await getStockHistory(range.from, range.to);
      return days === false ? false : JSON.stringify(days);
    });
    if (json === false) return dataReply(false);
    return new Response(json, {
      headers: { 'content-type': 'application/json', 'cache-control': HISTORY_CACHE_CONTROL },
    });
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
