// The backend contract's entities, whole: every reply type is part of the contract.
export type * from './types';
export { BACKEND_CALLS, CALL_KEYS, RANGE_CALLS, RANGE_CALL_KEYS, callKeyByName, getterName } from './calls';
export type { BackendCall, CallItem, CallKey, GetterName, RangeCallKey, RangeItem, SeedRow } from './calls';
export {
  DIVIDEND_TYPES,
  DOCUMENT_CHOICE_PATTERN,
  RESULTS_DOCUMENT_ROLES,
  stockQuoteCheck,
  type ResultsDocumentRole,
} from './entity-checks';
export { ReplyShapeError, checkList, checkRecord } from './reply-checks';
export type { FieldCheck } from './reply-checks';
export { SEND_EMAIL_CALLS } from './send-email-calls';
export type { SendEmailCall } from './send-email-calls';
