import path from 'node:path';
import { settings } from '@/lib/config/settings.mjs';

/** The form's bounds: how many parts and how large. One file per language, or one for both, and a few fields. */
export interface UploadLimits {
  /** Bytes of one file; beyond it the file is cut off and the upload refused. */
  maxFileBytes: number;
  maxFiles: number;
  maxFields: number;
  /** Bytes of one text field's value. */
  maxFieldBytes: number;
}

export const DEFAULT_MAX_FILES = 2;
export const DEFAULT_MAX_FIELDS = 20;
export const DEFAULT_MAX_FIELD_BYTES = 16 * 1024;
// Field names and part headers are the browser's, short; these only stop a body made to be large.
export const MAX_FIELD_NAME_BYTES = 100;
export const MAX_HEADER_PAIRS = 10;

const MB = 1024 * 1024;

/** The bounds from the settings (UPLOAD_MAX_MB), with the form's own counts. */
export function uploadLimits(): UploadLimits {
  return {
    maxFileBytes: settings().UPLOAD_MAX_MB * MB,
    maxFiles: DEFAULT_MAX_FILES,
    maxFields: DEFAULT_MAX_FIELDS,
    maxFieldBytes: DEFAULT_MAX_FIELD_BYTES,
  };
}

/** The folder of the stored PDFs: UPLOAD_DIR, else uploads/ beside the store's SQLite file. */
export function uploadDirectory(): string {
  const { UPLOAD_DIR, IR_DB_PATH } = settings();
  // A runtime folder, not a build input: keep the bundler from tracing the project for it.
  return path.resolve(
    /*turbopackIgnore: true*/ process.cwd(),
    UPLOAD_DIR ?? path.join(path.dirname(IR_DB_PATH), 'uploads'),
  );
}

/** Where uploads in progress are written: inside the folder, so a finished one moves in by rename. */
export function partialDirectory(directory: string): string {
  return path.join(directory, '.partial');
}

const HASH = /^[0-9a-f]{64}$/;

/** Whether `text` is a stored document's name: a SHA-256 in lower-case hex. */
export function isDocumentHash(text: string): boolean {
  return HASH.test(text);
}

const VIDEO_FILE = /^([0-9a-f]{64})\.(webm|mp4)$/;

/** A stored video's file name, `<sha256>.<webm|mp4>`, split; null for anything else (a name is never a path). */
export function parseVideoFileName(name: string): { hash: string; type: 'webm' | 'mp4' } | null {
  const match = VIDEO_FILE.exec(name);
  return match ? { hash: match[1], type: match[2] as 'webm' | 'mp4' } : null;
}

/** The stored file of a video. */
export function storedVideoPath(directory: string, hash: string, type: 'webm' | 'mp4'): string {
  if (!isDocumentHash(hash) || (type !== 'webm' && type !== 'mp4'))
    throw new Error(`not a video: ${JSON.stringify(hash)}.${type}`);
  // A file of the runtime folder, not a build input: without the comment the bundler's file tracing
  // reads `<any folder>/<any name>` and takes in the whole project (docs/uploads.md, Storage).
  return path.join(/*turbopackIgnore: true*/ directory, `${hash}.${type}`);
}

/** A stored video's name in the store (object-store.ts): its file name, `<sha256>.<webm|mp4>`. */
export function videoKey(hash: string, type: 'webm' | 'mp4'): string {
  if (!isDocumentHash(hash) || (type !== 'webm' && type !== 'mp4'))
    throw new Error(`not a video: ${JSON.stringify(hash)}.${type}`);
  return `${hash}.${type}`;
}

/** A stored PDF's name in the store (object-store.ts): its file name, `<sha256>.pdf`. */
export function documentKey(hash: string): string {
  if (!isDocumentHash(hash)) throw new Error(`not a document hash: ${JSON.stringify(hash)}`);
  return `${hash}.pdf`;
}

/** The bound of one video upload (VIDEO_MAX_MB), in bytes. */
export function videoMaxBytes(): number {
  return settings().VIDEO_MAX_MB * MB;
}

/** The stored file of a document. */
export function storedPath(directory: string, hash: string): string {
  if (!isDocumentHash(hash)) throw new Error(`not a document hash: ${JSON.stringify(hash)}`);
  // A runtime file too (above): the tracing would otherwise take in every PDF of the project.
  return path.join(/*turbopackIgnore: true*/ directory, `${hash}.pdf`);
}
