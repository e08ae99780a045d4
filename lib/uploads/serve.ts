import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { FILE_LENGTH_HEADER } from '@/lib/server/file-length.mjs';
import { documentDisposition } from './download-name';
import { isDocumentHash, storedPath, uploadDirectory } from './storage';

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
  if (options.request?.headers.get('if-none-match')?.split(/\s*,\s*/).includes(etag)) return new Response(null, { status: 304, headers });
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  // Next drops Content-Length from a route's Response: the server restores it from this header.
  return new Response(body, { headers: { ...headers, [FILE_LENGTH_HEADER]: String(info.size) } });
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}
