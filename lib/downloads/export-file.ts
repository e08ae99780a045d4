import { CSV_CONTENT_TYPE } from './csv-writer';
import { figureCsv, type ExportFormat, type FigureDownload } from './figure-table';
import { figureWorkbook, XLSX_CONTENT_TYPE } from './xlsx-writer';

export { EXPORT_FORMATS, isExportFormat, type ExportFormat } from './figure-table';

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Uint8Array;
}

/** A download as a file of either format: the one call every table download goes through. */
export async function exportFile(download: FigureDownload, format: ExportFormat, creator: string): Promise<ExportFile> {
  const fileName = `${download.fileStem}.${format}`;
  if (format === 'csv') {
    return { fileName, contentType: CSV_CONTENT_TYPE, body: new TextEncoder().encode(figureCsv(download)) };
  }
  return { fileName, contentType: XLSX_CONTENT_TYPE, body: await figureWorkbook(download, creator) };
}
