/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { parseSetting } from '@/lib/config/settings.mjs';
import { migrate } from '@/lib/store/db';
import { seedStatements } from '@/lib/store/seed';
import {
  backupDue,
  backupHealth,
  backupsBeyond,
  lastScheduledMoment,
  listBackups,
  runScheduledBackup,
} from './schedule';

const at = (iso: string) => new Date(iso);

describe('the daily moment, in Bangkok time (UTC+7)', () => {
  it('is today at BACKUP_TIME once passed, else yesterday', () => {
    const twoThirty = 2 * 60 + 30;
    // 02:30 in Bangkok is 19:30 UTC the day before.
    expect(lastScheduledMoment(at('2026-03-10T19:30:00Z'), twoThirty).toISOString()).toBe('2026-03-10T19:30:00.000Z');
    expect(lastScheduledMoment(at('2026-03-10T19:29:59Z'), twoThirty).toISOString()).toBe('2026-03-09T19:30:00.000Z');
    expect(lastScheduledMoment(at('2026-03-11T03:00:00Z'), twoThirty).toISOString()).toBe('2026-03-10T19:30:00.000Z');
    // 23:00 in Bangkok is 16:00 UTC the same day; at 01:00 Bangkok (18:00 UTC) the last one was that evening.
    expect(lastScheduledMoment(at('2026-03-10T18:00:00Z'), 23 * 60).toISOString()).toBe('2026-03-10T16:00:00.000Z');
  });

  it('a backup is due when none was made since the last moment', () => {
    const now = at('2026-03-11T03:00:00Z');
    expect(backupDue(now, 150, null)).toBe(true);
    expect(backupDue(now, 150, at('2026-03-10T19:29:00Z'))).toBe(true);
    expect(backupDue(now, 150, at('2026-03-10T19:30:00Z'))).toBe(false);
  });

  it('keeps the newest BACKUP_KEEP, never fewer than one', () => {
    expect(backupsBeyond(['d', 'c', 'b', 'a'], 2)).toEqual(['b', 'a']);
    expect(backupsBeyond(['a'], 14)).toEqual([]);
  });

  it('reads BACKUP_TIME and BACKUP_KEEP, falling back on a wrong value', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseSetting('BACKUP_TIME', undefined)).toBe(150);
    expect(parseSetting('BACKUP_TIME', ' 23:05 ')).toBe(23 * 60 + 5);
    expect(parseSetting('BACKUP_TIME', '7:00')).toBe(420);
    for (const wrong of ['24:00', '12:60', '2pm', '1230']) expect(parseSetting('BACKUP_TIME', wrong)).toBe(150);
    expect(parseSetting('BACKUP_KEEP', undefined)).toBe(14);
    expect(parseSetting('BACKUP_KEEP', '3')).toBe(3);
    for (const wrong of ['0', '-1', '2.5', 'all']) expect(parseSetting('BACKUP_KEEP', wrong)).toBe(14);
    expect(error).toHaveBeenCalledTimes(8);
    error.mockRestore();
  });
});

