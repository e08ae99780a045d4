import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * manifest.json, written last into a backup: what the snapshot holds and how to check it
 * (docs/backups.md). Sizes and SHA-256 are those of the files as stored in the backup; an encrypted
 * file also carries those of its clear content, checked once decrypted. Since version 2 it carries the
 * audit log's head (a checkpoint outside the store) and an HMAC of all of it under a key derived from
 * BACKUP_KEY, or from IR_AUTH_SECRET when there is no BACKUP_KEY.
 */

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 'ir-website-backup';
export const MANIFEST_VERSION = 2;
/** Version 1: no audit head and no MAC; restored only by an operator who trusts it. */
export const OLD_MANIFEST_VERSION = 1;
/** The store's file in a backup (STORE_FILE + '.enc' when encrypted). */
export const STORE_FILE = 'store.db';
/** The documents' folder in a backup. */
export const DOCUMENTS_FOLDER = 'documents';
/** The uploaded PDFs' folder in a backup (UPLOAD_DIR: the newsroom's documents, lib/uploads). */
export const UPLOADS_FOLDER = 'uploads';
/**
 * What an uploaded file is called in UPLOAD_DIR: its SHA-256 and type, a PDF or a video (lib/uploads;
 * temporary files in .partial/ are left out).
 */
export const STORED_UPLOAD = /^[0-9a-f]{64}\.(pdf|webm|mp4)$/;

/**
 * The uploaded files in object storage, as a backup reads them and a restore writes them back
 * (docs/backups.md, Uploads in object storage); lib/uploads makes it from the settings. A file's key is
 * its SHA-256, so a key stored already holds the same bytes.
 */
export interface UploadBucket {
  /** Where the files are, for messages: `s3://<bucket>`. */
  name: string;
  /** Every key stored, in order. */
  list(): Promise<string[]>;
  /** Writes the file of `key` into `file`; false when nothing is stored under the key any more. */
  download(key: string, file: string): Promise<boolean>;
  /** Stores `file` under `key`. */
  upload(key: string, file: string): Promise<void>;
}

export interface BackupFile {
  /** Path inside the backup, with '/'. */
  path: string;
  size: number;
  sha256: string;
  /** Of the clear content, when the file is encrypted. */
  plain?: { size: number; sha256: string };
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  version: typeof MANIFEST_VERSION | typeof OLD_MANIFEST_VERSION;
  /** The backup's name, also its folder's. */
  id: string;
  /** When the store's copy began: everything committed before is in it. */
  startedAt: string;
  completedAt: string;
  /** The highest migration applied to the copied store. */
  schemaVersion: number;
  /** Rows per table, counted in the copy itself. */
  tables: Record<string, number>;
  /** null: files in clear. */
  encryption: { cipher: 'aes-256-gcm'; keyId: string } | null;
  files: BackupFile[];
  /** The audit log's newest entry in the copied store (null: none); absent in version 1. */
  auditHead?: { seq: number; hash: string } | null;
  /** HMAC-SHA256 (hex) of everything else, under the manifest key; null: made with no key; absent in version 1. */
  mac?: string | null;
}

/** A key a manifest may be authenticated with, and which setting it comes from. */
export interface ManifestKey {
  from: 'BACKUP_KEY' | 'IR_AUTH_SECRET';
  key: Buffer;
}

const MANIFEST_KEY_INFO = 'ir-website backup manifest';

/** The keys at hand, the one a backup signs with first: derived from BACKUP_KEY, then from IR_AUTH_SECRET. */
export function manifestKeys({ key, authSecret }: { key: Buffer | null; authSecret: string | null }): ManifestKey[] {
  const keys: ManifestKey[] = [];
  if (key) keys.push({ from: 'BACKUP_KEY', key: Buffer.from(hkdfSync('sha256', key, '', MANIFEST_KEY_INFO, 32)) });
  if (authSecret)
    keys.push({ from: 'IR_AUTH_SECRET', key: Buffer.from(hkdfSync('sha256', authSecret, '', MANIFEST_KEY_INFO, 32)) });
  return keys;
}

