import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { migrate } from '@/lib/store/db';
import { MIGRATIONS } from '@/lib/store/migrations';
import { seedStatements } from '@/lib/store/seed';
import { decryptFile, ENCRYPTED_SUFFIX, keyId } from './encryption';
import { BackupRefused, DOCUMENTS_FOLDER, fileDigest, readManifest, STORE_FILE, type Manifest } from './manifest';
import { BACKUP_NAME, filesUnder, schemaVersionOf, tableCounts } from './snapshot';

/**
 * Restores a backup (docs/backups.md). Everything is checked before anything is touched: the manifest,
 * the size and SHA-256 of every file, the decrypted content, the store's integrity and its row counts.
 * Only then is the current data (with force) moved aside and the backup put in its place; the
 * migrations then bring an older backup up to this build.
 */

export interface RestoreOptions {
  /** The backup's folder (the one holding manifest.json). */
  from: string;
  /** Where the store goes (IR_DB_PATH). */
  databaseFile: string;
  /** Where the published documents go. */
  documentsDir: string;
  /** Restore over existing data, moving it aside first. */
  force?: boolean;
  key?: Buffer | null;
  now?: () => Date;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Where the data found in place was moved, when there was any. */
  movedAside: string | null;
  /** Migrations applied after the restore. */
  migrated: number[];
  documents: number;
  ms: number;
}

const STORE_COMPANIONS = ['', '-wal', '-shm', '-journal'];

/** Says what data is in place: the store's file and the published documents. */
function dataInPlace(databaseFile: string, documentsDir: string, documents: string[]): string[] {
  const found = STORE_COMPANIONS.map((suffix) => databaseFile + suffix).filter((file) => existsSync(file));
  if (documents.length > 0) found.push(`${documents.length} document(s) in ${documentsDir}`);
  return found;
}

/** A folder named for a backup's parent holds backups, not one: say which to pick. */
async function refuseParentFolder(from: string): Promise<void> {
  if (!existsSync(from)) throw new BackupRefused(`${from} does not exist`);
  const names = (await readdir(from)).filter((name) => BACKUP_NAME.test(name)).sort();
  if (names.length > 0 && !existsSync(path.join(from, 'manifest.json'))) {
    throw new BackupRefused(`${from} holds backups, not one: name one of them, the newest is ${path.join(from, names[names.length - 1])}`);
  }
}

/**
 * Checks a backup completely and leaves its clear store and documents in staging (made here, removed by
 * the caller). Throws BackupRefused naming the first fault found.
 */
