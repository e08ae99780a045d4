import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FILE_LENGTH_HEADER } from '@/lib/server/process-bridge.mjs';
import { pipeline } from 'node:stream/promises';
import { resolveStore, type ObjectStore } from './object-store';
import { drawFirstPage } from './pdf-check';
import { unchangingFile } from './serve';
import { documentKey, isDocumentHash, partialDirectory, uploadDirectory } from './storage';

/**
 * Thumbnails of stored PDFs (docs/uploads.md, "Thumbnails"): page 1 drawn once per content, on the
 * first request, in the PDF checker's worker, and kept in the upload folder as `<sha256>.thumb.png`
 * (beside the PDF, or, with object storage, as each machine's own copy drawn from a temporary local copy
 * of the PDF). A page that cannot be drawn leaves `<sha256>.thumb-failed`, so that it is not tried again either.
 */

/** The width of a thumbnail in pixels: twice the 80 CSS pixels the workspace shows it at. */
export const THUMBNAIL_WIDTH = 160;
/** The most height: a page three times as tall as wide is shrunk to fit, so no page makes a large image. */
export const THUMBNAIL_MAX_HEIGHT = 480;
/** How long drawing one page may take before it counts as failed (and its worker is ended). */
export const THUMBNAIL_TIMEOUT_MS = 20_000;

/** The stored thumbnail of a document. */
export function thumbnailPath(directory: string, hash: string): string {
  if (!isDocumentHash(hash)) throw new Error(`not a document hash: ${JSON.stringify(hash)}`);
  return path.join(directory, `${hash}.thumb.png`);
}

/** The mark of a document whose first page could not be drawn. */
export function thumbnailFailedPath(directory: string, hash: string): string {
  if (!isDocumentHash(hash)) throw new Error(`not a document hash: ${JSON.stringify(hash)}`);
  return path.join(directory, `${hash}.thumb-failed`);
}

/** A document's thumbnail: its file, or why there is none. */
export type Thumbnail = { ok: true; file: string } | { ok: false; reason: 'not-stored' | 'failed' };

export interface ThumbnailOptions {
  /** The folder the thumbnails are kept in (default: the upload folder, UPLOAD_DIR). */
  directory?: string;
  /** The store of the PDFs (default: the folder named, else the settings' store, object-store.ts). */
  store?: ObjectStore;
  timeoutMs?: number;
}

const isFile = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );

// One drawing per document at a time: a second request waits for the first one's outcome.
const drawing = new Map<string, Promise<Thumbnail>>();

/**
 * The thumbnail of a stored PDF by its hash, drawn now if it never was: `not-stored` for a hash that
 * is malformed or names no stored PDF, `failed` when its first page could not be drawn (now or before).
 */
export async function documentThumbnail(hash: string, options: ThumbnailOptions = {}): Promise<Thumbnail> {
  if (!isDocumentHash(hash)) return { ok: false, reason: 'not-stored' };
  const directory = options.directory ?? uploadDirectory();
  const store = resolveStore(options);
  const file = thumbnailPath(directory, hash);
  if (await isFile(file)) return { ok: true, file };
  if (!(await store.head(documentKey(hash)))) return { ok: false, reason: 'not-stored' };
  if (await isFile(thumbnailFailedPath(directory, hash))) return { ok: false, reason: 'failed' };
  const key = file;
  let pending = drawing.get(key);
  if (!pending) {
    pending = draw(directory, store, hash, options.timeoutMs ?? THUMBNAIL_TIMEOUT_MS).finally(() =>
      drawing.delete(key),
    );
    drawing.set(key, pending);
  }
  return pending;
}

async function draw(directory: string, store: ObjectStore, hash: string, timeoutMs: number): Promise<Thumbnail> {
  const file = thumbnailPath(directory, hash);
  // Drawn into the uploads' own temporary folder, then renamed: a reader never gets half an image.
  const partial = partialDirectory(directory);
  await mkdir(partial, { recursive: true });
  const temporary = path.join(partial, `${randomBytes(12).toString('hex')}.png`);
  // The folder's PDF is read where it is; one in object storage is copied to a temporary file first.
  const copy = store.kind === 'disk' ? null : path.join(partial, `${randomBytes(12).toString('hex')}.pdf`);
  try {
    let pdf = store.locate(documentKey(hash));
    if (copy) {
      const stored = await store.get(documentKey(hash));
      if (!stored) return { ok: false, reason: 'not-stored' };
      await pipeline(stored.body, createWriteStream(copy, { flags: 'wx', mode: 0o640 }));
      pdf = copy;
    }
    const drawn = await drawFirstPage(pdf, temporary, {
      width: THUMBNAIL_WIDTH,
      maxHeight: THUMBNAIL_MAX_HEIGHT,
      timeoutMs,
    });
    if (drawn.ok && (await isFile(temporary))) {
      await rename(temporary, file);
      return { ok: true, file };
    }
    console.error(`[uploads] page 1 of ${hash} could not be drawn: no thumbnail`);
    await writeFile(thumbnailFailedPath(directory, hash), '', { mode: 0o640 });
    return { ok: false, reason: 'failed' };
  } finally {
    await rm(temporary, { force: true });
    if (copy) await rm(copy, { force: true });
  }
}

export interface ThumbnailServeOptions extends ThumbnailOptions {
  /** Cache-Control of an image: a draft's document is the workspace's only, so private unless the route says otherwise. */
  cacheControl?: string;
  /** The request, for If-None-Match: the image never changes under its hash. */
  request?: Request;
}

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

/**
 * The response that serves a stored PDF's thumbnail by its hash: 400 for anything but 64 lower-case
 * hex digits, 404 for a PDF not stored or whose first page could not be drawn, else the PNG with its
 * length and a strong ETag. The route in front of it checks the session.
 */
export async function storedThumbnailResponse(hash: string, options: ThumbnailServeOptions = {}): Promise<Response> {
  if (!isDocumentHash(hash)) return plain(400, 'Not a document hash');
  const thumbnail = await documentThumbnail(hash, options);
  if (!thumbnail.ok) return plain(404, thumbnail.reason === 'failed' ? 'No thumbnail' : 'Not found');
  const { headers, notModified } = unchangingFile(`"${hash}-thumb"`, options, { 'content-type': 'image/png' });
  if (notModified) return notModified;
  // A few kilobytes: read whole.
  const image = await readFile(/*turbopackIgnore: true*/ thumbnail.file);
  return new Response(new Uint8Array(image), { headers: { ...headers, [FILE_LENGTH_HEADER]: String(image.length) } });
}
