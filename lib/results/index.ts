// The quarterly results hub's pure parts (docs/results.md); its data loading is in ./server.
export {
  DATA_PACK_QUARTERS,
  HEADLINE_METRICS,
  METRIC_DECIMALS,
  RESULTS_PATH,
  annualSum,
  change,
  clockOf,
  dataPackQuarters,
  embeddableWebcast,
  findQuarter,
  grossMargin,
  headlineRows,
  metricValue,
  newestFirst,
  parseQuarterImageFile,
  parseQuarterSlug,
  previousQuarter,
  quarterImagePath,
  quarterPath,
  quarterSlug,
  sameQuarterYearBefore,
  transcriptAnchor,
  transcriptOf,
  webcastAt,
} from './quarters';
export type { AnnualSum, HeadlineMetric, HeadlineRow, QuarterId } from './quarters';
export { quarterDocuments, quarterOfTitle } from './documents';
export type { QuarterLists, ResultsDocument, ResultsDocumentKind } from './documents';
export { upcomingKindOf, upcomingResultsEvents } from './upcoming';
export type { UpcomingKind, UpcomingResultsEvents } from './upcoming';
