import 'server-only';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { WORKSPACE_HEADERS, workspaceAction, workspaceJson } from '@/lib/accounts/server';
import { attachmentDisposition, CSV_CONTENT_TYPE, toCsv } from '@/lib/downloads';
import { routing, type Locale, type PlainKeyIn } from '@/lib/i18n';
import { bangkokDayOf } from '@/lib/server/process-bridge.mjs';
import { readTopDownloads } from './documents';
import { READING_CSV_ROWS, READING_VIEW_DAYS, readingViewDays, readReadingSeries, readReadingTop } from './figures';
import { documentKindLabel, languagesLabel, localeLabel } from './labels';

/**
 * GET /api/workspace/reading/csv?series=&days=&lang= (docs/newsroom.md, Reading figures): one table of the
 * reading figures as CSV, for a session that may view them. Headers and names in `lang`; days ISO; text
 * cells that a spreadsheet would run as a formula (a stranger's search) are defused by toCsv.
 */

/** The tables a download may ask for. */
export const READING_CSV_SERIES = ['daily', 'documents', 'pages', 'searches'] as const;
export type ReadingCsvSeries = (typeof READING_CSV_SERIES)[number];

/** Where the workspace's pages link the download of a table. */
export function readingCsvHref(series: ReadingCsvSeries, days: number, locale: Locale): string {
  return `/api/workspace/reading/csv?${new URLSearchParams({ series, days: String(days), lang: locale }).toString()}`;
}

/** A CSV file for the workspace: never stored by a browser or a proxy. */
function workspaceCsv(
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): Response {
  return new Response(toCsv(header, rows), {
    headers: {
      ...WORKSPACE_HEADERS,
      'content-type': CSV_CONTENT_TYPE,
      'content-disposition': attachmentDisposition(fileName),
    },
  });
}

export function handleReadingCsv(request: Request): Promise<Response> {
  return workspaceAction(request, 'reading.view', async () => {
    const query = new URL(request.url).searchParams;
    const series = READING_CSV_SERIES.find((name) => name === query.get('series'));
    const days = readingViewDays(query.get('days'));
    const locale = query.get('lang') ?? routing.defaultLocale;
    if (!series)
      return workspaceJson({ error: 'series', message: `series must be one of ${READING_CSV_SERIES.join(', ')}` }, 400);
    if (days === null)
      return workspaceJson({ error: 'days', message: `days must be one of ${READING_VIEW_DAYS.join(', ')}` }, 400);
    if (!hasLocale(routing.locales, locale))
      return workspaceJson({ error: 'lang', message: `lang must be one of ${routing.locales.join(', ')}` }, 400);

    const t = await getTranslations({ locale });
    const now = new Date();
    const fileName = `reading-${series}-${days}d-${locale}-${bangkokDayOf(now)}.csv`;
    const r = (key: PlainKeyIn<'Workspace.reading'>) => t(`Workspace.reading.${key}`);
    switch (series) {
      case 'daily': {
        const perDay = await readReadingSeries({ days, now });
        return workspaceCsv(
          fileName,
          [r('day'), r('views'), r('downloadCount')],
          perDay.map((day) => [day.day, day.views, day.downloads]),
        );
      }
      case 'documents': {
        const documents = await readTopDownloads({ days, locale, now, limit: READING_CSV_ROWS });
        return workspaceCsv(
          fileName,
          [r('document'), r('kind'), r('locale'), r('downloadCount'), r('url')],
          documents.map((document) => [
            document.title,
            documentKindLabel(document.kind, t),
            languagesLabel(document.languages, t),
            document.count,
            document.url,
          ]),
        );
      }
      case 'pages': {
        const pages = await readReadingTop('page', { days, now, limit: READING_CSV_ROWS });
        return workspaceCsv(
          fileName,
          [r('page'), r('views')],
          pages.map((page) => [page.key, page.count]),
        );
      }
      case 'searches': {
        const searches = await readReadingTop('zero-search', { days, now, limit: READING_CSV_ROWS });
        return workspaceCsv(
          fileName,
          [r('query'), r('locale'), r('times')],
          searches.map((search) => [search.key, localeLabel(search.locale, t), search.count]),
        );
      }
    }
  });
}
