import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Why a file is no PDF the site will store. */
export type PdfRefusal = 'not-pdf' | 'encrypted' | 'broken' | 'empty' | 'unchecked';

/** What the check of one file found: its page count, or why it is refused. */
export type PdfVerdict = { ok: true; pages: number } | { ok: false; reason: PdfRefusal };

/** How long one check may take before the file is refused as not checkable. */
export const PDF_CHECK_TIMEOUT_MS = 60_000;

// The parser's heap is capped, so a file built to blow up the parser ends its worker, not the server.
const WORKER_HEAP_MB = 512;

/** The worker's file: a runtime file of the project, loaded by Node as it is (never bundled). */
function workerFile(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'lib/uploads/pdf-check-worker.mjs');
}

/**
 * Checks the PDF at `file` with PDF.js in a worker thread (docs/uploads.md, "Checking a PDF"): a PDF
 * header, %%EOF at its end, a parse that stops at the first error, no encryption, at least one page,
 * every page readable. A worker that crashes or outlives `timeoutMs` is a refusal, never a pass.
 */
export function checkPdfFile(file: string, timeoutMs = PDF_CHECK_TIMEOUT_MS): Promise<PdfVerdict> {
  return new Promise((resolve) => {
    const worker = new Worker(workerFile(), { workerData: { file }, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    let settled = false;
    const finish = (verdict: PdfVerdict) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(verdict);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'unchecked' }), timeoutMs);
    worker.once('message', (verdict: PdfVerdict) => finish(verdict));
    worker.once('error', (error) => {
      console.error(`[uploads] the PDF check failed: ${error.message}`);
      finish({ ok: false, reason: 'unchecked' });
    });
    worker.once('exit', () => finish({ ok: false, reason: 'unchecked' }));
  });
}
