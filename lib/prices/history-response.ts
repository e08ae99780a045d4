import 'server-only';
import { NextResponse } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { getStockHistory } from '@/lib/backend';
import { backendLang } from '@/lib/backend/config';
import { dataReply } from '@/lib/backend/route-replies';
import { STOCK_SYMBOL } from '@/lib/backend/stock-quote';
import { attachmentDisposition, CSV_CONTENT_TYPE, toCsv } from '@/lib/export/csv';
import { bangkokToday } from './dates';
import { RANGE_PROBLEM_TEXT, readRange } from './history-query';
import { priceSheet, priceSheetFileName, type PriceSheetLabels } from './price-sheet';
import { PRICE_DAY_FIELDS } from './types';

/** A day's prices change only when the recorder or an import adds a day: a few minutes of reuse is safe. */
const HISTORY_CACHE_CONTROL = 'public, max-age=300';

/**
 * GET /api/stock_history?from=YYYY-MM-DD&to=YYYY-MM-DD[&format=csv&lang=th|en]: the days of the range,
 * oldest first, as JSON (the backend's shape) or as a CSV download with headers in the language asked.
 * Missing dates: the last three months. A bad range is a 400 naming the field; a failed source a 502.
 */
export async function stockHistoryResponse(request: Request, now = new Date()): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const format = query.get('format') ?? 'json';
  if (format !== 'json' && format !== 'csv') {
    return NextResponse.json({ error: 'Invalid query', fields: { format: 'format must be json or csv' } }, { status: 400 });
  }
  const { range, problems } = readRange(query.get('from'), query.get('to'), bangkokToday(now));
  if (problems.length) {
    const fields: Record<string, string> = {};
    for (const problem of problems) fields[RANGE_PROBLEM_TEXT[problem].field] ??= RANGE_PROBLEM_TEXT[problem].message;
    return NextResponse.json({ error: 'Invalid date range', fields }, { status: 400 });
  }
  const days = await getStockHistory(range.from, range.to);
  if (days === false || format === 'json') return dataReply(days, { 'cache-control': HISTORY_CACHE_CONTROL });

  const locale = backendLang(query.get('lang'));
  const t = await getTranslations({ locale, namespace: 'StockPrice.retrospect' });
  const labels = Object.fromEntries(PRICE_DAY_FIELDS.map((field) => [field, t(field)])) as PriceSheetLabels;
  const sheet = priceSheet(days, labels);
  return new Response(toCsv(sheet.header, sheet.rows), {
    headers: {
      'content-type': CSV_CONTENT_TYPE,
      'content-disposition': attachmentDisposition(priceSheetFileName(STOCK_SYMBOL, range.from, range.to)),
      'cache-control': HISTORY_CACHE_CONTROL,
    },
  });
}
