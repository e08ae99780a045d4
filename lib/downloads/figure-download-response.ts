import { hasLocale } from 'next-intl';
import { loadCompanyFacts } from '@/lib/backend';
import { attachmentDisposition } from '@/lib/downloads/csv-writer';
import { exportFile, isExportFormat, type ExportFile, type ExportFormat } from '@/lib/downloads/export-file';
import { routing, type Locale } from '@/lib/i18n';
import { downloadKeys, revalidatedResponse, sharedCacheHeaders } from '@/lib/shared-cache';
import { DOWNLOADS_FOLDER } from './download-paths';
import { buildFigureDownload, isFigureDownloadId, type FigureDownloadId } from './figure-downloads';
import { parseQuarterSlug } from '@/lib/results';
import { buildResultsDataPack } from './results-data-pack';

/** The HTTP side of the table downloads (paths in ./download-paths): GET /downloads/<table>.<csv|xlsx>, /en/downloads/... */

/**
 * The figures change with a release or a backend list, cached itself for minutes: readers and a
 * shared cache keep a file 5 minutes, the cache purged by key when an item goes live or comes off
 * (docs/operations.md, A shared cache in front).
 */
const cacheHeaders = (table: string) =>
  sharedCacheHeaders({ maxAge: 300, sharedMaxAge: 300, staleWhileRevalidate: 60, keys: downloadKeys(table) });
// A file missing a failed list should not be kept long by browsers or a CDN.
const DEGRADED_CACHE_CONTROL = 'public, max-age=60';

/**
 * The last file written per table, language and format, with the data it was written from: a file
 * asked for again with unchanged data is not written again (an xlsx takes tens of milliseconds to
 * zip). Bounded by the number of tables × languages × formats.
 */
const written = new Map<string, { data: string; file: ExportFile }>();

/**
 * A table file; its ETag is that of its bytes (an unchanged table is not written again here), so a
 * reader or a cache holding it gets a 304 from this instance.
 */
export async function figureDownloadResponse(file: string, locale: Locale, request?: Request): Promise<Response> {
  const match = /^([a-z0-9-]+)\.([a-z]+)$/.exec(file);
  if (!match || !isExportFormat(match[2])) return notFound();
  // A quarter's data pack of the results hub: results-<year>-q<n> (docs/results.md).
  const quarter = /^results-(.+)$/.exec(match[1]);
  if (quarter) return dataPackResponse(quarter[1], match[2], locale, request);
  if (!isFigureDownloadId(match[1])) return notFound();
  const [, id, format] = match as unknown as [string, FigureDownloadId, ExportFormat];

  const built = await buildFigureDownload(id, locale);
  const key = `${id}|${locale}|${format}`;
  const data = JSON.stringify(built.download);
  let exported = written.get(key)?.data === data ? written.get(key)!.file : undefined;
  if (!exported) {
    exported = await exportFile(built.download, format, (await loadCompanyFacts(locale)).name);
    written.set(key, { data, file: exported });
  }
  return revalidatedResponse(request, bytesOf(exported.body), {
    'content-type': exported.contentType,
    'content-disposition': attachmentDisposition(exported.fileName),
    ...(built.complete ? cacheHeaders(id) : { 'cache-control': DEGRADED_CACHE_CONTROL }),
    // Data files are no search result: the pages that show the tables are.
    'x-robots-tag': 'noindex, nofollow',
  });
}

/** A written file's bytes as a response body takes them. */
function bytesOf(body: ExportFile['body']): Uint8Array<ArrayBuffer> {
  return new Uint8Array(body);
}

async function dataPackResponse(
  slug: string,
  format: ExportFormat,
  locale: Locale,
  request: Request | undefined,
): Promise<Response> {
  const id = parseQuarterSlug(slug);
  const download = id && (await buildResultsDataPack(id, locale));
  if (!download) return notFound();
  const exported = await exportFile(download, format, (await loadCompanyFacts(locale)).name);
  return revalidatedResponse(request, bytesOf(exported.body), {
    'content-type': exported.contentType,
    'content-disposition': attachmentDisposition(exported.fileName),
    ...cacheHeaders(`results-${slug}`),
    'x-robots-tag': 'noindex, nofollow',
  });
}

/**
 * A table file under a locale segment: English is served; /th/... redirects permanently to the
 * unprefixed Thai file (as next-intl does for pages); any other segment is not found.
 */
export async function localizedFigureDownloadResponse(
  requested: string,
  file: string,
  request?: Request,
): Promise<Response> {
  if (requested === routing.defaultLocale) {
    return new Response(null, {
      status: 308,
      headers: { location: `${DOWNLOADS_FOLDER}/${encodeURIComponent(file)}` },
    });
  }
  if (!hasLocale(routing.locales, requested)) return notFound();
  return figureDownloadResponse(file, requested, request);
}

function notFound(): Response {
  return new Response('Not found\n', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}
