import { FILE_LENGTH_HEADER } from '@/lib/server/process-bridge.mjs';
import { documentDisposition } from './download-name';
import parseRange from 'range-parser';
import { resolveStore, webStream, type ObjectStore } from './object-store';
import { documentKey, isDocumentHash, parseVideoFileName, videoKey } from './storage';
import { VIDEO_CONTENT_TYPES } from './video-type';

export interface ServeOptions {
  /** The name to download it under; sanitised again, so it may come from the request. */
  downloadName: string;
  /** `inline` (default) opens it in the browser's viewer, `attachment` saves it. */
  disposition?: 'inline' | 'attachment';
  /** Cache-Control: a draft's document is the workspace's only, so private unless the route says otherwise. */
  cacheControl?: string;
  /** The upload folder (default: the settings' store, object-store.ts). */
  directory?: string;
  /** The store to read from (default: the settings'); a test's. */
  store?: ObjectStore;
  /** The request, for If-None-Match: the content never changes under its hash. */
  request?: Request;
}

/**
 * The response that serves a stored PDF by its hash (for the route the newsroom adds): 404 for a hash
 * that is malformed or not stored, else the file streamed from its store (the folder or object storage) with its length, type and
 * Content-Disposition (download-name.ts), and its hash as a strong ETag. The length goes in
 * FILE_LENGTH_HEADER (lib/server/file-length.mjs), which the server sends as Content-Length.
 */
export async function storedDocumentResponse(hash: string, options: ServeOptions): Promise<Response> {
  if (!isDocumentHash(hash)) return notFound();
  const store = resolveStore(options);
  const key = documentKey(hash);
  const info = await store.head(key);
  if (!info) return notFound();
  const { headers, notModified } = unchangingFile(`"${hash}"`, options, {
    'content-type': 'application/pdf',
    'content-disposition': documentDisposition(options.downloadName, options.disposition),
  });
  if (notModified) return notModified;
  const file = await store.get(key);
  if (!file) return notFound();
  // Next drops Content-Length from a route's Response: the server restores it from this header.
  return new Response(webStream(file.body), { headers: { ...headers, [FILE_LENGTH_HEADER]: String(file.length) } });
}

/**
 * The headers of a stored file whose content never changes under its ETag (`own` first: its type,
 * disposition), and the 304 answer when the request's If-None-Match already names that ETag.
 */
export function unchangingFile(
  etag: string,
  options: { cacheControl?: string; request?: Request },
  own: Record<string, string>,
): { headers: Record<string, string>; notModified: Response | null } {
  const headers: Record<string, string> = {
    ...own,
    'cache-control': options.cacheControl ?? 'private, no-cache',
    etag,
    'x-content-type-options': 'nosniff',
  };
  const known = options.request?.headers
    .get('if-none-match')
    ?.split(/\s*,\s*/)
    .includes(etag);
  return { headers, notModified: known ? new Response(null, { status: 304, headers }) : null };
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export interface VideoServeOptions {
  /** Cache-Control; private unless the route says otherwise. */
  cacheControl?: string;
  /** The upload folder (default: the settings' store, object-store.ts). */
  directory?: string;
  /** The store to read from (default: the settings'); a test's. */
  store?: ObjectStore;
  /** The request: Range (a player seeks by asking for parts), If-Range, If-None-Match. */
  request?: Request;
}

/**
 * The response that serves a stored video by its file name `<sha256>.<webm|mp4>` (docs/uploads.md#videos):
 * 404 for any other name or a file not stored; else streamed from its store with `Accept-Ranges: bytes` and
 * `Content-Disposition: attachment` (a page's player plays it; opened on its own it is saved). A
 * single byte range (`Range: bytes=…`, parsed by `range-parser`) answers 206 Partial Content with that
 * part alone, a range past the end 416; several ranges, a malformed header, or an `If-Range` that is
 * not the current ETag get the whole file (200), as RFC 9110 allows.
 */
export async function storedVideoResponse(name: string, options: VideoServeOptions = {}): Promise<Response> {
  const video = parseVideoFileName(name);
  if (!video) return notFound();
  const store = resolveStore(options);
  const key = videoKey(video.hash, video.type);
  const info = await store.head(key);
  if (!info) return notFound();
  const size = info.length;
  const etag = `"${video.hash}"`;
  const { headers, notModified } = unchangingFile(etag, options, {
    'content-type': VIDEO_CONTENT_TYPES[video.type],
    // Deliberately not inline: only a PDF opens in the browser; a <video> element plays it all the same.
    'content-disposition': `attachment; filename="${video.hash}.${video.type}"`,
    'accept-ranges': 'bytes',
  });
  if (notModified) return notModified;
  const request = options.request;
  const range = request?.headers.get('range');
  const ifRange = request?.headers.get('if-range');
  if (range && (!ifRange || ifRange === etag)) {
    const ranges = parseRange(size, range);
    if (ranges === -1)
      return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } });
    if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
      const { start, end } = ranges[0];
      const part = await store.get(key, { start, end });
      if (!part) return notFound();
      return new Response(webStream(part.body), {
        status: 206,
        headers: {
          ...headers,
          'content-range': `bytes ${start}-${end}/${size}`,
          [FILE_LENGTH_HEADER]: String(end - start + 1),
        },
      });
    }
  }
  const file = await store.get(key);
  if (!file) return notFound();
  return new Response(webStream(file.body), { headers: { ...headers, [FILE_LENGTH_HEADER]: String(file.length) } });
}
