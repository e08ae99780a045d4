import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { FILE_LENGTH_HEADER } from '@/lib/server/process-bridge.mjs';
import { documentDisposition } from './download-name';
import parseRange from 'range-parser';
import { isDocumentHash, parseVideoFileName, storedPath, storedVideoPath, uploadDirectory } from './storage';
import { VIDEO_CONTENT_TYPES } from './video-type';

export interface ServeOptions {
  /** The name to download it under; sanitised again, so it may come from the request. */
  downloadName: string;
  /** `inline` (default) opens it in the browser's viewer, `attachment` saves it. */
  disposition?: 'inline' | 'attachment';
  /** Cache-Control: a draft's document is the workspace's only, so private unless the route says otherwise. */
  cacheControl?: string;
  directory?: string;
  /** The request, for If-None-Match: the content never changes under its hash. */
  request?: Request;
}

/**
 * The response that serves a stored PDF by its hash (for the route the newsroom adds): 404 for a hash
 * that is malformed or not stored, else the file streamed from disk with its length, type and
 * Content-Disposition (download-name.ts), and its hash as a strong ETag. The length goes in
 * FILE_LENGTH_HEADER (lib/server/file-length.mjs), which the server sends as Content-Length.
 */
export async function storedDocumentResponse(hash: string, options: ServeOptions): Promise<Response> {
  if (!isDocumentHash(hash)) return notFound();
  const file = storedPath(options.directory ?? uploadDirectory(), hash);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return notFound();
  const etag = `"${hash}"`;
  const headers: Record<string, string> = {
    'content-type': 'application/pdf',
    'content-disposition': documentDisposition(options.downloadName, options.disposition),
    'cache-control': options.cacheControl ?? 'private, no-cache',
    etag,
    'x-content-type-options': 'nosniff',
  };
  if (
    options.request?.headers
      .get('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  )
    return new Response(null, { status: 304, headers });
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  // Next drops Content-Length from a route's Response: the server restores it from this header.
  return new Response(body, { headers: { ...headers, [FILE_LENGTH_HEADER]: String(info.size) } });
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
  directory?: string;
  /** The request: Range (a player seeks by asking for parts), If-Range, If-None-Match. */
  request?: Request;
}

/**
 * The response that serves a stored video by its file name `<sha256>.<webm|mp4>` (docs/uploads.md#videos):
 * 404 for any other name or a file not stored; else streamed from disk with `Accept-Ranges: bytes` and
 * `Content-Disposition: attachment` (a page's player plays it; opened on its own it is saved). A
 * single byte range (`Range: bytes=…`, parsed by `range-parser`) answers 206 Partial Content with that
 * part alone, a range past the end 416; several ranges, a malformed header, or an `If-Range` that is
 * not the current ETag get the whole file (200), as RFC 9110 allows.
 */
export async function storedVideoResponse(name: string, options: VideoServeOptions = {}): Promise<Response> {
  const video = parseVideoFileName(name);
  if (!video) return notFound();
  const file = storedVideoPath(options.directory ?? uploadDirectory(), video.hash, video.type);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return notFound();
  const etag = `"${video.hash}"`;
  const headers: Record<string, string> = {
    'content-type': VIDEO_CONTENT_TYPES[video.type],
    // Deliberately not inline: only a PDF opens in the browser; a <video> element plays it all the same.
    'content-disposition': `attachment; filename="${video.hash}.${video.type}"`,
    'accept-ranges': 'bytes',
    'cache-control': options.cacheControl ?? 'private, no-cache',
    etag,
    'x-content-type-options': 'nosniff',
  };
  const request = options.request;
  if (
    request?.headers
      .get('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  )
    return new Response(null, { status: 304, headers });
  const range = request?.headers.get('range');
  const ifRange = request?.headers.get('if-range');
  if (range && (!ifRange || ifRange === etag)) {
    const ranges = parseRange(info.size, range);
    if (ranges === -1)
      return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${info.size}` } });
    if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
      const { start, end } = ranges[0];
      const part = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
      return new Response(part, {
        status: 206,
        headers: {
          ...headers,
          'content-range': `bytes ${start}-${end}/${info.size}`,
          [FILE_LENGTH_HEADER]: String(end - start + 1),
        },
      });
    }
  }
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, { headers: { ...headers, [FILE_LENGTH_HEADER]: String(info.size) } });
}
