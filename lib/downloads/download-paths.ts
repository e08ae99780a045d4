import type { ExportFormat } from '@/lib/downloads/figure-table';
import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import type { FigureDownloadId } from './figure-downloads';

/**
 * Where the table files live: /downloads/<table>.<csv|xlsx> in Thai, /en/downloads/... in English.
 * The paths hold a dot, so the proxy leaves them alone (as it does the feeds): Thai is served by
 * app/downloads/[file], English by app/[locale]/downloads/[file]. Kept apart from the writers, so a
 * page that links a file does not load the Excel library.
 */
export const DOWNLOADS_FOLDER = '/downloads';

/** The locale-less path of a table's file; localizePath puts it in a language. */
export function figureDownloadPath(id: FigureDownloadId, format: ExportFormat): string {
  return `${DOWNLOADS_FOLDER}/${id}.${format}`;
}

/** The URL of a table's file in a language. */
export function figureDownloadHref(id: FigureDownloadId, format: ExportFormat, locale: Locale): string {
  return localizePath(figureDownloadPath(id, format), locale);
}

/** The data pack of a quarter of the results hub (docs/results.md), by its slug ('2025-q3'): its path in a language. */
export function dataPackHref(slug: string, format: ExportFormat, locale: Locale): string {
  return localizePath(`${DOWNLOADS_FOLDER}/results-${slug}.${format}`, locale);
}

/** The route that answers the download-documents page's form with one ZIP (POST, field `file` per document). */
export const DOCUMENTS_ZIP_PATH = '/api/documents_zip';

/** The form's action in a language: the language of the refusal messages and of the archive's name. */
export function documentsZipAction(locale: Locale): string {
  return `${DOCUMENTS_ZIP_PATH}?lang=${locale}`;
}
