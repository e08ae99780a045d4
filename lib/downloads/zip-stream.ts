import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { ZipEntry } from './document-zip';

/**
 * A ZIP archive written as it is read (yazl): each document is opened only when the archive reaches
 * it and flows through in chunks, so neither the archive nor a whole document is ever held in memory,
 * and a reader who stops reading stops the reading of the files. PDFs are stored, not deflated: they
 * are compressed already, and storing costs no CPU.
 */

/** Where a document's bytes come from: a file of the site's public folder, or the remote backend's URL. */
export type DocumentSource = { kind: 'file'; path: string } | { kind: 'url'; url: string };

/** How long one remote document may take, headers and body, before the archive gives up. */
const REMOTE_DOCUMENT_TIMEOUT_MS = 60_000;

/**
 * The source of a document link: a site path ('/documents/…') is the file the site serves from
 * `publicDir` (never a path outside it); an http(s) URL is fetched; anything else has none.
 */
export function documentSource(href: string, publicDir: string): DocumentSource | null {
  if (href.startsWith('/') && !href.startsWith('//')) {
    let pathname: string;
    try {
      pathname = decodeURIComponent(href.split(/[?#]/)[0]);
    } catch {
      return null;
    }
    const root = path.resolve(publicDir);
    const file = path.resolve(root, `.${pathname}`);
    if (pathname.includes('\0') || !file.startsWith(`${root}${path.sep}`)) return null;
    return { kind: 'file', path: file };
  }
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'url', url: url.toString() } : null;
  } catch {
    return null;
  }
}

export interface SourcedEntry extends ZipEntry {
  source: DocumentSource;
}

/**
 * The entries whose files are missing, checked before the archive starts: once its first bytes are
 * sent the answer can no longer say so. Remote documents are only known when fetched.
 */
export async function missingFiles(entries: readonly SourcedEntry[]): Promise<SourcedEntry[]> {
  const checks = await Promise.all(
    entries.map(async (entry) => {
      if (entry.source.kind !== 'file') return null;
      try {
        return (await stat(entry.source.path)).isFile() ? null : entry;
      } catch {
        return entry;
      }
    }),
  );
  return checks.filter((entry): entry is SourcedEntry => entry !== null);
}

/** The archive as a web stream; a document that fails midway ends it with an error (the download fails visibly). */
export function zipStream(
  entries: readonly SourcedEntry[],
  fetchDocument: typeof fetch = fetch,
): ReadableStream<Uint8Array> {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  for (const entry of entries) {
    const { source } = entry;
    if (source.kind === 'file') {
      zip.addFile(source.path, entry.name, { compress: false });
    } else {
      zip.addReadStreamLazy(entry.name, { compress: false }, (done) => {
        openRemote(source.url, fetchDocument).then(
          (stream) => done(null, stream),
          (error: unknown) => done(error, undefined as unknown as NodeJS.ReadableStream),
        );
      });
    }
  }
  zip.end();
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}

async function openRemote(url: string, fetchDocument: typeof fetch): Promise<NodeJS.ReadableStream> {
  const response = await fetchDocument(url, { signal: AbortSignal.timeout(REMOTE_DOCUMENT_TIMEOUT_MS) });
  if (!response.ok || !response.body) throw new Error(`document ${url} answered ${response.status}`);
  return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
}
