import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { settings } from '@/lib/config/settings.mjs';
import { copyStoreInto } from '@/lib/store/copy';
import { connectStore } from '@/lib/store/db';
import { ENCRYPTED_SUFFIX, encryptFile, keyId } from './encryption';
import {
  DOCUMENTS_FOLDER,
  fileDigest,
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  manifestKeys,
  manifestMac,
  MANIFEST_VERSION,
  STORE_FILE,
  STORED_UPLOAD,
  UPLOADS_FOLDER,
  type BackupFile,
  type Manifest,
  type UploadBucket,
} from './manifest';
import { backupAuthSecret } from './settings';

/**
 * One backup (docs/backups.md): the store copied by SQLite itself (VACUUM INTO reads one consistent
 * snapshot through a connection, WAL included, while the site goes on writing), the published
 * documents, the uploaded PDFs (UPLOAD_DIR), then manifest.json; all under a temporary name, renamed
 * once whole. Files are 0600 and folders 0700: a backup holds personal data.
 */

/** A backup's files and folders: the site's user only. */
export const BACKUP_FILE_MODE = 0o600;
export const BACKUP_FOLDER_MODE = 0o700;

/** Complete backups are named ir-backup-<UTC time>-<random>; the time sorts them. */
export const BACKUP_NAME = /^ir-backup-(\d{8}T\d{9}Z)-[0-9a-f]{6}$/;
/** Where a backup is written before it is whole; never restored, removed by the schedule when stale. */
export const PARTIAL_SUFFIX = '.partial';

export interface BackupOptions {
  /** The folder that receives the backup (made if missing). */
  dir: string;
  /** The live SQLite file. */
  databaseFile: string;
  /** The live PostgreSQL database instead (default: DATABASE_URL): copied into the backup as an SQLite file. */
  databaseUrl?: string | null;
  /** The published documents' folder (may be missing: none published yet). */
  documentsDir: string;
  /** The uploaded PDFs' folder, UPLOAD_DIR (may be missing: nothing uploaded yet); left out when not given. */
  uploadsDir?: string;
  /** The uploaded PDFs in object storage instead (S3_ENDPOINT), each downloaded into the backup. */
  uploadsBucket?: UploadBucket;
  /** Encrypts every file with AES-256-GCM when given; the manifest's MAC key is derived from it. */
  key?: Buffer | null;
  /** Without a key, the manifest's MAC key is derived from this (default: IR_AUTH_SECRET); neither: no MAC. */
  authSecret?: string | null;
  now?: () => Date;
}

export interface BackupResult {
  path: string;
  manifest: Manifest;
  ms: number;
}

export function backupName(time: Date): string {
  const stamp = time.toISOString().replace(/[-:.]/g, '');
  return `ir-backup-${stamp}-${randomBytes(3).toString('hex')}`;
}

/** The time a backup's name gives, or null for another name. */
export function backupTime(name: string): Date | null {
  const match = BACKUP_NAME.exec(name);
  if (!match) return null;
  const [, s] = match;
  return new Date(
    `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}.${s.slice(15, 18)}Z`,
  );
}

