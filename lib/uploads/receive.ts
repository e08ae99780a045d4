import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Busboy } from '@fastify/busboy';
import { sanitizeDownloadName } from './download-name';
import { UploadError } from './errors';
import { resolveStore, type ObjectStore } from './object-store';
import { checkPdfFile, PDF_CHECK_TIMEOUT_MS } from './pdf-check';
import {
  documentKey,
  MAX_FIELD_NAME_BYTES,
  MAX_HEADER_PAIRS,
  partialDirectory,
  uploadDirectory,
  uploadLimits,
  type UploadLimits,
} from './storage';

/** A stored PDF: the descriptor the newsroom keeps with its item. */
export interface StoredPdf {
  /** SHA-256 of the content, lower-case hex: the stored file's name and the document's id. */
  hash: string;
  size: number;
  pages: number;
  /** The sanitised name it is downloaded under (download-name.ts). */
  downloadName: string;
  /** Where it is stored: the file's absolute path, `<hash>.pdf` in the upload folder, or `s3://<bucket>/<hash>.pdf`. */
  path: string;
}

export interface UploadedPdf {
  /** The form field the file came in. */
  field: string;
  document: StoredPdf;
}

export interface ReceivedUpload {
  /** The text fields of the form, each once (the first wins); a null-prototype object. */
  fields: Record<string, string>;
  /** The files, in the order of the form. A file input left empty is no file. */
  files: UploadedPdf[];
  /** The text files of ReceiveOptions.textFiles, read whole; a file input left empty is none. */
  texts: ReceivedTextFile[];
}

/**
 * The file inputs whose file is a small text read whole into memory, never stored (the quarterly
 * results form's WebVTT transcripts, docs/results.md, Managing it), and the bound of one.
 */
export interface TextFileRule {
  fields: readonly string[];
  maxBytes: number;
}

/** A text file as received: its UTF-8 text (a byte-order mark dropped), or why it was not read. */
export type ReceivedTextFile = { field: string; text: string } | { field: string; refusal: 'too-large' | 'not-text' };

/**
 * The text of a file's bytes, or why not: more than maxBytes, not UTF-8, or holding a NUL (a binary
 * file). A leading byte-order mark is dropped.
 */
export function readTextFile(
  bytes: Uint8Array,
  maxBytes: number,
): { text: string } | { refusal: 'too-large' | 'not-text' } {
  if (bytes.length > maxBytes) return { refusal: 'too-large' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { refusal: 'not-text' };
  }
  return text.includes('\u0000') ? { refusal: 'not-text' } : { text };
}

export interface ReceiveOptions extends Partial<UploadLimits> {
  /**
   * The upload folder (default: UPLOAD_DIR, see storage.ts): the files in progress are in its `.partial/`,
   * and without `store` the files are stored in it.
   */
  directory?: string;
  /** Where the checked files are stored (default: the folder named, else the settings' store, object-store.ts). */
  store?: ObjectStore;
  /** The only field names a file may come in; a file in any other is refused. Default: any. */
  fileFields?: readonly string[];
  /** File inputs read as text instead (TextFileRule); a file in one of them is no PDF and is not stored. */
  textFiles?: TextFileRule;
  checkTimeoutMs?: number;
}

interface PartialFile {
  field: string;
  uploadedName: string;
  file: string;
  hash: string;
  size: number;
  /** Its first bytes (ContentRule.headBytes of them), for the content's type. */
  head: Buffer;
}

/** What a file part must look like from its first bytes: anything else is refused before it is written out. */
export interface ContentRule {
  headBytes: number;
  /** False once the first bytes rule the kind out. */
  possible: (head: Buffer) => boolean;
  /** A file shorter than this is refused with `refusal`. */
  minBytes: number;
  refusal: 'not-pdf' | 'not-video';
  /** The file's name as a refusal shows it. */
  shownName: (uploaded: string) => string;
}

