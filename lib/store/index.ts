export {
  appendAuditEntry,
  auditEntriesInOrder,
  auditFacets,
  cancelEnrolments,
  claimEnrolment,
  clearSignInFailures,
  consumeEnrolment,
  findAccount,
  findEnrolment,
  listAccounts,
  listAuditEntries,
  recordSignInFailure,
  storeEnrolment,
} from './accounts-store';
export {
  accountSignInLocked,
  claimTotpStep,
  lockAccountSignIn,
  signInFailureCounts,
  unlockAccountSignIn,
} from './accounts-store';
export type { AuditEntry, AuditFilter, StoredAccount } from './accounts-store';
export { auditHead } from './accounts-store';
export { latestBackupAuditHead, type BackupAuditHead, type ManifestAuthentication } from './backup/index';
export {
  BackupRefused,
  backupDir,
  backupHealth,
  backupKey,
  backupSchedule,
  restoreBackup,
  runScheduledBackup,
  takeBackup,
  verifyBackup,
} from './backup/index';
export type { BackupHealth } from './backup/index';
export { readContentRows } from './content-rows';
export { clearCorrectionStatements, correctionStatements, entityFingerprint, readCorrections } from './corrections';
export { contentTable } from './content-tables';
export { readContentList, readStockQuote, writeQuarterlyResultRow, type QuarterlyResultRow } from './content';
export {
  closeDatabase,
  databasePath,
  databaseOpenings as storeOpenings,
  openStore,
  seedStore,
  storeHealth,
} from './db';
export { authDialect, type AuthDialect } from './auth-database';
export { storeLeases, type LeaseStore } from './leases';
export { demoFiles } from './demo-files';
export type { DemoFile } from './demo-files';
export {
  fanOutAlertItems,
  scanAlertItems,
  storeAlertDeliveries,
  type AlertDeliveries,
  type ClaimedDelivery,
} from './email-alerts/deliveries';
export {
  addressOfUnsubscribeToken,
  changeCategories,
  confirmSignUp,
  confirmUnsubscription,
  purgeAlertRecords,
  subscriberOfLink,
  withdrawSubscriber,
} from './email-alerts/subscriptions';
export { readPublishedDocument } from './newsroom-documents';
export type { PublishedDocument } from './newsroom-documents';
export { readDocumentPublishers, type DocumentPublisher } from './newsroom-documents';
export {
  markMailFailed,
  markMailForRetry,
  markMailSent,
  pendingMailCount,
  readDueMail,
  readQueuedRecipients,
} from './outbox-store';
export type { OutgoingMail, QueuedMail } from './outbox-store';
export { writeConfirmationMail, writeUnsubscribeMail } from './email-alerts/confirmation-mail';
export { contactMail, type MailContent } from './mail-content';
export { PublishError, publishItem, publishedDocumentsDir, revalidateSite } from './publish';
export type { PublicationInput } from './publish';
export { storeContactMessage, storeSubscription, storeUnsubscription } from './requests';
export type { StoreOutcome } from './requests';
export {
  purgeReadingDays,
  READING_TABLES,
  readReadingTotals,
  writeReadingIncrements,
  type ReadingIncrement,
  type ReadingKind,
  type ReadingTotal,
} from './reading';
export { readReadingDays, type ReadingDayTotals } from './reading';
export { purgeExpiredRecords } from './retention';
export { EMBEDDED_ORIGIN, readIndexState, readSearchWords, searchStoredIndex, writeIndexSources } from './search-store';
export type { FacetCount, IndexWords, IndexedSource, SearchHit, SearchResults } from './search-store';
export { hasPriceDay, importPriceDays, priceDayCounts, readPriceDays, recordPriceDay } from './stock-history';
export {
  listPublishedQuestions,
  listQuestionQuarters,
  listQuestions,
  purgeQuestionContacts,
  QUESTION_CONTACT_DAYS,
  QUESTIONS_PER_ADDRESS,
  readQuestion,
  storeQuestion,
  writeQuestionChange,
} from './questions';
export type { NewQuestion, PublishedQuestion, QuestionChange, QuestionState, StoredQuestion } from './questions';
export {
  countItemPage,
  firstNewsroomItemId,
  itemStartYears,
  listNewsroomItems,
  madeAccountSince,
  newsroomTransaction,
  readDueItemIds,
  readItemEvents,
  readItemPage,
  readItemPublishedDocuments,
  readItemsAskedBy,
  readItemsInView,
  readItemVersions,
  readLiveVersion,
  readLivePopupContent,
  readNewsroomItem,
  readUploadPages,
  readUploadRecords,
  readVersionContents,
  readWithdrawnDocument,
  recordWorkspaceUploads,
  sendBackScheduledItem,
} from './newsroom-store';
export type {
  DueItemRow,
  ItemColumn,
  ItemColumns,
  ItemPageFilter,
  MeetingItemRow,
  NewsroomEvent,
  NewsroomWrites,
  StoredEvent,
  StoredItemRow,
  StoredVersion,
  WorkspaceUpload,
} from './newsroom-store';
export {
  countVitalsSamples,
  deleteVitalsBefore,
  insertVitalsSamples,
  readVitalsDaily,
  readVitalsSamplesOfDay,
  replaceVitalsDay,
  vitalsSampleDays,
} from './vitals-store';
export type { StoredVitalsAggregate, StoredVitalsSample } from './vitals-store';
