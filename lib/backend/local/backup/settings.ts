import path from 'node:path';
import { parseBackupKey } from './encryption';

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

const DEFAULT_TIME = '02:30';
const DEFAULT_KEEP = 14;

/** BACKUP_DIR: the folder of the snapshots, resolved against the working folder; unset or blank: none. */
export function backupDir(value = process.env.BACKUP_DIR): string | null {
  const text = value?.trim() ?? '';
  return text ? path.resolve(text) : null;
}

/** BACKUP_TIME: HH:MM, 24-hour, Bangkok time (default 02:30); answers minutes after midnight. */
export function backupMinuteOfDay(value = process.env.BACKUP_TIME): number {
  const text = value?.trim() ?? '';
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (match && Number(match[1]) < 24 && Number(match[2]) < 60) return Number(match[1]) * 60 + Number(match[2]);
  if (text !== '') console.error(`[backup] BACKUP_TIME=${JSON.stringify(value)} is not HH:MM (00:00 to 23:59); using ${DEFAULT_TIME}`);
  const [hours, minutes] = DEFAULT_TIME.split(':').map(Number);
  return hours * 60 + minutes;
}

/** BACKUP_KEEP: how many snapshots to keep, a whole number from 1 to 1000 (default 14). */
export function backupKeep(value = process.env.BACKUP_KEEP): number {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 1000) return Number(text);
  if (text !== '') console.error(`[backup] BACKUP_KEEP=${JSON.stringify(value)} is not a whole number from 1 to 1000; using ${DEFAULT_KEEP}`);
  return DEFAULT_KEEP;
}

/** BACKUP_KEY: the 32-byte AES-256-GCM key (64 hex digits or base64); unset: backups are not encrypted. Throws on a malformed key. */
export function backupKey(value = process.env.BACKUP_KEY): Buffer | null {
  const text = value?.trim() ?? '';
  return text ? parseBackupKey(text) : null;
}

export function backupSchedule(): BackupSchedule {
  return { dir: backupDir(), minuteOfDay: backupMinuteOfDay(), keep: backupKeep() };
}