const PDF_HEADER = Buffer.from('%PDF-', 'latin1');
const PDF_RULE: ContentRule = {
  headBytes: PDF_HEADER.length,
  possible: (head) => PDF_HEADER.subarray(0, head.length).equals(head),
  minBytes: PDF_HEADER.length,
  refusal: 'not-pdf',
  shownName: sanitizeDownloadName,
};
// Boundaries and part headers around the parts: a form's whole body is bounded by its parts plus this.
const BODY_OVERHEAD_BYTES = 64 * 1024;
const MB = 1024 * 1024;

// Parts left behind by a process that died mid-upload are removed once they are this old.
const STALE_PARTIAL_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const lastSweep = new Map<string, number>();

/**
 * Reads a `multipart/form-data` request of the workspace as a stream (docs/uploads.md): each file part
 * goes to a temporary file in the upload folder while it is hashed and counted, never whole in memory;
 * then each is checked as a PDF in a worker thread; only when every file passes are they moved to
 * `<sha256>.pdf` in the store, the folder or object storage (a file already there is kept: one file per content). Any refusal throws an
 * UploadError, and nothing of the request is left on disk. The route calls it after its own checks
 * (session, permission, same-site), since reading the body is the expensive part.
 */
export async function receivePdfUploads(request: Request, options: ReceiveOptions = {}): Promise<ReceivedUpload> {
  const limits: UploadLimits = { ...uploadLimits(), ...definedLimits(options) };
  const directory = options.directory ?? uploadDirectory();
  const store = resolveStore(options);
  const upload = await openUpload(request, limits, directory);

  const written: string[] = [];
  try {
    const { fields, files, texts } = await streamParts(
      upload,
      limits,
      written,
      options.fileFields,
      PDF_RULE,
      options.textFiles,
    );
    const checked: UploadedPdf[] = [];
    for (const part of files) {
      const downloadName = sanitizeDownloadName(part.uploadedName);
      const verdict = await checkPdfFile(part.file, options.checkTimeoutMs ?? PDF_CHECK_TIMEOUT_MS);
      if (!verdict.ok)
        throw withFields(
          new UploadError(verdict.reason, {
            file: downloadName,
            ...(verdict.reason === 'active-content' ? { found: verdict.found.join(', ') } : {}),
          }),
          fields,
        );
      checked.push({
        field: part.field,
        document: {
          hash: part.hash,
          size: part.size,
          pages: verdict.pages,
          downloadName,
          path: store.locate(documentKey(part.hash)),
        },
      });
    }
    for (const [index, { document }] of checked.entries())
      await storeOnce(store, documentKey(document.hash), files[index].file, {
        contentType: 'application/pdf',
        length: document.size,
      });
    return { fields, files: checked, texts };
  } finally {
    await Promise.all(written.map((file) => unlink(file).catch(() => undefined)));
  }
}

/**
 * A PDF on this machine's disk (`npm run publish`'s document.pdf, docs/operations.md, Publishing
 * content) received as the workspace's upload of it is: checked, and stored once under its hash in
 * the store of the settings, the folder or the bucket. Its download name is its file name, sanitised.
 */
export async function receivePdfFile(file: string, options: ReceiveOptions = {}): Promise<StoredPdf> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await readFile(file))], { type: 'application/pdf' }),
    path.basename(file),
  );
  const { files } = await receivePdfUploads(
    new Request('http://localhost/publish', { method: 'POST', body: form }),
    options,
  );
  return files[0].document;
}

/** Only the limits the caller set: an explicit undefined does not hide the default. */
function definedLimits(options: ReceiveOptions): Partial<UploadLimits> {
  const keys = ['maxFileBytes', 'maxFiles', 'maxFields', 'maxFieldBytes'] as const;
  return Object.fromEntries(keys.filter((key) => options[key] !== undefined).map((key) => [key, options[key]]));
}

/**
 * Opens a multipart upload: its bounds, the body's declared length, the folder of its partial files.
 * Shared by the PDF and the video uploads.
 */
export async function openUpload(request: Request, limits: UploadLimits, directory: string): Promise<OpenedUpload> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) throw new UploadError('not-multipart');
  const maxMb = Math.round((limits.maxFileBytes / MB) * 100) / 100;
  const maxBodyBytes =
    limits.maxFiles * limits.maxFileBytes +
    limits.maxFields * (limits.maxFieldBytes + MAX_FIELD_NAME_BYTES) +
    BODY_OVERHEAD_BYTES;
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBodyBytes) throw new UploadError('too-large', { maxMb });
  const partial = partialDirectory(directory);
  await mkdir(partial, { recursive: true });
  await sweepStalePartials(partial);
  return { body: request.body as unknown as WebReadableStream<Uint8Array>, contentType, maxMb, maxBodyBytes, partial };
}

