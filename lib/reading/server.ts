/**
 * The reading figures, server side (docs/newsroom.md, Reading figures): the per-process writer of the
 * counts, the page view beacon's route, the days and totals the workspace shows (downloads named by their documents), their CSV
 * downloads, and the retention of the job 'reading'.
 */
export {
  dayBefore,
  DEFAULT_READING_DAYS,
  flushReadingCounts,
  purgeOldReadings,
  READING_CSV_ROWS,
  READING_RETENTION_DAYS,
  READING_TOP,
  READING_VIEW_DAYS,
  readingViewDays,
  readReadingSeries,
  readReadingTop,
  startReadingCounts,
  windowDays,
  type ReadingDay,
  type ReadingTotalRow,
  type ReadingViewDays,
} from './figures';
export {
  fileNameOf,
  readTopDownloads,
  titleDocuments,
  type DocumentKind,
  type DocumentTitle,
  type TitledDownload,
} from './documents';
export { documentKindLabel, languagesLabel, localeLabel } from './labels';
export { handleReadingBeacon } from './beacon';
export { handleReadingCsv, READING_CSV_SERIES, readingCsvHref, type ReadingCsvSeries } from './csv';
