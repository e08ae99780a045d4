/**
 * A document of a newsroom item is a reference to a stored PDF, never the file itself: the uploads
 * module (lib/uploads) stores each validated PDF once under its content's SHA-256 and serves it; an
 * item keeps the hash, the name it downloads under and its page count (docs/newsroom.md, Documents).
 */
export interface DocumentRef {
  /** SHA-256 of the file's bytes, 64 lower-case hex digits. */
  sha256: string;
  /** The file name a reader's download gets, ending in .pdf. */
  name: string;
  pages: number;
}

/** Where the site serves a stored document: the URL an item's list row links to once it is live. */
export const STORED_DOCUMENTS_URL = '/documents/files';

export const MAX_DOCUMENT_NAME = 120;
const MAX_PAGES = 10_000;

export function documentUrl(ref: DocumentRef): string {
  return `${STORED_DOCUMENTS_URL}/${ref.sha256}/${encodeURIComponent(ref.name)}`;
}

/** Reads a document reference from untrusted input: null when it is not one. */
export function readDocumentRef(value: unknown): DocumentRef | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { sha256, name, pages } = value as Record<string, unknown>;
  if (typeof sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(sha256)) return null;
  if (
    typeof name !== 'string' ||
    name.length > MAX_DOCUMENT_NAME ||
    !/\.pdf$/i.test(name) ||
    /[/\\\u0000-\u001f]/.test(name) ||
    name.trim() !== name
  )
    return null;
  if (typeof pages !== 'number' || !Number.isInteger(pages) || pages < 1 || pages > MAX_PAGES) return null;
  return { sha256, name, pages };
}

const PREFIX = `${STORED_DOCUMENTS_URL}/`;

/**
 * The hash and name of a stored document's path, `/documents/files/<sha256>/<name>` (its name
 * percent-encoded), or null when the path is not one: the public route reads it, and the workspace
 * names a document by it rather than show the hash.
 */
export function documentOfPath(pathname: string): { sha256: string; name: string } | null {
  if (!pathname.startsWith(PREFIX)) return null;
  const parts = pathname.slice(PREFIX.length).split('/');
  if (parts.length !== 2) return null;
  let name: string;
  try {
    name = decodeURIComponent(parts[1]);
  } catch {
    return null;
  }
  const ref = readDocumentRef({ sha256: parts[0], name, pages: 1 });
  return ref && { sha256: ref.sha256, name: ref.name };
}
