import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Why a file is no PDF the site will store. */
export type PdfRefusal =
  'not-pdf' | 'encrypted' | 'broken' | 'empty' | 'unchecked' | 'trailing-data' | 'active-content';

/**
 * What the check of one file found: its page count, or why it is refused; for active content, what
 * was found, in words (JavaScript, a Launch action, embedded files, an XFA form).
 */
export type PdfVerdict =
  | { ok: true; pages: number }
  | { ok: false; reason: Exclude<PdfRefusal, 'active-content'> }
  | { ok: false; reason: 'active-content'; found: string[] };

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
  /** By task id: what to do with the worker's reply, and with none (the worker ended first). */
  pending: Map<number, { reply: (verdict: unknown) => void; lost: () => void }>;
}

// One worker for the process, started at the first check and kept (it does not hold the process open):
// loading PDF.js is most of the cost of checking a small file. Checks and thumbnails take turns, so
// the parser uses one core at most, however many uploads and thumbnails are asked for at once.
let checker: Checker | null = null;
let nextId = 0;
let queue: Promise<unknown> = Promise.resolve();

function startChecker(): Checker {
  const worker = new Worker(workerFile(), { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  worker.unref();
  const started: Checker = { worker, pending: new Map() };
  worker.on('message', ({ id, verdict }: { id: number; verdict: unknown }) => {
    started.pending.get(id)?.reply(verdict);
    started.pending.delete(id);
  });
  const lost = (why: string) => {
    if (checker === started) checker = null;
    if (started.pending.size > 0) console.error(`[uploads] the PDF checker stopped: ${why}`);
    for (const task of started.pending.values()) task.lost();
    started.pending.clear();
  };
  worker.on('error', (error) => lost(error.message));
  worker.on('exit', (code) => lost(`exit code ${code}`));
  return started;
}

/** What the worker is asked: a check of `file`, or with `thumbnail` a drawing of its first page. */
interface WorkerTask {
  file: string;
  thumbnail?: { out: string; width: number; maxHeight: number };
}

/** One task in the worker; past `timeoutMs` the worker is ended (a new one takes the next task) and the answer is `failed`. */
function runInWorker<T>(task: WorkerTask, timeoutMs: number, failed: T): Promise<T> {
  checker ??= startChecker();
  const current = checker;
  const id = (nextId += 1);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      if (checker === current) checker = null;
      void current.worker.terminate();
    }, timeoutMs);
    const settle = (verdict: T) => {
      clearTimeout(timer);
      resolve(verdict);
    };
    current.pending.set(id, { reply: (verdict) => settle(verdict as T), lost: () => settle(failed) });
    current.worker.postMessage({ id, ...task });
  });
}

/** Runs a task in its turn: one at a time per process. */
function inTurn<T>(run: () => Promise<T>): Promise<T> {
  const turn = queue.then(run);
  queue = turn.catch(() => undefined);
  return turn;
}

/**
 * Checks the PDF at `file` with PDF.js in a worker thread (docs/uploads.md, "Checking a PDF"): a PDF
 * header, %%EOF at its end with nothing but whitespace after it, a parse that stops at the first
 * error, no encryption, at least one page, its pages readable (of a long document, 50 spread over
 * it), and no JavaScript, Launch action, embedded file or XFA form. A worker that crashes or outlives
 * `timeoutMs` is a refusal, never a pass.
 */
export function checkPdfFile(file: string, timeoutMs = PDF_CHECK_TIMEOUT_MS): Promise<PdfVerdict> {
  return inTurn(() => runInWorker<PdfVerdict>({ file }, timeoutMs, { ok: false, reason: 'unchecked' }));
}

/** What drawing a first page gave: the image's size in pixels, or nothing. */
export type PageDrawing = { ok: true; width: number; height: number } | { ok: false };

/**
 * Draws page 1 of the PDF at `file` as a PNG of at most `width` × `maxHeight` pixels into `out`, in
 * the checker's worker and in its turn (docs/uploads.md, "Thumbnails"). A page that cannot be drawn,
 * a worker that crashes or outlives `timeoutMs` gives `{ ok: false }`.
 */
export function drawFirstPage(
  file: string,
  out: string,
  { width, maxHeight, timeoutMs }: { width: number; maxHeight: number; timeoutMs: number },
): Promise<PageDrawing> {
  return inTurn(() =>
    runInWorker<PageDrawing>({ file, thumbnail: { out, width, maxHeight } }, timeoutMs, { ok: false }),
  );
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
