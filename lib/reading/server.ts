/**
 * The reading figures, server side (docs/newsroom.md, Reading figures): the per-process writer of the
 * counts, the windows the workspace's dashboard reads, and the retention of the job 'reading'.
 */
export {
  dayBefore,
  flushReadingCounts,
  purgeOldReadings,
  READING_RETENTION_DAYS,
  READING_TOP,
  READING_WINDOWS,
  readReadingFigures,
  startReadingCounts,
  type ReadingFigures,
  type ReadingRow,
} from './figures';
