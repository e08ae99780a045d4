/** Backups of the embedded store and the published documents: docs/backups.md. */
export { BackupKeyError } from './encryption';
export { BackupRefused, type Manifest, type UploadBucket } from './manifest';
export { restoreBackup, verifyBackup, type RestoreResult } from './restore';
export { backupHealth, listBackups, runScheduledBackup, type BackupHealth } from './schedule';
export { backupDir, backupKey, backupSchedule } from './settings';
export { takeBackup, type BackupResult } from './snapshot';
export { latestBackupAuditHead, type BackupAuditHead } from './checkpoint';
export type { ManifestAuthentication } from './restore';
