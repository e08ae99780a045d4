import path from 'node:path';
import { settings } from '@/lib/config/settings.mjs';

/**
 * The scheduled backup's settings (docs/backups.md). Read like the other settings of the server: each
 * from its variable at call time, so a test or a restart can change it; a wrong value is reported
 * and the default used, except a wrong key, which stops the backup (it must never write in clear
 * what the operator asked to be encrypted).
 */

export interface BackupSchedule {
  /** Where the snapshots go; unset: no scheduled backup. */
  dir: string | null;
  /** Bangkok time of the daily backup, minutes after midnight. */
  minuteOfDay: number;
  /** How many snapshots to keep. */
  keep: number;
}

/** BACKUP_DIR: the folder of the snapshots, resolved against the working folder; unset or blank: none. */
export function backupDir(): string | null {
  const dir = settings().BACKUP_DIR;
  return dir ? path.resolve(dir) : null;
}

/** BACKUP_TIME: HH:MM, 24-hour, Bangkok time (default 02:30); answers minutes after midnight. */
export function backupMinuteOfDay(): number {
  return settings().BACKUP_TIME;
}

/** BACKUP_KEEP: how many snapshots to keep, a whole number from 1 to 1000 (default 14). */
export function backupKeep(): number {
  return settings().BACKUP_KEEP;
}

/** BACKUP_KEY: the 32-byte AES-256-GCM key (64 hex digits or base64); unset: backups are not encrypted. Throws on a malformed key. */
export function backupKey(): Buffer | null {
  return settings().BACKUP_KEY;
}

export function backupSchedule(): BackupSchedule {
  return { dir: backupDir(), minuteOfDay: backupMinuteOfDay(), keep: backupKeep() };
}

/**
 * IR_AUTH_SECRET: without BACKUP_KEY, the manifest's MAC key is derived from it (docs/backups.md).
 * Unset: null, and the manifest is not authenticated (the derived secret of lib/accounts changes with
 * the store's path, so a backup restored elsewhere could not be checked with it).
 */
export function backupAuthSecret(): string | null {
  return settings().IR_AUTH_SECRET;
}