async function verifyInto(from: string, staging: string, key: Buffer | null): Promise<{ manifest: Manifest; store: string; documents: { relative: string; file: string }[] }> {
  await refuseParentFolder(from);
  const manifest = await readManifest(from);
  if (manifest.encryption && !key) throw new BackupRefused(`${from} is encrypted: set BACKUP_KEY to the key it was made with`);
  if (manifest.encryption && key && keyId(key) !== manifest.encryption.keyId) {
    throw new BackupRefused(`${from} was made with another key (key id ${manifest.encryption.keyId}; BACKUP_KEY has ${keyId(key)})`);
  }
  const latest = MIGRATIONS[MIGRATIONS.length - 1].version;
  if (manifest.schemaVersion > latest) throw new BackupRefused(`${from} holds schema version ${manifest.schemaVersion}, newer than this build's ${latest}: restore it with a newer build`);

  const suffix = manifest.encryption ? ENCRYPTED_SUFFIX : '';
  const storeEntries = manifest.files.filter((entry) => entry.path === STORE_FILE + suffix);
  if (storeEntries.length !== 1) throw new BackupRefused(`${from}: the manifest lists no ${STORE_FILE + suffix}`);
  const others = manifest.files.filter((entry) => entry.path !== STORE_FILE + suffix);
  const misplaced = others.find((entry) => !entry.path.startsWith(`${DOCUMENTS_FOLDER}/`) || !entry.path.endsWith(suffix));
  if (misplaced) throw new BackupRefused(`${from}: the manifest lists ${misplaced.path}, which is neither the store nor a document`);

  // Every stored file first, so a damaged backup is refused whole before any decryption.
  for (const entry of manifest.files) {
    const file = path.join(from, ...entry.path.split('/'));
    if (!existsSync(file)) throw new BackupRefused(`${from}: ${entry.path} is missing`);
    const digest = await fileDigest(file);
    if (digest.size !== entry.size) throw new BackupRefused(`${from}: ${entry.path} has ${digest.size} bytes, the manifest says ${entry.size}`);
    if (digest.sha256 !== entry.sha256) throw new BackupRefused(`${from}: ${entry.path} does not match its SHA-256 in the manifest (the file was changed or damaged)`);
  }

  /** The clear content of one entry in staging, checked against the manifest. */
  const clear = async (entry: Manifest['files'][number]): Promise<{ relative: string; file: string }> => {
    const relative = suffix ? entry.path.slice(0, -suffix.length) : entry.path;
    const source = path.join(from, ...entry.path.split('/'));
    const target = path.join(staging, ...relative.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    if (!manifest.encryption) {
      await cp(source, target);
      return { relative, file: target };
    }
    try {
      await decryptFile(source, target, key!, `${manifest.id}/${relative}`);
    } catch (error) {
      throw new BackupRefused(`${from}: ${entry.path} ${error instanceof Error ? error.message : String(error)}`);
    }
    const digest = await fileDigest(target);
    if (digest.size !== entry.plain?.size || digest.sha256 !== entry.plain.sha256) throw new BackupRefused(`${from}: ${entry.path} decrypts to content that does not match the manifest`);
    return { relative, file: target };
  };

  const store = (await clear(storeEntries[0])).file;
  const client = createClient({ url: `file:${store}` });
  try {
    const check = await client.execute('PRAGMA integrity_check');
    const verdict = check.rows.map((row) => String(row[0])).join('; ');
    if (verdict !== 'ok') throw new BackupRefused(`${from}: the store fails SQLite's integrity check: ${verdict}`);
    const counts = await tableCounts(client);
    const names = new Set([...Object.keys(counts), ...Object.keys(manifest.tables)]);
    for (const name of names) {
      if (counts[name] !== manifest.tables[name]) {
        throw new BackupRefused(`${from}: table ${name} holds ${counts[name] ?? 'no'} rows, the manifest says ${manifest.tables[name] ?? 'none'}`);
      }
    }
    const version = await schemaVersionOf(client);
    if (version !== manifest.schemaVersion) throw new BackupRefused(`${from}: the store is at schema version ${version}, the manifest says ${manifest.schemaVersion}`);
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused(`${from}: the store cannot be read as SQLite (${error instanceof Error ? error.message : String(error)})`);
  } finally {
    client.close();
  }
  const documents = [];
  for (const entry of others) documents.push(await clear(entry));
  return { manifest, store, documents };
}

/** Checks a backup as a restore would, without restoring it. */
export async function verifyBackup(from: string, { key = null, scratch }: { key?: Buffer | null; scratch: string }): Promise<Manifest> {
  const staging = path.join(scratch, `.verify-${process.pid}-${Date.now()}`);
  try {
    return (await verifyInto(from, staging, key)).manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Moves a file or folder, copying when it has to cross file systems. */
async function move(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}

export async function restoreBackup({ from, databaseFile, documentsDir, force = false, key = null, now = () => new Date() }: RestoreOptions): Promise<RestoreResult> {
  const began = Date.now();
  const dataDir = path.dirname(databaseFile);
  const inPlace = dataInPlace(databaseFile, documentsDir, await filesUnder(documentsDir));
  if (inPlace.length > 0 && !force) {
    throw new BackupRefused(`the data folder is not empty (${inPlace.join(', ')}): stop the site, then restore with --force to move the current data aside first`);
  }
  await mkdir(dataDir, { recursive: true });
  // Staging beside the store, so that putting it in place is a rename on one file system.
  const staging = path.join(dataDir, `.restore-${process.pid}-${Date.now()}`);
  try {
    const { manifest, store, documents } = await verifyInto(from, staging, key);

    let movedAside: string | null = null;
    if (inPlace.length > 0) {
      movedAside = path.join(dataDir, `before-restore-${now().toISOString().replace(/[-:.]/g, '')}`);
      const base = path.basename(databaseFile);
      for (const suffix of STORE_COMPANIONS) {
        if (existsSync(databaseFile + suffix)) await move(databaseFile + suffix, path.join(movedAside, base + suffix));
      }
      if (existsSync(documentsDir)) await move(documentsDir, path.join(movedAside, 'documents'));
    }

    await rename(store, databaseFile);
    for (const document of documents) {
      const relative = document.relative.slice(`${DOCUMENTS_FOLDER}/`.length);
      await move(document.file, path.join(documentsDir, ...relative.split('/')));
    }

    const client = createClient({ url: `file:${databaseFile}` });
    let migrated: number[];
    try {
      await client.execute('PRAGMA busy_timeout = 5000');
      await client.execute('PRAGMA journal_mode = WAL');
      // Leases belong to the processes that took them, not to the record: none is carried over.
      const leases = await client.execute("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'job_leases'");
      if (leases.rows.length > 0) await client.execute('DELETE FROM job_leases');
      migrated = await migrate(client, seedStatements);
    } finally {
      client.close();
    }
    return { manifest, movedAside, migrated, documents: documents.length, ms: Date.now() - began };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
