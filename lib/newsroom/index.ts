/**
 * The newsroom (docs/newsroom.md): the content kinds the IR team publishes from the workspace, their
 * items and versions, the approval workflow with four eyes, the SET release gate and the meeting
 * rules, and going live at the scheduled minute through the same write as `npm run publish`.
 */
export { bangkokMinute, diffContent, documentOf, entitiesOf, LANGS, MAX_LENGTH, missingFields, readContent, type Content, type FieldChange, type FieldError, type FieldProblem, type Lang } from './content';
export { awaitingApproval, DASHBOARD_ROWS, dueMeetingDocuments, itemTitle, readDashboard, RECENTLY_LIVE_DAYS, type Dashboard } from './dashboard';
export { documentUrl, readDocumentRef, STORED_DOCUMENTS_URL, type DocumentRef } from './documents';
export {
  contentToForm,
  documentFields,
  documentFileFields,
  documentFileName,
  documentOneName,
  documentRefName,
  documentSlots,
  errorInputNames,
  formDocuments,
  FORM_INTENTS,
  formInputs,
  formProblems,
  formToContent,
  inputName,
  isOne,
  itemFormSchema,
  LINK_PATTERN,
  parseDocumentRef,
  TEXTS_END_FIELD,
  UPLOAD_FIELD,
  type DocumentSlot,
  type FormInput,
  type FormIntent,
  type FormMode,
  type FormProblem,
  type FormValues,
} from './form-schema';
export { goLiveDue, NEWSROOM_JOB, type WentLive } from './going-live';
export {
  approveItem,
  approveWithdrawal,
  createDraft,
  getItem,
  itemHistory,
  listItems,
  MAX_REASON,
  NewsroomError,
  rejectItem,
  requestWithdrawal,
  saveDraft,
  SCHEDULER_ACTOR,
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
export { offeredActions, previewDocumentUrl, previewEntity, previewPath, STEP_ERRORS, stepOutcome, versionDocuments, type OfferedActions, type StepError, type Viewer } from './item-view';
export { CONTENT_KINDS, isKindName, isRequired, KIND_NAMES, MEETING_DOCUMENT_ROLES, perLanguage, type ContentKind, type FieldSpec, type FieldType, type KindName } from './kinds';
export { INVITATION_DAYS_BEFORE, meetingDocumentsDue, MINUTES_DAYS_AFTER, publishWarnings, type MeetingDocumentDue, type Warning } from './meetings';
export { livePopup, type LivePopup } from './popup';
export { MAX_PREVIEW_TOKEN, mintPreviewToken, PREVIEW_HOURS, readPreviewToken, type PreviewGrant, type PreviewVerdict } from './preview-token';
export { refreshSite } from './site-refresh';
export { ITEM_STATES, nextState, STEPS, stepsFrom, type ItemState, type Step } from './workflow';
