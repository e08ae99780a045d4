import 'server-only';

/**
 * The newsroom's server door: the items in the store and their workflow steps, the dashboard's reads,
 * going live, the popup, the preview links, and the route handlers of the workspace and of the
 * published documents. lib/jobs loads it lazily, when the job runs, so a script that imports the job
 * scheduler does not load Next's request APIs through the route handlers.
 */
export {
  awaitingApproval,
  awaitingOthers,
  awaitingSince,
  DASHBOARD_ROWS,
  dueMeetingDocuments,
  EMPTY_DASHBOARD,
  followsExchangeRules,
  itemTitle,
  overdueQuarterlyResults,
  readDashboard,
  RECENTLY_LIVE_DAYS,
  type Dashboard,
} from './dashboard';
export {
  endedQuarters,
  overdueResults,
  quarterEnd,
  RESULTS_DEADLINE_DAYS,
  RESULTS_QUARTERS_WATCHED,
  resultsDeadline,
  setGateRows,
  type GateFlag,
  type OverdueResults,
  type ResultsDateSource,
  type SetGateRow,
} from './exchange-rules';
export {
  findItems,
  itemLanguages,
  itemQueryString,
  ITEMS_PAGE_SIZE,
  MAX_ITEM_SEARCH,
  readItemQuery,
  type ItemPage,
  type ItemQuery,
  type ItemRow,
} from './item-list';
export { isTableImportKind, tableImportRefusal } from './table-imports';
export { handleItemForm, handleTableImport, handleUpload, keepableContent, TABLE_FILE_FIELD } from './form-routes';
export { handleFiguresImport, handleVideoForm, handleVideoUpload, VIDEO_UPLOAD_FIELD } from './results-form-routes';
export { HELD_MINUTES, readHeldFields, type HeldOwner } from './held-fields';
export { FACT_KINDS, listFacts, liveFactContent, type FactState } from './facts';
export { goLiveDue, type WentLive } from './going-live';
export { commandOperator, publishFact, publishKind } from './publish-fact';
export {
  offeredActions,
  previewDocumentUrl,
  previewEntity,
  previewPath,
  STEP_ERRORS,
  stepOutcome,
  versionDocuments,
  type OfferedActions,
  type StepError,
  type Viewer,
} from './item-view';
export {
  approveItem,
  approveWithdrawal,
  createDraft,
  factItem,
  getItem,
  itemHistory,
  listItems,
  MAX_REASON,
  NewsroomError,
  rejectItem,
  requestWithdrawal,
  saveDraft,
  SCHEDULER_ACTOR,
  setGate,
  setReleaseOf,
  submitItem,
  versionDiff,
  withdrawnDocument,
  type Actor,
  type NewsroomErrorCode,
  type HistoryEvent,
  type NewsroomItem,
  type VersionRecord,
} from './items';
export { livePopup, type LivePopup } from './popup';
export { recordedPages } from './upload-records';
export { mintItemPreview, openPreview, type OpenedPreview } from './preview';
export {
  MAX_PREVIEW_TOKEN,
  mintPreviewToken,
  PREVIEW_HOURS,
  readPreviewToken,
  type PreviewGrant,
  type PreviewVerdict,
} from './preview-token';
export { handleStoredDocument, PUBLISHED_DOCUMENT_CACHE_CONTROL } from './public-documents';
export {
  handleDocumentThumbnail,
  handleItemCreate,
  handleItemDiff,
  handleItemList,
  handleItemRead,
  handleItemStep,
  handleMeetingsDue,
  handlePreviewMint,
  ITEM_STEPS,
  MAX_BODY_BYTES,
  THUMBNAIL_CACHE_CONTROL,
} from './routes';
export { publishingPurge, refreshSite } from './site-refresh';