/** JSON with every object's keys sorted: one text for one manifest, whatever order its fields were written in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The MAC of a manifest (its `mac` field left out) under one key. */
export function manifestMac(manifest: Manifest, key: Buffer): string {
  return createHmac('sha256', key)
    .update(canonicalJson({ ...manifest, mac: undefined }), 'utf8')
    .digest('hex');
}

/** Which key authenticates the manifest: null when none of `keys` does (no MAC, or a changed manifest). */
export function authenticatingKey(manifest: Manifest, keys: readonly ManifestKey[]): ManifestKey | null {
  if (typeof manifest.mac !== 'string' || !/^[0-9a-f]{64}$/.test(manifest.mac)) return null;
  const given = Buffer.from(manifest.mac, 'hex');
  return (
    keys.find((candidate) => timingSafeEqual(Buffer.from(manifestMac(manifest, candidate.key), 'hex'), given)) ?? null
  );
}

/** A backup that must not be restored, with what is wrong with it. */
export class BackupRefused extends Error {}

export async function fileDigest(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    size += chunk.length;
    hash.update(chunk);
  }
  return { size, sha256: hash.digest('hex') };
}

const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
const isDigest = (value: unknown) => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
const isSafePath = (value: unknown) =>
  typeof value === 'string' &&
  value !== '' &&
  !value.startsWith('/') &&
  !value.includes('\\') &&
  value.split('/').every((part) => part !== '' && part !== '.' && part !== '..');

/** Reads and checks the manifest's shape; refuses a missing, truncated or malformed one, naming the fault. */
export async function readManifest(folder: string): Promise<Manifest> {
  const file = path.join(folder, MANIFEST_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new BackupRefused(`${file} is missing: not a complete backup (an interrupted backup leaves no manifest)`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch (error) {
    throw new BackupRefused(
      `${file} is truncated or not JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const faults: string[] = [];
  if (manifest?.format !== MANIFEST_FORMAT) faults.push(`format is not "${MANIFEST_FORMAT}"`);
  if (manifest?.version !== MANIFEST_VERSION && manifest?.version !== OLD_MANIFEST_VERSION)
    faults.push(`version ${JSON.stringify(manifest?.version)} is not ${MANIFEST_VERSION} (made by another build?)`);
  if (manifest?.version === MANIFEST_VERSION) {
    const head = manifest.auditHead;
    if (head !== null && !(isCount(head?.seq) && isDigest(head?.hash))) faults.push('auditHead is malformed');
    if (manifest.mac !== null && !isDigest(manifest.mac)) faults.push('mac is malformed');
  }
  if (typeof manifest?.id !== 'string' || !isSafePath(manifest.id) || manifest.id.includes('/'))
    faults.push('id is missing');
  if (!isCount(manifest?.schemaVersion)) faults.push('schemaVersion is missing');
  if (
    typeof manifest?.tables !== 'object' ||
    manifest.tables === null ||
    !Object.values(manifest.tables).every(isCount)
  )
    faults.push('tables (rows per table) is missing or malformed');
  if (
    manifest?.encryption !== null &&
    (manifest?.encryption?.cipher !== 'aes-256-gcm' || typeof manifest.encryption.keyId !== 'string')
  )
    faults.push('encryption is malformed');
  const files = Array.isArray(manifest?.files) ? manifest.files : null;
  if (!files) faults.push('files is missing');
  for (const entry of files ?? []) {
    if (
      !isSafePath(entry?.path) ||
      !isCount(entry.size) ||
      !isDigest(entry.sha256) ||
      (entry.plain !== undefined && (!isCount(entry.plain.size) || !isDigest(entry.plain.sha256)))
    ) {
      faults.push(`the entry ${JSON.stringify(entry?.path ?? entry)} of files is malformed`);
    }
  }
  if (faults.length > 0) throw new BackupRefused(`${file} is not a valid manifest: ${faults.join('; ')}`);
  return manifest;
}
