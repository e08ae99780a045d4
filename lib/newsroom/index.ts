/**
 * The newsroom (docs/newsroom.md): the content kinds the IR team publishes from the workspace, the
 * content of their versions, the item form's schema, the workflow's states and the meeting rules.
 * This door is safe for the browser (the item form imports it); the items in the store, going live,
 * the previews and the route handlers are behind ./server.ts.
 */
export {
  bangkokMinute,
  diffContent,
  documentChoicesOf,
  documentOf,
  entitiesOf,
  LANGS,
  MAX_LENGTH,
  MAX_ROWS,
  missingFields,
  readContent,
  transcriptEntitiesOf,
  type Content,
  type FieldChange,
  type FieldError,
  type FieldProblem,
  type Lang,
} from './content';
export {
  AUTOSAVE_IDLE_MS,
  AUTOSAVE_MIN_INTERVAL_MS,
  autosaveDecision,
  contentKey,
  createAutosaveTimer,
  type AutosaveClock,
  type AutosaveDecision,
  type AutosaveTimer,
} from './autosave';
export { documentOfPath, documentUrl, readDocumentRef, STORED_DOCUMENTS_URL, type DocumentRef } from './documents';
export {
  contentToForm,
  documentFields,
  documentFileFields,
  documentFileName,
  documentOneName,
  documentRefName,
  documentSlots,
  errorInputNames,
  FIGURES_FILE_FIELD,
  formDocuments,
  FORM_INTENTS,
  formInputs,
  formProblems,
  formToContent,
  IMPORTED_FIGURE_FIELDS,
  inputName,
  isOne,
  itemFormSchema,
  LINK_PATTERN,
  parseDocumentRef,
  parseRowIntent,
  applyRowStep,
  BLANK_ROWS,
  rowCount,
  rowInputName,
  rowInputs,
  rowIntent,
  rowsFields,
  TEXTS_END_FIELD,
  TRANSCRIPT_FILE_MAX_BYTES,
  transcriptFileName,
  UPLOAD_FIELD,
  VIDEO_FILE_FIELD,
  type DocumentSlot,
  type FormInput,
  type FormIntent,
  type FormMode,
  type FormProblem,
  type FormValues,
  type RowStep,
} from './form-schema';
export type { Actor, HistoryEvent, NewsroomErrorCode, NewsroomItem, VersionRecord } from './items';
export type { Dashboard } from './dashboard';
export type { GateFlag, OverdueResults, ResultsDateSource, SetGateRow } from './exchange-rules';
export type { OfferedActions, StepError, Viewer } from './item-view';
export type { LivePopup } from './popup';
export type { WentLive } from './going-live';
export type { PreviewGrant, PreviewVerdict } from './preview-token';
export {
  CONTENT_KINDS,
  isKindName,
  isRequired,
  KIND_NAMES,
  MEETING_DOCUMENT_ROLES,
  perLanguage,
  type ContentKind,
  type FieldSpec,
  type FieldType,
  type KindName,
} from './kinds';
export { NEWSROOM_JOB } from './job';
export {
  INVITATION_DAYS_BEFORE,
  meetingDocumentsDue,
  MINUTES_DAYS_AFTER,
  publishWarnings,
  type MeetingDocumentDue,
  type Warning,
} from './meetings';
export { ITEM_STATES, nextState, STEPS, stepsFrom, type ItemState, type Step } from './workflow';
