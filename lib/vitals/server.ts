/**
 * Web Vitals from real visitors, the server side (docs/performance.md, Field data): validation of a
 * page view's report, the raw samples and daily aggregates, the job that computes and prunes them,
 * what the workspace and `npm run vitals` read, and the route handlers.
 */
export {
  AGGREGATE_RETENTION_DAYS,
  aggregate,
  bangkokDay,
  countSamples,
  RAW_RETENTION_DAYS,
  readAggregates,
  runVitalsJob,
  storeSamples,
  type VitalsAggregate,
} from './store';
export { checkReport, parseJsonObject, type VitalsSample } from './validate';
export { nearestRank } from './percentile';
export { READING_ROUTES, routeOfPath, VITALS_ROUTES } from './routes';
export { MAX_READING_BODY_BYTES, MAX_READING_PATH_LENGTH, MAX_READING_URL_LENGTH, READING_ENDPOINT } from './metrics';
export { MAX_VIEW_DAYS, viewDays } from './view-days';
export { formatTable, formatValue } from './table';
export { handleVitalsReport, reply as reportReply, vitalsEnabled, vitalsSampleRate } from './handler';
export { handleVitalsCsv, handleVitalsJson, vitalsCsvHref } from './workspace';
export { busiestDevice, CHART_ROUTES, vitalsSeries, vitalsWindow, type VitalsSeries } from './series';
