// @ts-check
/**
 * Checks PDFs on disk in a worker thread (lib/uploads/pdf-check.ts starts it and sends one file at a
 * time): PDF.js parses on the thread that calls it, without yielding, so in the server's main thread a
 * large file would stall every other request (docs/uploads.md, "Checking a PDF"). The worker reads
 * the file whole, which PDF.js parses several times faster than ranges read from disk; since checks
 * take turns, that is one file of at most UPLOAD_MAX_MB per process at a time.
 *
 * Plain JavaScript: Node loads it as it is, outside any bundle.
 */
import { open, readFile, stat } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';

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
  } finally {
    await handle.close();
  }

  const pdfjs = await pdfjsModule;
  const loading = pdfjs.getDocument({
    data: new Uint8Array(await readFile(file)),
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
    const { info } = /** @type {{ info: { EncryptFilterName?: string | null } }} */ (await document.getMetadata());
    if (info.EncryptFilterName) return { ok: false, reason: 'encrypted' };
    if (document.numPages === 0) return { ok: false, reason: 'empty' };
    for (const page of pagesToRead(document.numPages)) await document.getPage(page);
    return { ok: true, pages: document.numPages };
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') return { ok: false, reason: 'encrypted' };
    return { ok: false, reason: 'broken' };
  } finally {
    await loading.destroy();
  }
}

parentPort?.on('message', (/** @type {{ id: number, file: string }} */ { id, file }) => {
  checkPdf(file).then(
    (verdict) => parentPort?.postMessage({ id, verdict }),
    () => parentPort?.postMessage({ id, verdict: /** @type {PdfVerdict} */ ({ ok: false, reason: 'broken' }) }),
  );
});
