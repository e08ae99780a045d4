// The quarterly results hub's pure parts (docs/results.md); its data loading is in ./server.
export {
  DATA_PACK_QUARTERS,
  HEADLINE_METRICS,
  METRIC_DECIMALS,
  RESULTS_PATH,
  change,
  clockOf,
  dataPackQuarters,
  embeddableWebcast,
  findQuarter,
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
  VIDEO_FOLDER,
  captionsPath,
  parseCaptionsFile,
  selfHostedVideo,
  videoAt,
} from './quarters';
export type { CaptionLanguage, HeadlineMetric, HeadlineRow, QuarterId, SelfHostedVideo } from './quarters';
export {
  choicesOf,
  DOCUMENT_OPTIONS_MAX,
  documentKey,
  documentOptions,
  findChosenItem,
  isDocumentChoice,
  matchedDocuments,
  quarterDocuments,
  quarterOfTitle,
  RESULTS_DOCUMENT_ROLES,
} from './documents';
export type { DocumentChoices, DocumentOption, QuarterLists, ResultsDocument, ResultsDocumentKind } from './documents';
export { upcomingKindOf, upcomingResultsEvents } from './upcoming';
export type { UpcomingKind, UpcomingResultsEvents } from './upcoming';
export {
  CAPTION_CHARS,
  TRANSCRIPT_ERROR_CODES,
  TRANSCRIPT_LIMITS,
  TranscriptError,
  captionPieces,
  parseTimedParagraphs,
  parseTranscript,
  parseWebVtt,
  transcriptToWebVtt,
  vttTimestamp,
} from './webvtt';
export type { TimedParagraph, TranscriptErrorCode } from './webvtt';
