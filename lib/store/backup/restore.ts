import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { settings } from '@/lib/config/settings.mjs';
import { copyStore, copyStoreInto, storeTables } from '@/lib/store/copy';
import { connectStore, migrate } from '@/lib/store/db';
import type { Client } from '@/lib/store/engine';
import { MIGRATIONS } from '@/lib/store/migrations';
import { seedStatements } from '@/lib/store/seed';
import { decryptFile, ENCRYPTED_SUFFIX, keyId } from './encryption';
import {
  authenticatingKey,
  BackupRefused,
  DOCUMENTS_FOLDER,
  fileDigest,
  MANIFEST_FILE,
  manifestKeys,
  readManifest,
  STORE_FILE,
  STORED_UPLOAD,
  UPLOADS_FOLDER,
  type Manifest,
  type UploadBucket,
} from './manifest';
import { backupAuthSecret } from './settings';
import { BACKUP_NAME, filesUnder, schemaVersionOf, storedUploads, tableCounts } from './snapshot';

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
  /**
   * The PostgreSQL database the store goes into instead (default: DATABASE_URL): its rows are replaced by
   * the backup's, in one transaction; with force, its rows before are first copied aside as an SQLite file.
   */
  databaseUrl?: string | null;
  /** Where the published documents go. */
  documentsDir: string;
  /** Where the uploaded files go (UPLOAD_DIR); a backup holding uploads is refused without it or a bucket. */
  uploadsDir?: string;
  /**
   * The bucket they go into instead (S3_ENDPOINT): each file missing there is uploaded. Files stored there
   * already are not data in place: a key is the file's SHA-256, so it holds the backup's bytes.
   */
  uploadsBucket?: UploadBucket;
  /** Restore over existing data, moving it aside first. */
  force?: boolean;
  key?: Buffer | null;
  /** Checks the manifest's MAC with a key derived from this too (default: IR_AUTH_SECRET). */
  authSecret?: string | null;
  /** Restores a backup whose manifest no key at hand authenticates (an operator who trusts it: --accept-unauthenticated). */
  acceptUnauthenticated?: boolean;
  now?: () => Date;
}

/** What the manifest's authentication found: the setting whose key made its MAC, or why none. */
export type ManifestAuthentication = { by: 'BACKUP_KEY' | 'IR_AUTH_SECRET' } | { by: null; why: 'no-key' | 'accepted' };

export interface RestoreResult {
  manifest: Manifest;
  /** Where the data found in place was moved, when there was any. */
  movedAside: string | null;
  /** Migrations applied after the restore. */
  migrated: number[];
  documents: number;
  /** Uploaded PDFs put back into UPLOAD_DIR. */
  uploads: number;
  authentication: ManifestAuthentication;
  ms: number;
}

const STORE_COMPANIONS = ['', '-wal', '-shm', '-journal'];

/** Says what data is in place: the store's file, the published documents and the uploaded files. */
function dataInPlace(
  /** The SQLite file's companions that exist, or the PostgreSQL database's name when it holds tables. */
  store: string[],
  documentsDir: string,
  documents: string[],
  uploadsDir: string | undefined,
  uploads: string[],
): string[] {
  const found = [...store];
  if (documents.length > 0) found.push(`${documents.length} document(s) in ${documentsDir}`);
  if (uploads.length > 0) found.push(`${uploads.length} uploaded file(s) in ${uploadsDir}`);
  return found;
}

/** A folder named for a backup's parent holds backups, not one: say which to pick. */
async function refuseParentFolder(from: string): Promise<void> {
  if (!existsSync(from)) throw new BackupRefused(`${from} does not exist`);
  const names = (await readdir(from)).filter((name) => BACKUP_NAME.test(name)).sort();
  if (names.length > 0 && !existsSync(path.join(from, 'manifest.json'))) {
    throw new BackupRefused(
      `${from} holds backups, not one: name one of them, the newest is ${path.join(from, names[names.length - 1])}`,
    );
  }
}

/**
 * Checks a backup completely and leaves its clear store and documents in staging (made here, removed by
 * the caller). Throws BackupRefused naming the first fault found.
 */
/**
 * The manifest must be authenticated by a key at hand (derived from BACKUP_KEY or IR_AUTH_SECRET), so
 * that its list of files, their checksums and the store's row counts are the ones the backup wrote.
 * With no key at all there is nothing to check it with; an operator may accept one no key authenticates.
 */
function authenticate(
  from: string,
  manifest: Manifest,
  key: Buffer | null,
  authSecret: string | null,
  accept: boolean,
): ManifestAuthentication {
  const keys = manifestKeys({ key, authSecret });
  if (keys.length === 0) return { by: null, why: 'no-key' };
  const found = authenticatingKey(manifest, keys);
  if (found) return { by: found.from };
  if (accept) return { by: null, why: 'accepted' };
  const why =
    typeof manifest.mac === 'string'
      ? 'its MAC does not match: the manifest was changed, or made with other keys'
      : 'it carries no MAC (made by an older build, or with neither key)';
  throw new BackupRefused(
    `${from}: ${MANIFEST_FILE} is not authenticated by ${keys.map((candidate) => candidate.from).join(' or ')}: ${why}. Restore it only if you trust it, with --accept-unauthenticated`,
  );
}