/** An upload openUpload has checked, as streamParts reads it. */
export interface OpenedUpload {
  body: WebReadableStream<Uint8Array>;
  contentType: string;
  maxMb: number;
  maxBodyBytes: number;
  /** The folder of its partial files. */
  partial: string;
}

/**
 * Parses the body with busboy, writing each file part to its own temporary file (listed in `written`
 * before it is opened, so the caller removes it whatever happens). The first refusal stops the reading.
 */
/** File inputs of a form that may come empty beside the files a route takes (the quarterly results form has two). */
const EMPTY_FILE_INPUTS = 2;

export async function streamParts(
  { body, contentType, maxMb, maxBodyBytes, partial }: OpenedUpload,
  limits: UploadLimits,
  written: string[],
  fileFields: readonly string[] | undefined,
  rule: ContentRule,
  textFiles?: TextFileRule,
): Promise<{ fields: Record<string, string>; files: PartialFile[]; texts: ReceivedTextFile[] }> {
  const fields: Record<string, string> = Object.create(null);
  const files: PartialFile[] = [];
  const texts: ReceivedTextFile[] = [];
  const textInputs = textFiles?.fields.length ?? 0;
  const tasks: Promise<void>[] = [];
  const active = new Set<Readable>();
  let failure: unknown;

  const source = Readable.fromWeb(body);
  let bodyBytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bodyBytes += chunk.length;
      callback(bodyBytes > maxBodyBytes ? new UploadError('too-large', { maxMb }) : null, chunk);
    },
  });
  const fail = (error: unknown) => {
    failure ??= error;
    for (const stream of active) stream.destroy(failure as Error);
    counter.destroy(failure as Error);
  };

  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      defCharset: 'utf8',
      limits: {
        fileSize: limits.maxFileBytes,
        // Room for the form's other file inputs left empty (no file chosen: no bytes, ignored below);
        // the files sent are counted against maxFiles as they end.
        files: limits.maxFiles + EMPTY_FILE_INPUTS + textInputs,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        parts: limits.maxFiles + EMPTY_FILE_INPUTS + textInputs + limits.maxFields,
        fieldNameSize: MAX_FIELD_NAME_BYTES,
        headerPairs: MAX_HEADER_PAIRS,
      },
    });
  } catch {
    throw new UploadError('malformed');
  }

  parser.on('field', (name, value, nameTruncated, valueTruncated) => {
    if (nameTruncated || valueTruncated)
      return fail(new UploadError('field-too-long', { field: name, max: limits.maxFieldBytes }));
    if (!(name in fields)) fields[name] = value;
  });
  parser.on('filesLimit', () => fail(new UploadError('too-many-files', { max: limits.maxFiles })));
  parser.on('fieldsLimit', () => fail(new UploadError('too-many-fields', { max: limits.maxFields })));
  parser.on('partsLimit', () => fail(new UploadError('too-many-fields', { max: limits.maxFields })));
  parser.on('file', (field, stream, filename) => {
    const uploadedName = filename ?? '';
    if (failure !== undefined) return void stream.resume();
    if (textFiles?.fields.includes(field)) {
      // Read into memory up to its bound; past it only counted (the body's own bound stops a large one).
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= textFiles.maxBytes) chunks.push(chunk);
      });
      active.add(stream);
      tasks.push(
        new Promise<void>((resolve) => {
          const done = () => {
            active.delete(stream);
            resolve();
          };
          stream.on('error', (error: unknown) => {
            fail(error);
            done();
          });
          // Destroyed by another part's refusal: no 'end', but a 'close'.
          stream.on('close', done);
          stream.on('end', () => {
            // A file input left empty (no file chosen) is no file; one file per input, the first.
            if (!(uploadedName === '' && size === 0) && !texts.some((text) => text.field === field)) {
              const read =
                size > textFiles.maxBytes
                  ? { refusal: 'too-large' as const }
                  : readTextFile(Buffer.concat(chunks), textFiles.maxBytes);
              texts.push({ field, ...read });
            }
            done();
          });
        }),
      );
      return;
    }
    if (fileFields && !fileFields.includes(field)) {
      stream.resume();
      // Another file input of the form left empty (no file chosen): nothing was sent in it.
      if (uploadedName === '') return;
      return fail(new UploadError('unexpected-file', { field }));
    }
    const file = path.join(partial, `${randomUUID()}.part`);
    written.push(file);
    active.add(stream);
    const part: PartialFile = { field, uploadedName, file, hash: '', size: 0, head: Buffer.alloc(0) };
    const shownName = rule.shownName(uploadedName);
    const hash = createHash('sha256');
    let head = Buffer.alloc(0);
    const inspect = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        // Refused at its first bytes: a file of another kind is not written out to the cap.
        if (head.length < rule.headBytes) {
          head = Buffer.concat([head, chunk.subarray(0, rule.headBytes - head.length)]);
          if (!rule.possible(head)) return callback(new UploadError(rule.refusal, { file: shownName }));
        }
        hash.update(chunk);
        part.size += chunk.length;
        callback(null, chunk);
      },
    });
    stream.on('limit', () => fail(new UploadError('too-large', { file: shownName, maxMb })));
    tasks.push(
      pipeline(stream, inspect, createWriteStream(file, { flags: 'wx', mode: 0o640, flush: true }))
        .then(() => {
          active.delete(stream);
          if (stream.truncated) throw new UploadError('too-large', { file: shownName, maxMb });
          // A file input left empty sends a part with no name and no bytes: nothing was chosen.
          if (uploadedName === '' && part.size === 0) return;
          if (part.size === 0) throw new UploadError('empty', { file: shownName });
          if (part.size < rule.minBytes) throw new UploadError(rule.refusal, { file: shownName });
          if (files.length >= limits.maxFiles) throw new UploadError('too-many-files', { max: limits.maxFiles });
          part.hash = hash.digest('hex');
          part.head = head;
          files.push(part);
        })
        .catch((error: unknown) => {
          active.delete(stream);
          fail(error);
        }),
    );
  });

  try {
    await pipeline(source, counter, parser);
  } catch (error) {
    fail(error);
  }
  await Promise.all(tasks);
  if (failure !== undefined) throw withFields(asUploadError(failure), fields);
  // The parts in the order they came, whatever order their writes ended in.
  files.sort((a, b) => written.indexOf(a.file) - written.indexOf(b.file));
  return { fields, files, texts };
}

