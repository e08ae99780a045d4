// @ts-check
/**
 * Checks PDFs on disk in a worker thread (lib/uploads/pdf-check.ts starts it and sends one file at a
 * time): PDF.js parses on the thread that calls it, without yielding, so in the server's main thread a
 * large file would stall every other request (docs/uploads.md, "Checking a PDF"). PDF.js reads the
 * file in ranges from disk, so the worker holds only what the check needs of it.
 *
 * Plain JavaScript: Node loads it as it is, outside any bundle.
 */
import { open, stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';

/** @typedef {import('./pdf-check').PdfVerdict} PdfVerdict */

const HEADER = '%PDF-';
// Loaded once for the worker's life: it is most of the cost of a small file's check.
const pdfjsModule = import('pdfjs-dist/legacy/build/pdf.mjs');
// Acrobat accepts a file whose %%EOF is anywhere in its last 1024 bytes; a file cut short has none there.
const TAIL_BYTES = 1024;

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
    url: pathToFileURL(file),
    // Read only the ranges the check needs, never the whole file at once.
    disableStream: true,
    disableAutoFetch: true,
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
    for (let page = 1; page <= document.numPages; page += 1) await document.getPage(page);
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
