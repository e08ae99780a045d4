import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Why a file is no PDF the site will store. */
export type PdfRefusal = 'not-pdf' | 'encrypted' | 'broken' | 'empty' | 'unchecked' | 'trailing-data' | 'active-content';

/**
 * What the check of one file found: its page count, or why it is refused; for active content, what
 * was found, in words (JavaScript, a Launch action, embedded files, an XFA form).
 */
export type PdfVerdict = { ok: true; pages: number } | { ok: false; reason: Exclude<PdfRefusal, 'active-content'> } | { ok: false; reason: 'active-content'; found: string[] };

/** How long one check may take before the file is refused as not checkable. */
export const PDF_CHECK_TIMEOUT_MS = 60_000;

// The parser's heap is capped, so a file built to blow up the parser ends its worker, not the server.
const WORKER_HEAP_MB = 512;

/** The worker's file: a runtime file of the project, loaded by Node as it is (never bundled). */
function workerFile(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'lib/uploads/pdf-check-worker.mjs');
}

interface Checker {
  worker: Worker;
  pending: Map<number, (verdict: PdfVerdict) => void>;
}

// One worker for the process, started at the first check and kept (it does not hold the process open):
// loading PDF.js is most of the cost of checking a small file. Checks take turns, so the parser uses
// one core at most, however many uploads arrive at once.
let checker: Checker | null = null;
let nextId = 0;
let queue: Promise<unknown> = Promise.resolve();

function startChecker(): Checker {
  const worker = new Worker(workerFile(), { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  worker.unref();
  const started: Checker = { worker, pending: new Map() };
  worker.on('message', ({ id, verdict }: { id: number; verdict: PdfVerdict }) => {
    started.pending.get(id)?.(verdict);
    started.pending.delete(id);
  });
  const lost = (why: string) => {
    if (checker === started) checker = null;
    if (started.pending.size > 0) console.error(`[uploads] the PDF checker stopped: ${why}`);
    for (const resolve of started.pending.values()) resolve({ ok: false, reason: 'unchecked' });
    started.pending.clear();
  };
  worker.on('error', (error) => lost(error.message));
  worker.on('exit', (code) => lost(`exit code ${code}`));
  return started;
}

/** One check in the worker; past `timeoutMs` the worker is ended (a new one takes the next check). */
function checkInWorker(file: string, timeoutMs: number): Promise<PdfVerdict> {
  checker ??= startChecker();
  const current = checker;
  const id = (nextId += 1);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      if (checker === current) checker = null;
      void current.worker.terminate();
    }, timeoutMs);
    current.pending.set(id, (verdict) => {
      clearTimeout(timer);
      resolve(verdict);
    });
    current.worker.postMessage({ id, file });
  });
}

/**
 * Checks the PDF at `file` with PDF.js in a worker thread (docs/uploads.md, "Checking a PDF"): a PDF
 * header, %%EOF at its end with nothing but whitespace after it, a parse that stops at the first
 * error, no encryption, at least one page, its pages readable (of a long document, 50 spread over
 * it), and no JavaScript, Launch action, embedded file or XFA form. A worker that crashes or outlives
 * `timeoutMs` is a refusal, never a pass.
 */
export function checkPdfFile(file: string, timeoutMs = PDF_CHECK_TIMEOUT_MS): Promise<PdfVerdict> {
  const turn = queue.then(() => checkInWorker(file, timeoutMs));
  queue = turn.catch(() => undefined);
  return turn;
}

/**
 * Starts the checker ahead of the first upload, when an editor opens a form with a document field
 * (components/workspace/item-form-page.tsx): loading PDF.js is most of a small file's check and
 * costs seconds of CPU, spent then at the worker's low priority rather than with the upload
 * (docs/uploads.md, "Checking a PDF"). Nothing when the checker runs already.
 */
export function warmPdfChecker(): void {
  checker ??= startChecker();
}

/** The checker's thread id, or null when none runs (tests). */
export function pdfCheckerThread(): number | null {
  return checker?.worker.threadId ?? null;
}

/** Ends the worker (tests; a server lets it end with the process). */
export async function stopPdfChecker(): Promise<void> {
  const current = checker;
  checker = null;
  await current?.worker.terminate();
}
