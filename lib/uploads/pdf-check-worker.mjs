// @ts-check
/**
 * Checks PDFs on disk in a worker thread, and draws the thumbnails of stored ones
 * (lib/uploads/pdf-check.ts starts it and sends one file at a time): PDF.js parses on the thread
 * that calls it, without yielding, so in the server's main thread a large file would stall every
 * other request (docs/uploads.md, "Checking a PDF"). The worker reads the file whole, which PDF.js
 * parses several times faster than ranges read from disk; since checks and drawings take turns,
 * that is one file of at most UPLOAD_MAX_MB per process at a time.
 *
 * Plain JavaScript: Node loads it as it is, outside any bundle.
 */
import { open, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { inflateSync } from 'node:zlib';

// The check gives way to the pages: on Linux a nice value is a thread's own, so this lowers the
// parser's thread only, never the server's (docs/uploads.md, "Checking a PDF"). Where it cannot be
// set the check runs at the server's priority, as before.
try {
  setPriority(19);
} catch {
  // Not allowed here (some containers): no change.
}

/** @typedef {import('./pdf-check').PdfVerdict} PdfVerdict */

const HEADER = '%PDF-';
// Loaded once for the worker's life: it is most of the cost of a small file's check.
const pdfjsModule = import('pdfjs-dist/legacy/build/pdf.mjs');
// Acrobat accepts a file whose %%EOF is anywhere in its last 1024 bytes; a file cut short has none there.
const TAIL_BYTES = 1024;

// Reading a page costs milliseconds, so a long document has a sample read, first and last page included.
// The first page read fetches every page object of a flat page tree already; the sample adds the pages'
// own checks, and each page read walks the tree again, so its size is most of a long file's check.
const MAX_PAGES_READ = 50;

/**
 * Every page of a short document; of a long one, MAX_PAGES_READ pages spread evenly over it.
 * @param {number} count
 */
export function pagesToRead(count) {
  if (count <= MAX_PAGES_READ) return Array.from({ length: count }, (_, index) => index + 1);
  const step = (count - 1) / (MAX_PAGES_READ - 1);
  return Array.from({ length: MAX_PAGES_READ }, (_, index) => 1 + Math.round(index * step));
}

// What a PDF the site publishes must not hold (docs/uploads.md, "Checking a PDF"), by the name that
// introduces it, and the words a refusal names it by.
const ACTIVE_NAMES = new Map([
  ['JavaScript', 'JavaScript'],
  ['JS', 'JavaScript'],
  ['Launch', 'a Launch action'],
  ['EmbeddedFiles', 'embedded files'],
  ['EmbeddedFile', 'embedded files'],
  ['XFA', 'an XFA form'],
]);
// PDF whitespace (ISO 32000-1, 7.2.2): all that may follow the last %%EOF.
const TRAILING_WHITESPACE = /^[\0\t\n\f\r ]*$/;
// Inflated object streams are bounded: a small stream that inflates to gigabytes is refused as unchecked, not read.
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
// A name token: a solidus and regular characters (ISO 32000-1, 7.3.5), #xx escapes decoded before comparing.
const NAME = /\/([^\0\t\n\f\r ()<>[\]{}\/%]+)/g;

/**
 * The names of active content in some PDF syntax (latin1 text): what ACTIVE_NAMES says of each found.
 * @param {string} text
 * @param {Set<string>} found
 */
function namesIn(text, found) {
  for (const [, raw] of text.matchAll(NAME)) {
    const name = raw.includes('#')
      ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
      : raw;
    const what = ACTIVE_NAMES.get(name);
    if (what) found.add(what);
  }
}

/**
 * Active content named in a PDF's objects, by a scan of its syntax: the objects outside streams, and
 * the objects packed in object streams (/Type /ObjStm, Flate), inflated. The data of other streams
 * (pages, images, fonts) is not read: compressed bytes would match by chance. A backstop to what
 * PDF.js reports of the parsed document, since it does not report every /Launch or a name on a page
 * it did not read.
 * @param {Buffer} bytes
 * @returns {Set<string>}
 */
export function activeContentNames(bytes) {
  const found = new Set();
  const text = bytes.toString('latin1');
  let from = 0;
  const keyword = /(>>|\s)stream(\r\n|\n|\r)/g;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const dictionary = text.slice(from, match.index + match[1].length);
    namesIn(dictionary, found);
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const own = dictionary.slice(dictionary.lastIndexOf('obj'));
    if (/\/Type\s*\/ObjStm/.test(own) && /\/FlateDecode/.test(own)) {
      try {
        namesIn(
          inflateSync(bytes.subarray(start, end), { maxOutputLength: MAX_INFLATED_BYTES }).toString('latin1'),
          found,
        );
      } catch {
        // Not inflatable: PDF.js, which stops at errors, judges the file.
      }
    }
    from = end + 'endstream'.length;
    keyword.lastIndex = from;
  }
  namesIn(text.slice(from), found);
  return found;
}

/**
 * What PDF.js reports of active content in the parsed document: document and page scripts, form
 * fields' actions, attachments (file attachment annotations too), XFA.
 * @param {import('pdfjs-dist').PDFDocumentProxy} document
 * @param {{ IsXFAPresent?: boolean }} info
 * @param {import('pdfjs-dist').PDFPageProxy[]} pages
 * @param {Set<string>} found
 */
async function parsedActiveContent(document, info, pages, found) {
  if ((await document.getJSActions()) || (await document.hasJSActions())) found.add('JavaScript');
  if (await document.getAttachments()) found.add('embedded files');
  if (info.IsXFAPresent) found.add('an XFA form');
  for (const page of pages) {
    if (await page.getJSActions()) found.add('JavaScript');
    for (const annotation of await page.getAnnotations()) {
      // 17: a file attachment annotation.
      if (annotation.annotationType === 17) found.add('embedded files');
      if (annotation.actions && Object.keys(annotation.actions).length > 0) found.add('JavaScript');
    }
  }
}

