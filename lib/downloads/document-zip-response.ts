import path from 'node:path';
import { getTranslations } from 'next-intl/server';
import {
  getAnalysisExplanation,
  getFinancialStatements,
  clientKey,
  createFormRateLimiter,
  type RateLimiter,
  readLimitedText,
} from '@/lib/backend';
import { attachmentDisposition } from '@/lib/downloads/csv-writer';
import { bangkokDay } from '@/lib/format';
import { loadCompanyFacts } from '@/lib/backend';
import { routing, type Locale } from '@/lib/i18n';
import { isCrossSite } from '@/lib/security/origin-check';
import { chooseDocuments, listedDocuments, MAX_ZIP_FILES, type QuarterlyLists } from './document-zip';
import { documentSource, missingFiles, zipStream, type SourcedEntry } from './zip-stream';

/**
 * POST /api/documents_zip?lang=th|en: the download-documents page's form (a plain HTML form, so it
 * works without JavaScript) asks for the ticked documents as one ZIP. Guarded like the other form
 * endpoints: same-site posts only, FORM_RATE_LIMIT per client per minute, a bounded body read against
 * a deadline; then every requested URL must be one the page lists. Refusals are plain text in the
 * page's language, since a browser shows them as the page the form led to.
 */

// 100 URLs of the longest accepted length, percent-encoded, fit in this; more is no request of the page.
export const MAX_ZIP_BODY_BYTES = 256 * 1024;

// Made on first use, so that FORM_RATE_LIMIT is read when the server runs, not when the module loads.
let limiter: RateLimiter | undefined;

export async function documentsZipResponse(
  request: Request,
  publicDir = path.join(process.cwd(), 'public'),
): Promise<Response> {
  const locale: Locale = new URL(request.url).searchParams.get('lang') === 'en' ? 'en' : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Downloads.zip' });

  if (isCrossSite(request)) return text(403, t('crossSite'));
  limiter ??= createFormRateLimiter('documents-zip');
  const quota = await limiter.take(clientKey(request));
  if (!quota.allowed) return text(429, t('tooManyRequests'), { 'retry-after': String(quota.retryAfterSeconds) });

  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType)) return text(415, t('formOnly'));
  const body = await readLimitedText(request, MAX_ZIP_BODY_BYTES);
  if (!body.ok && body.reason === 'too-large') return text(413, t('tooLarge'));
  if (!body.ok) return text(408, t('tooSlow'), { connection: 'close' });
  const requested = new URLSearchParams(body.text).getAll('file');

  const lists = await Promise.all(
    routing.locales.map(
      async (language) => [await getFinancialStatements(language), await getAnalysisExplanation(language)] as const,
    ),
  );
  const complete = lists.every(([statements, analyses]) => statements !== false && analyses !== false);
  const listed = listedDocuments(
    lists.map(([statements, analyses]): QuarterlyLists => [statements || [], analyses || []]),
  );
  const choice = chooseDocuments(requested, listed, complete);
  if (!choice.ok) {
    switch (choice.reason) {
      case 'none':
        return text(400, t('none'));
      case 'too-many':
        return text(400, t('tooMany', { max: String(MAX_ZIP_FILES), count: String(choice.count) }));
      case 'unlisted':
        return text(400, t('unlisted', { file: shorten(choice.href) }));
      case 'lists-unavailable':
        return text(503, t('unavailable'), { 'retry-after': '60' });
    }
  }

  const entries: SourcedEntry[] = [];
  for (const entry of choice.entries) {
    const source = documentSource(entry.href, publicDir);
    if (!source) return text(503, t('unreadable', { file: shorten(entry.href) }));
    entries.push({ ...entry, source });
  }
  const missing = await missingFiles(entries);
  if (missing.length > 0) {
    console.error(`[documents-zip] listed documents missing on disk: ${missing.map((entry) => entry.href).join(', ')}`);
    return text(503, t('unreadable', { file: shorten(missing[0].href) }));
  }

  const day = bangkokDay(new Date()) ?? '';
  const fileName = `${(await loadCompanyFacts(locale)).symbol}-documents-${locale}-${day}.zip`;
  return new Response(zipStream(entries), {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': attachmentDisposition(fileName),
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
    },
  });
}

/** A requested value quoted back in a message: never a page of it. */
function shorten(value: string): string {
  const chars = [...value];
  return chars.length > 120 ? `${chars.slice(0, 120).join('')}…` : value;
}

function text(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}