/** Every file under folder, as paths relative to it with '/'; [] when it is missing. */
export async function filesUnder(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The stored PDFs of UPLOAD_DIR (<sha256>.pdf at its top); [] when it is missing. */
export async function storedUploads(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && STORED_UPLOAD.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** Rows per table of a SQLite file (virtual tables left out: FTS5's own tables hold their data). */
export async function tableCounts(client: Client): Promise<Record<string, number>> {
  const tables = await client.execute(
    "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' ORDER BY name",
  );
  const counts: Record<string, number> = {};
  for (const row of tables.rows) {
    const name = String(row.name);
    const result = await client.execute(`SELECT COUNT(*) AS n FROM "${name.replace(/"/g, '""')}"`);
    counts[name] = Number(result.rows[0].n);
  }
  return counts;
}

export async function schemaVersionOf(client: Client): Promise<number> {
  const table = await client.execute("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migrations'");
  if (table.rows.length === 0) return 0;
  const result = await client.execute('SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations');
  return Number(result.rows[0].version);
}

/** The newest audit entry of a SQLite file (a checkpoint for the manifest); null: none, or no audit log. */
export async function auditHeadOf(client: Client): Promise<{ seq: number; hash: string } | null> {
  const table = await client.execute("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'audit_log'");
  if (table.rows.length === 0) return null;
  const result = await client.execute('SELECT seq, hash FROM audit_log ORDER BY seq DESC LIMIT 1');
  return result.rows[0] ? { seq: Number(result.rows[0].seq), hash: String(result.rows[0].hash) } : null;
}

/** The PostgreSQL database at `url` copied into a new SQLite file. */
async function copyPostgresInto(url: string, file: string): Promise<void> {
  const live = await connectStore({ engine: 'postgres', location: url });
  try {
    await copyStoreInto(live, { engine: 'sqlite', location: file });
  } finally {
    await live.close();
  }
}

export async function takeBackup({
  dir,
  databaseFile,
  databaseUrl = settings().DATABASE_URL,
  documentsDir,
  uploadsDir,
  uploadsBucket,
  key = null,
  authSecret = backupAuthSecret(),
  now = () => new Date(),
}: BackupOptions): Promise<BackupResult> {
  if (!databaseUrl && !existsSync(databaseFile))
    throw new Error(`${databaseFile} does not exist: nothing to back up (IR_DB_PATH names the store)`);
  const began = Date.now();
  const startedAt = now();
  const id = backupName(startedAt);
  const partial = path.join(dir, `.${id}${PARTIAL_SUFFIX}`);
  await mkdir(partial, { recursive: true, mode: BACKUP_FOLDER_MODE });
  await chmod(partial, BACKUP_FOLDER_MODE);
  try {
    const files: BackupFile[] = [];
    /** Stores one file of the backup, encrypted when there is a key, and lists it. */
    const store = async (source: string, place: string, move: boolean) => {
      const target = path.join(partial, key ? place + ENCRYPTED_SUFFIX : place);
      await mkdir(path.dirname(target), { recursive: true, mode: BACKUP_FOLDER_MODE });
      if (key) {
        const plain = await fileDigest(source);
        await encryptFile(source, target, key, `${id}/${place}`);
        files.push({
          path: path.relative(partial, target).split(path.sep).join('/'),
          ...(await fileDigest(target)),
          plain,
        });
        if (move) await rm(source);
      } else {
        await (move ? rename(source, target) : copyFile(source, target));
        files.push({ path: place, ...(await fileDigest(target)) });
      }
      // A copied file keeps its source's mode, and a new one gets the umask's: 0600 either way.
      await chmod(target, BACKUP_FILE_MODE);
    };

    // The copy through a connection of its own: VACUUM INTO is one read transaction, so it sees exactly
    // what was committed when it began, and the live file is never read as bytes.
    // On PostgreSQL the store is first copied, from one repeatable-read snapshot, into an SQLite file
    // (lib/store/copy.ts): every backup holds the same kind of store, restorable onto either engine.
    const copy = path.join(partial, `copy-${STORE_FILE}`);
    const fromPostgres = path.join(partial, `postgres-${STORE_FILE}`);
    if (databaseUrl) await copyPostgresInto(databaseUrl, fromPostgres);
    const live = createClient({ url: `file:${databaseUrl ? fromPostgres : databaseFile}` });
    try {
      await live.execute('PRAGMA busy_timeout = 5000');
      await live.execute({ sql: 'VACUUM INTO ?', args: [copy] });
    } finally {
      live.close();
    }
    if (databaseUrl) for (const suffix of ['', '-wal', '-shm']) await rm(fromPostgres + suffix, { force: true });
    await chmod(copy, BACKUP_FILE_MODE);
    // The manifest describes the copy, counted in the copy: not the live store, which has moved on.
    const snapshot = createClient({ url: `file:${copy}` });
    let tables: Record<string, number>;
    let schemaVersion: number;
    let auditHead: Manifest['auditHead'];
    try {
      tables = await tableCounts(snapshot);
      schemaVersion = await schemaVersionOf(snapshot);
      auditHead = await auditHeadOf(snapshot);
    } finally {
      snapshot.close();
    }
    await store(copy, STORE_FILE, true);

    // Documents after the store: a document whose row is in the copy was written before its row
    // (lib/store/publish.ts), so it is here; one removed meanwhile was a failed publish.
    for (const relative of await filesUnder(documentsDir)) {
      try {
        await store(path.join(documentsDir, relative), `${DOCUMENTS_FOLDER}/${relative}`, false);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    // Uploads likewise: a PDF is stored (lib/uploads) before any item's row names it. Only stored files,
    // named by their hash: uploads in progress (.partial/) are not data.
    for (const name of uploadsDir ? await storedUploads(uploadsDir) : []) {
      try {
        await store(path.join(uploadsDir!, name), `${UPLOADS_FOLDER}/${name}`, false);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    // From a bucket, each stored file through a download into the backup's folder.
    for (const name of uploadsBucket ? (await uploadsBucket.list()).filter((key) => STORED_UPLOAD.test(key)) : []) {
      const download = path.join(partial, `download-${name}`);
      if (await uploadsBucket!.download(name, download)) await store(download, `${UPLOADS_FOLDER}/${name}`, true);
    }

    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      version: MANIFEST_VERSION,
      id,
      startedAt: startedAt.toISOString(),
      completedAt: now().toISOString(),
      schemaVersion,
      tables,
      encryption: key ? { cipher: 'aes-256-gcm', keyId: keyId(key) } : null,
      files,
      auditHead,
      mac: null,
    };
    const [signing] = manifestKeys({ key, authSecret });
    if (signing) manifest.mac = manifestMac(manifest, signing.key);
    await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
      flag: 'wx',
      mode: BACKUP_FILE_MODE,
    });
    await chmod(path.join(partial, MANIFEST_FILE), BACKUP_FILE_MODE);
    const final = path.join(dir, id);
    await rename(partial, final);
    return { path: final, manifest, ms: Date.now() - began };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