/**
 * @param {string} file
 * @returns {Promise<PdfVerdict>}
 */
export async function checkPdf(file) {
  const { size } = await stat(file);
  if (size === 0) return { ok: false, reason: 'empty' };
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(Math.min(HEADER.length, size));
    await handle.read(head, 0, head.length, 0);
    if (head.toString('latin1') !== HEADER) return { ok: false, reason: 'not-pdf' };
    const tail = Buffer.alloc(Math.min(TAIL_BYTES, size));
    await handle.read(tail, 0, tail.length, size - tail.length);
    if (!tail.includes('%%EOF', 0, 'latin1')) return { ok: false, reason: 'broken' };
    // Nothing but whitespace after the last %%EOF: another file appended to a PDF (an HTML page) is refused.
    if (!TRAILING_WHITESPACE.test(tail.toString('latin1', tail.lastIndexOf('%%EOF', undefined, 'latin1') + 5)))
      return { ok: false, reason: 'trailing-data' };
  } finally {
    await handle.close();
  }

  const pdfjs = await pdfjsModule;
  const bytes = await readFile(file);
  const found = activeContentNames(bytes);
  const loading = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    // Refuse rather than repair: what the site serves is the file as uploaded.
    stopAtErrors: true,
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  /** @type {import('pdfjs-dist').PDFDocumentProxy | undefined} */
  let document;
  try {
    document = await loading.promise;
    // A file with only an owner password opens without one, so its trailer's /Encrypt is asked for too.
    const { info } = /** @type {{ info: { EncryptFilterName?: string | null, IsXFAPresent?: boolean } }} */ (
      await document.getMetadata()
    );
    if (info.EncryptFilterName) return { ok: false, reason: 'encrypted' };
    if (document.numPages === 0) return { ok: false, reason: 'empty' };
    const pages = [];
    for (const page of pagesToRead(document.numPages)) pages.push(await document.getPage(page));
    await parsedActiveContent(document, info, pages, found);
    // In a fixed order, so that a refusal reads the same each time.
    const named = [...new Set(ACTIVE_NAMES.values())].filter((what) => found.has(what));
    if (named.length > 0) return { ok: false, reason: 'active-content', found: named };
    return { ok: true, pages: document.numPages };
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') return { ok: false, reason: 'encrypted' };
    return { ok: false, reason: 'broken' };
  } finally {
    await loading.destroy();
  }
}

// PDF.js draws text in the standard fonts (Helvetica, Times…) that a PDF names without embedding
// from these files; read from disk by Node, never fetched.
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
// An image larger than this (in pixels) is left out of a thumbnail rather than decoded whole.
const MAX_IMAGE_PIXELS = 4096 * 4096;

/**
 * Draws page 1 of a stored PDF into a PNG at most `width` × `maxHeight` pixels (its aspect kept) with
 * PDF.js on @napi-rs/canvas, written to `out` (docs/uploads.md, "Thumbnails"). The file was checked
 * when it was stored; a page that cannot be drawn is `{ ok: false }`, never a half image.
 * @param {string} file
 * @param {string} out
 * @param {number} width
 * @param {number} maxHeight
 * @returns {Promise<{ ok: true, width: number, height: number } | { ok: false }>}
 */
export async function renderFirstPage(file, out, width, maxHeight) {
  const pdfjs = await pdfjsModule;
  const loading = pdfjs.getDocument({
    data: new Uint8Array(await readFile(file)),
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS,
    maxImageSize: MAX_IMAGE_PIXELS,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const document = await loading.promise;
    const page = await document.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    if (!(natural.width > 0 && natural.height > 0)) return { ok: false };
    const viewport = page.getViewport({ scale: Math.min(width / natural.width, maxHeight / natural.height) });
    const size = { width: Math.max(1, Math.round(viewport.width)), height: Math.max(1, Math.round(viewport.height)) };
    // PDF.js's own factory: in Node, a canvas of @napi-rs/canvas (its optional dependency), which
    // PDF.js draws on as on a browser's.
    const factory =
      /** @type {{ create(width: number, height: number): { canvas: import('@napi-rs/canvas').Canvas, context: import('@napi-rs/canvas').SKRSContext2D } }} */ (
        document.canvasFactory
      );
    const { canvas, context } = factory.create(size.width, size.height);
    const drawn = /** @type {{ canvasContext: CanvasRenderingContext2D, canvas: HTMLCanvasElement }} */ (
      /** @type {unknown} */ ({ canvasContext: context, canvas })
    );
    await page.render({ ...drawn, viewport, background: '#ffffff' }).promise;
    await writeFile(out, await canvas.encode('png'), { mode: 0o640 });
    return { ok: true, ...size };
  } catch {
    return { ok: false };
  } finally {
    await loading.destroy();
  }
}

/**
 * @typedef {{ id: number, file: string, thumbnail?: { out: string, width: number, maxHeight: number } }} Task
 */
parentPort?.on('message', (/** @type {Task} */ { id, file, thumbnail }) => {
  if (thumbnail) {
    renderFirstPage(file, thumbnail.out, thumbnail.width, thumbnail.maxHeight).then(
      (verdict) => parentPort?.postMessage({ id, verdict }),
      () => parentPort?.postMessage({ id, verdict: { ok: false } }),
    );
    return;
  }
  checkPdf(file).then(
    (verdict) => parentPort?.postMessage({ id, verdict }),
    () => parentPort?.postMessage({ id, verdict: /** @type {PdfVerdict} */ ({ ok: false, reason: 'broken' }) }),
  );
});