/** A refusal carries the text fields read before it (UploadError.fields). */
export function withFields<T>(error: T, fields: Record<string, string>): T {
  if (error instanceof UploadError) error.fields = { ...fields };
  return error;
}

/** A refusal as it is; a disk failure as it is (the server's fault, not the form's); anything else a malformed body. */
function asUploadError(error: unknown): unknown {
  if (error instanceof UploadError) return error;
  if (error instanceof Error && 'syscall' in error) return error;
  return new UploadError('malformed');
}

/**
 * Stores a checked file under its key (the folder moves it in by rename, object storage gets a
 * PutObject), unless that content is stored already. The caller removes what is left of the file.
 */
export async function storeOnce(
  store: ObjectStore,
  key: string,
  file: string,
  options: { contentType: string; length: number },
): Promise<void> {
  // Two uploads of the same content at once both store it: the same bytes replace the same bytes.
  if (!(await store.head(key))) await store.put(key, file, options);
}

/** Removes parts older than STALE_PARTIAL_MS, at most every SWEEP_EVERY_MS per folder. */
async function sweepStalePartials(partial: string, now = Date.now()): Promise<void> {
  if (now - (lastSweep.get(partial) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(partial, now);
  const names = await readdir(partial).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(partial, name);
    const old = await stat(file).then(
      (info) => now - info.mtimeMs > STALE_PARTIAL_MS,
      () => false,
    );
    if (old) await unlink(file).catch(() => undefined);
  }
}