/** Every file in the backup's folder must be one its manifest lists (or the manifest itself). */
async function refuseUnlisted(from: string, manifest: Manifest): Promise<void> {
  const listed = new Set([MANIFEST_FILE, ...manifest.files.map((entry) => entry.path)]);
  const unlisted = (await filesUnder(from)).find((file) => !listed.has(file));
  if (unlisted) throw new BackupRefused(`${from}: ${unlisted} is in the backup but not in its manifest`);
}

async function verifyInto(
  from: string,
  staging: string,
  key: Buffer | null,
  { authSecret, acceptUnauthenticated }: { authSecret: string | null; acceptUnauthenticated: boolean },
): Promise<{
  manifest: Manifest;
  authentication: ManifestAuthentication;
  store: string;
  documents: { relative: string; file: string }[];
}> {
  await refuseParentFolder(from);
  const manifest = await readManifest(from);
  if (manifest.encryption && !key)
    throw new BackupRefused(`${from} is encrypted: set BACKUP_KEY to the key it was made with`);
  if (manifest.encryption && key && keyId(key) !== manifest.encryption.keyId) {
    throw new BackupRefused(
      `${from} was made with another key (key id ${manifest.encryption.keyId}; BACKUP_KEY has ${keyId(key)})`,
    );
  }
  // The key checks above only name the right key; from here on the manifest must be the backup's own.
  const authentication = authenticate(from, manifest, key, authSecret, acceptUnauthenticated);
  const latest = MIGRATIONS[MIGRATIONS.length - 1].version;
  if (manifest.schemaVersion > latest)
    throw new BackupRefused(
      `${from} holds schema version ${manifest.schemaVersion}, newer than this build's ${latest}: restore it with a newer build`,
    );

  const suffix = manifest.encryption ? ENCRYPTED_SUFFIX : '';
  const storeEntries = manifest.files.filter((entry) => entry.path === STORE_FILE + suffix);
  if (storeEntries.length !== 1) throw new BackupRefused(`${from}: the manifest lists no ${STORE_FILE + suffix}`);
  const others = manifest.files.filter((entry) => entry.path !== STORE_FILE + suffix);
  const isUpload = (entryPath: string) =>
    entryPath.startsWith(`${UPLOADS_FOLDER}/`) &&
    STORED_UPLOAD.test(entryPath.slice(UPLOADS_FOLDER.length + 1, entryPath.length - suffix.length));
  const misplaced = others.find(
    (entry) => !(entry.path.startsWith(`${DOCUMENTS_FOLDER}/`) || isUpload(entry.path)) || !entry.path.endsWith(suffix),
  );
  if (misplaced)
    throw new BackupRefused(
      `${from}: the manifest lists ${misplaced.path}, which is neither the store, a document nor an uploaded file`,
    );

  await refuseUnlisted(from, manifest);

  // Every stored file first, so a damaged backup is refused whole before any decryption.
  for (const entry of manifest.files) {
    const file = path.join(from, ...entry.path.split('/'));
    if (!existsSync(file)) throw new BackupRefused(`${from}: ${entry.path} is missing`);
    const digest = await fileDigest(file);
    if (digest.size !== entry.size)
      throw new BackupRefused(`${from}: ${entry.path} has ${digest.size} bytes, the manifest says ${entry.size}`);
    if (digest.sha256 !== entry.sha256)
      throw new BackupRefused(
        `${from}: ${entry.path} does not match its SHA-256 in the manifest (the file was changed or damaged)`,
      );
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
    if (digest.size !== entry.plain?.size || digest.sha256 !== entry.plain.sha256)
      throw new BackupRefused(`${from}: ${entry.path} decrypts to content that does not match the manifest`);
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
        throw new BackupRefused(
          `${from}: table ${name} holds ${counts[name] ?? 'no'} rows, the manifest says ${manifest.tables[name] ?? 'none'}`,
        );
      }
    }
    const version = await schemaVersionOf(client);
    if (version !== manifest.schemaVersion)
      throw new BackupRefused(
        `${from}: the store is at schema version ${version}, the manifest says ${manifest.schemaVersion}`,
      );
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused(
      `${from}: the store cannot be read as SQLite (${error instanceof Error ? error.message : String(error)})`,
    );
  } finally {
    client.close();
  }
  const documents = [];
  for (const entry of others) documents.push(await clear(entry));
  return { manifest, authentication, store, documents };
}

