/**
 * The newsroom (docs/newsroom.md): the content kinds the IR team publishes from the workspace, their
 * items and versions, the approval workflow with four eyes, the SET release gate and the meeting
 * rules, and going live at the scheduled minute through the same write as `npm run publish`.
 */
export { bangkokMinute, diffContent, entitiesOf, LANGS, MAX_LENGTH, missingFields, readContent, type Content, type FieldChange, type FieldError, type Lang } from './content';
export { dueMeetingDocuments } from './dashboard';
export { documentUrl, readDocumentRef, STORED_DOCUMENTS_URL, type DocumentRef } from './documents';
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
  submitItem,
  versionDiff,
  withdrawnDocument,
  type Actor,
  type NewsroomErrorCode,
  type NewsroomItem,
} from './items';
export { CONTENT_KINDS, isKindName, KIND_NAMES, MEETING_DOCUMENT_ROLES, type ContentKind, type KindName } from './kinds';
export { INVITATION_DAYS_BEFORE, meetingDocumentsDue, MINUTES_DAYS_AFTER, publishWarnings, type MeetingDocumentDue, type Warning } from './meetings';
export { livePopup, type LivePopup } from './popup';
export { refreshSite } from './site-refresh';
export { ITEM_STATES, nextState, STEPS, stepsFrom, type ItemState, type Step } from './workflow';