describe('runScheduledBackup with an injected clock', () => {
  let folder: string;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'ir-backup-schedule-'));
    const client = createClient({ url: `file:${path.join(folder, 'ir.db')}` });
    await migrate(client, seedStatements);
    client.close();
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  type Schedule = Parameters<typeof runScheduledBackup>[0];
  /** A run of the schedule into `dir`, at 02:30 Bangkok keeping three, backing up the folder's store without a key. */
  const scheduledBackup = (
    dir: string,
    options: Omit<Schedule, 'dir' | 'minuteOfDay' | 'keep' | 'databaseFile' | 'documentsDir' | 'key'>,
  ) =>
    runScheduledBackup({
      dir,
      minuteOfDay: 150,
      keep: 3,
      databaseFile: path.join(folder, 'ir.db'),
      documentsDir: path.join(folder, 'documents'),
      key: null,
      ...options,
    });

  it('backs up once a day at BACKUP_TIME, makes up a missed day once, keeps BACKUP_KEEP and clears stale partial backups', async () => {
    const dir = path.join(folder, 'backups');
    let clock = at('2026-03-10T10:00:00Z'); // 17:00 in Bangkok
    const logs: string[] = [];
    const turn = () =>
      scheduledBackup(dir, {
        now: () => clock,
        log: (line) => logs.push(line),
      });
    const names = async () => (await listBackups(dir)).map((backup) => backup.time.toISOString());

    // None yet: the first turn makes one at once; the next turns that day make none.
    expect((await turn()).backup).not.toBeNull();
    clock = at('2026-03-10T19:29:00Z');
    expect((await turn()).backup).toBeNull();
    // 02:30 in Bangkok: the day's backup.
    clock = at('2026-03-10T19:30:00Z');
    expect((await turn()).backup).not.toBeNull();
    expect(await names()).toEqual(['2026-03-10T19:30:00.000Z', '2026-03-10T10:00:00.000Z']);

    // Three days pass with no server running: one backup at the next turn, not three.
    mkdirSync(path.join(dir, '.ir-backup-20260311T000000000Z-abcdef.partial'));
    utimesSync(
      path.join(dir, '.ir-backup-20260311T000000000Z-abcdef.partial'),
      at('2026-03-11T00:00:00Z'),
      at('2026-03-11T00:00:00Z'),
    );
    mkdirSync(path.join(dir, '.ir-backup-20260313T230000000Z-fedcba.partial'));
    utimesSync(
      path.join(dir, '.ir-backup-20260313T230000000Z-fedcba.partial'),
      at('2026-03-14T19:00:00Z'),
      at('2026-03-14T19:00:00Z'),
    );
    clock = at('2026-03-13T23:00:00Z');
    const report = await turn();
    expect(report.backup).not.toBeNull();
    expect((await turn()).backup).toBeNull();
    clock = at('2026-03-14T19:31:00Z');
    const last = await turn();
    expect(last.removed).toHaveLength(1);
    expect(await names()).toEqual(['2026-03-14T19:31:00.000Z', '2026-03-13T23:00:00.000Z', '2026-03-10T19:30:00.000Z']);
    // A partial backup six hours old is removed; a recent one (maybe being written) is left.
    expect(readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([
      '.ir-backup-20260313T230000000Z-fedcba.partial',
    ]);
    expect(logs.at(-1)).toMatch(/^\[backup\] wrote .* kept the newest 3, removed ir-backup-20260310T100000000Z-/);

    expect(await backupHealth(dir, at('2026-03-14T20:31:00Z'))).toEqual({ lastBackupAgeSeconds: 3600, late: false });
    expect(await backupHealth(dir, at('2026-03-15T22:00:00Z'))).toMatchObject({ late: true });
    expect(await backupHealth(path.join(folder, 'none'))).toEqual({ lastBackupAgeSeconds: null, late: true });
  });

  it('backs up the uploads of a bucket when due, each downloaded into the backup', async () => {
    const dir = path.join(folder, 'backups-bucket');
    const key = `${'ab'.repeat(32)}.pdf`;
    const listed: string[] = [];
    const bucket = {
      name: 's3://test',
      list: async () => {
        listed.push('list');
        return [key, 'not-a-stored-file.txt'];
      },
      download: async (name: string, file: string) => {
        writeFileSync(file, `%PDF-1.4 ${name}`);
        return true;
      },
      upload: async () => undefined,
    };
    const report = await scheduledBackup(dir, {
      uploadsBucket: bucket,
      now: () => at('2026-03-10T10:00:00Z'),
      log: () => undefined,
    });
    expect(listed).toHaveLength(1);
    expect(report.backup!.manifest.files.map((file) => file.path)).toContain(`uploads/${key}`);
    expect(readFileSync(path.join(report.backup!.path, 'uploads', key), 'utf8')).toBe(`%PDF-1.4 ${key}`);
    // Only the backup's own files: the download was moved in.
    expect(readdirSync(report.backup!.path).sort()).toEqual(['manifest.json', 'store.db', 'uploads']);
  });
});
