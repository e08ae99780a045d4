import type { UploadBucket } from './manifest';
import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { backupTime, PARTIAL_SUFFIX, takeBackup, type BackupResult } from './snapshot';

/**
 * The daily backup job (lib/jobs/jobs.ts): due once the day's BACKUP_TIME, in Bangkok, has passed
 * since the newest backup in BACKUP_DIR. The folder is the record of what was done, so any instance
 * holding the job's lease, after any restart, sees the same answer; a day missed while no server ran
 * is made up once, at the next start.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Thailand keeps UTC+7 all year, with no daylight saving. */
const BANGKOK_OFFSET_MS = 7 * 60 * MINUTE_MS;
/** A backup is late, for /api/health, once the newest is older than a day and this much. */
const LATE_AFTER_MS = DAY_MS + 2 * 60 * MINUTE_MS;
/** A partial backup this old is no longer being written: its writer died. */
const STALE_PARTIAL_MS = 6 * 60 * MINUTE_MS;

/** The latest moment at or before now when the Bangkok clock read minuteOfDay. */
export function lastScheduledMoment(now: Date, minuteOfDay: number): Date {
  const bangkok = now.getTime() + BANGKOK_OFFSET_MS;
  const midnight = bangkok - (((bangkok % DAY_MS) + DAY_MS) % DAY_MS);
  let moment = midnight + minuteOfDay * MINUTE_MS - BANGKOK_OFFSET_MS;
  if (moment > now.getTime()) moment -= DAY_MS;
  return new Date(moment);
}

export function backupDue(now: Date, minuteOfDay: number, newest: Date | null): boolean {
  return newest === null || newest.getTime() < lastScheduledMoment(now, minuteOfDay).getTime();
}

/** The complete backups in dir, newest first. */
export async function listBackups(dir: string): Promise<{ name: string; time: Date }[]> {
  if (!existsSync(dir)) return [];
  const backups = [];
  for (const name of await readdir(dir)) {
    const time = backupTime(name);
    if (time) backups.push({ name, time });
  }
  return backups.sort((a, b) => b.time.getTime() - a.time.getTime() || (a.name < b.name ? 1 : -1));
}

/** The backups beyond the newest keep, which retention removes. */
export function backupsBeyond<T>(newestFirst: readonly T[], keep: number): T[] {
  return newestFirst.slice(Math.max(1, keep));
}

export interface ScheduledBackupOptions {
  dir: string;
  minuteOfDay: number;
  keep: number;
  databaseFile: string;
  documentsDir: string;
  /** UPLOAD_DIR, the uploaded PDFs. */
  uploadsDir?: string;
  /** The uploaded PDFs in object storage instead (docs/backups.md, Uploads in object storage). */
  uploadsBucket?: UploadBucket;
  key: Buffer | null;
  now?: () => Date;
  log?: (message: string) => void;
}

export interface ScheduledBackupReport {
  backup: BackupResult | null;
  removed: string[];
}

/** One turn of the job: a backup when due, then retention and stale partial backups cleared. */
export async function runScheduledBackup({
  dir,
  minuteOfDay,
  keep,
  databaseFile,
  documentsDir,
  uploadsDir,
  uploadsBucket,
  key,
  now = () => new Date(),
  log = console.log,
}: ScheduledBackupOptions): Promise<ScheduledBackupReport> {
  const newest = (await listBackups(dir))[0]?.time ?? null;
  if (!backupDue(now(), minuteOfDay, newest)) return { backup: null, removed: [] };
  const backup = await takeBackup({
    dir,
    databaseFile,
    documentsDir,
    uploadsDir,
    uploadsBucket,
    key,
    now,
  });
  const removed = [];
  for (const old of backupsBeyond(await listBackups(dir), keep)) {
    await rm(path.join(dir, old.name), { recursive: true, force: true });
    removed.push(old.name);
  }
  for (const name of await readdir(dir)) {
    if (!name.endsWith(PARTIAL_SUFFIX)) continue;
    const modified = await stat(path.join(dir, name)).then(
      (info) => info.mtimeMs,
      () => null,
    );
    if (modified !== null && now().getTime() - modified > STALE_PARTIAL_MS)
      await rm(path.join(dir, name), { recursive: true, force: true });
  }
  const { tables, encryption, mac, auditHead } = backup.manifest;
  log(
    `[backup] wrote ${backup.path} in ${(backup.ms / 1000).toFixed(1)} s: schema ${backup.manifest.schemaVersion}, ` +
      `${tables.subscribers ?? 0} subscribers, ${backup.manifest.files.length - 1} documents` +
      `${encryption ? ', encrypted' : ', NOT encrypted (no BACKUP_KEY): it holds personal data in clear'}` +
      `${mac ? '' : ', manifest NOT authenticated (no BACKUP_KEY nor IR_AUTH_SECRET)'}` +
      `${auditHead ? `, audit head #${auditHead.seq} ${auditHead.hash}` : ''}; ` +
      `kept the newest ${keep}${removed.length ? `, removed ${removed.join(', ')}` : ''}`,
  );
  return { backup, removed };
}

export interface BackupHealth {
  /** Seconds since the newest complete backup began, or null when there is none. */
  lastBackupAgeSeconds: number | null;
  /** No backup, or the newest is over a day (and two hours) old. */
  late: boolean;
}

export async function backupHealth(dir: string, now = new Date()): Promise<BackupHealth> {
  const newest = (await listBackups(dir))[0]?.time ?? null;
  const ageMs = newest ? Math.max(0, now.getTime() - newest.getTime()) : null;
  return {
    lastBackupAgeSeconds: ageMs === null ? null : Math.floor(ageMs / 1000),
    late: ageMs === null || ageMs > LATE_AFTER_MS,
  };
}
