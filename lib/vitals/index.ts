/**
 * Web Vitals from real visitors (docs/performance.md, Field data): validation of a page view's report,
 * the raw samples and daily aggregates, the job that computes and prunes them, and what the workspace
 * and `npm run vitals` read. The route handlers are in ./server.ts (apart, so that the CLI does not
 * load Next's request APIs); the collector that runs in the browser is in ./client.ts.
 */
export { AGGREGATE_RETENTION_DAYS, aggregate, bangkokDay, countSamples, RAW_RETENTION_DAYS, readAggregates, runVitalsJob, storeSamples, type VitalsAggregate } from './store';
export { checkReport, type VitalsSample } from './validate';
export { nearestRank } from './percentile';
export { routeOfPath, VITALS_ROUTES } from './routes';
export { MAX_VIEW_DAYS, viewDays } from './view-days';
export { formatTable, formatValue } from './table';
export * from './metrics';