/** Checks a backup as a restore would, without restoring it. */
export async function verifyBackup(
  from: string,
  {
    key = null,
    authSecret = backupAuthSecret(),
    acceptUnauthenticated = false,
    scratch,
  }: { key?: Buffer | null; authSecret?: string | null; acceptUnauthenticated?: boolean; scratch: string },
): Promise<{ manifest: Manifest; authentication: ManifestAuthentication }> {
  const staging = path.join(scratch, `.verify-${process.pid}-${Date.now()}`);
  try {
    const { manifest, authentication } = await verifyInto(from, staging, key, { authSecret, acceptUnauthenticated });
    return { manifest, authentication };
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

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const databaseUrl = options.databaseUrl === undefined ? settings().DATABASE_URL : options.databaseUrl;
  const postgres = databaseUrl ? await connectStore({ engine: 'postgres', location: databaseUrl }) : null;
  try {
    return await restoreInto(postgres, options);
  } finally {
    await postgres?.close();
  }
}

/** The restore, into the SQLite file, or into `postgres` when it is given. */
async function restoreInto(
  postgres: Client | null,
  {
    from,
    databaseFile,
    documentsDir,
    uploadsDir,
    uploadsBucket,
    force = false,
    key = null,
    authSecret = backupAuthSecret(),
    acceptUnauthenticated = false,
    now = () => new Date(),
  }: RestoreOptions,
): Promise<RestoreResult> {
  const began = Date.now();
  const dataDir = path.dirname(databaseFile);
  // A database cannot be moved aside: with tables it is data in place, its rows copied aside on --force.
  const databaseInPlace = postgres !== null && (await storeTables(postgres)).length > 0;
  const storeInPlace = postgres
    ? databaseInPlace
      ? ['the PostgreSQL database of DATABASE_URL']
      : []
    : STORE_COMPANIONS.map((suffix) => databaseFile + suffix).filter((file) => existsSync(file));
  const inPlace = dataInPlace(
    storeInPlace,
    documentsDir,
    await filesUnder(documentsDir),
    uploadsDir,
    uploadsDir ? await storedUploads(uploadsDir) : [],
  );
  if (inPlace.length > 0 && !force) {
    throw new BackupRefused(
      `the data folder is not empty (${inPlace.join(', ')}): stop the site, then restore with --force to move the current data aside first`,
    );
  }
  await mkdir(dataDir, { recursive: true });
  // Staging beside the store, so that putting it in place is a rename on one file system.
  const staging = path.join(dataDir, `.restore-${process.pid}-${Date.now()}`);
  try {
    const {
      manifest,
      authentication,
      store,
      documents: files,
    } = await verifyInto(from, staging, key, { authSecret, acceptUnauthenticated });
    const uploads = files.filter((file) => file.relative.startsWith(`${UPLOADS_FOLDER}/`));
    const documents = files.filter((file) => !file.relative.startsWith(`${UPLOADS_FOLDER}/`));
    if (uploads.length > 0 && !uploadsDir && !uploadsBucket)
      throw new BackupRefused(`${from} holds ${uploads.length} uploaded file(s): name UPLOAD_DIR to restore them into`);

    let movedAside: string | null = null;
    if (inPlace.length > 0) {
      movedAside = path.join(dataDir, `before-restore-${now().toISOString().replace(/[-:.]/g, '')}`);
      const base = path.basename(databaseFile);
      if (postgres) {
        // A database cannot be moved: its rows are copied aside as an SQLite file (lib/store/copy.ts).
        await mkdir(movedAside, { recursive: true });
        if (databaseInPlace) await copyStoreInto(postgres, { engine: 'sqlite', location: path.join(movedAside, base) });
      } else {
        for (const suffix of STORE_COMPANIONS) {
          if (existsSync(databaseFile + suffix))
            await move(databaseFile + suffix, path.join(movedAside, base + suffix));
        }
      }
      if (existsSync(documentsDir)) await move(documentsDir, path.join(movedAside, 'documents'));
      // Only the stored PDFs: UPLOAD_DIR may be a folder of its own (a mount) that must stay.
      for (const name of uploadsDir ? await storedUploads(uploadsDir) : [])
        await move(path.join(uploadsDir!, name), path.join(movedAside, 'uploads', name));
    }

    if (!postgres) await rename(store, databaseFile);
    for (const document of documents) {
      const relative = document.relative.slice(`${DOCUMENTS_FOLDER}/`.length);
      await move(document.file, path.join(documentsDir, ...relative.split('/')));
    }
    const inBucket = new Set(uploadsBucket ? await uploadsBucket.list() : []);
    for (const upload of uploads) {
      const name = upload.relative.slice(`${UPLOADS_FOLDER}/`.length);
      if (!uploadsBucket) await move(upload.file, path.join(uploadsDir!, name));
      else if (!inBucket.has(name)) await uploadsBucket.upload(name, upload.file);
    }

    const client = createClient({ url: `file:${postgres ? store : databaseFile}` });
    let migrated: number[];
    try {
      await client.execute('PRAGMA busy_timeout = 5000');
      await client.execute('PRAGMA journal_mode = WAL');
      // Leases belong to the processes that took them, not to the record: none is carried over.
      const leases = await client.execute("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'job_leases'");
      if (leases.rows.length > 0) await client.execute('DELETE FROM job_leases');
      migrated = await migrate(client, seedStatements);
      // On PostgreSQL the migrated copy's rows replace the database's, in one transaction.
      if (postgres) {
        await migrate(postgres, seedStatements);
        await copyStore(client, postgres);
      }
    } finally {
      client.close();
    }
    return {
      manifest,
      movedAside,
      migrated,
      documents: documents.length,
      uploads: uploads.length,
      authentication,
      ms: Date.now() - began,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
