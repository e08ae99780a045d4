// The store's door, read only by lib/backend (docs/architecture.md, The layers): a module all of whose
// exports are the store's queries is exported whole; of the others, the names listed.
export * from './accounts-store';
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
export type { BackupHealth, UploadBucket } from './backup/index';
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
  storeDescription,
  storeEngine,
  storeHealth,
  type StoreLocation,
} from './db';
export { copyStoreTo, type CopyReport } from './copy';
export { schemaSource, type SchemaSource } from './schema-source';
export { authDatabaseType, authDialect, type AuthDialect } from './auth-database';
export { storeLeases, type LeaseStore } from './leases';
export { demoFiles } from './demo-files';
export type { DemoFile } from './demo-files';
export { storeAlertDeliveries, type AlertDeliveries, type ClaimedDelivery } from './email-alerts/deliveries';
export { scanForNewItems } from './email-alerts/dispatch';
export { readCompanyShortName } from './email-alerts/company-name';
export { renewSignUpToken, renewUnsubscribeToken } from './email-alerts/mail-tokens';
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
export { readListedDocument } from './listed-documents';
export type { PublishedDocument } from './newsroom-documents';
export { readDocumentPublishers, type DocumentPublisher } from './newsroom-documents';
export * from './outbox-store';
export { PublishError, publishItem, publishedDocumentsDir, revalidateSite } from './publish';
export type { PublicationInput } from './publish';
export { storeContactMessage, storeSubscription, storeUnsubscription } from './requests';
export type { StoreOutcome } from './requests';
export * from './reading';
export { purgeExpiredRecords } from './retention';
export { EMBEDDED_ORIGIN, readIndexState, readSearchWords, searchStoredIndex, writeIndexSources } from './search-store';
export type { FacetCount, IndexWords, IndexedSource, SearchHit, SearchResults } from './search-store';
export { hasPriceDay, importPriceDays, priceDayCounts, readPriceDays, recordPriceDay } from './stock-history';
export * from './questions';
export * from './newsroom-store';
export * from './vitals-store';
