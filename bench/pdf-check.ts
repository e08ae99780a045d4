/**
 * `npx tsx bench/pdf-check.ts`: how long checking a 20 MB PDF takes, and how long it would stall the
 * server's thread (busy time of its event loop, longest late timer) if PDF.js ran there instead of in
 * the worker (docs/uploads.md, "Checking a PDF").
 * Three files of about 20 MB: 2000 pages of text, one page and a large stream, and the first with a wrong
 * cross-reference offset (PDF.js then rebuilds the table by reading the whole file). Prints a table;
 * keeps no results.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkPdfFile, stopPdfChecker } from '@/lib/uploads';
import { checkPdf } from '@/lib/uploads/pdf-check-worker.mjs';
import { paddedPdfChunks } from '@/lib/uploads/upload-fixtures';
import { TARGET_BYTES, textPdf } from './pdf-samples';

function wrongXref(pdf: Buffer): Buffer {
  const text = pdf.toString('latin1');
  const at = text.lastIndexOf('startxref');
  return Buffer.from(`${text.slice(0, at)}startxref\n123\n%%EOF\n`, 'latin1');
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; busyMs: number; stallMs: number }> {
  const before = performance.eventLoopUtilization();
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last - 5);
    last = now;
  }, 5);
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  const busyMs = performance.eventLoopUtilization(before).active;
  clearInterval(timer);
  // A stall still going when the work ended is only seen by the timer's next tick.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { result, ms, busyMs, stallMs };
}

async function main(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-pdf-'));
  try {
    const text = await textPdf();
    const padded = Buffer.concat([...paddedPdfChunks(TARGET_BYTES).chunks()]);
    const files = {
      'text pages': text,
      'one page, large stream': padded,
      'text pages, wrong xref offset': wrongXref(text),
    };
    await checkPdfFile(path.join(folder, 'missing.pdf')); // starts the worker
    console.log(
      '| file | MB | pages | in the worker: check ms | server thread busy ms | longest stall ms | on the server thread: check ms | busy ms | longest stall ms |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    const written = Object.entries(files).map(([name, bytes]) => {
      const file = path.join(folder, `${name.replace(/\W+/g, '-')}.pdf`);
      writeFileSync(file, bytes);
      return { name, file, megabytes: bytes.length / 1024 / 1024 };
    });
    for (const { name, file, megabytes } of written) {
      // The first run in the worker also pays for the garbage of making the files: the second is measured.
      await timed(() => checkPdfFile(file));
      const inWorker = await timed(() => checkPdfFile(file));
      const inThread = await timed(() => checkPdf(file));
      const pages = inWorker.result.ok ? inWorker.result.pages : inWorker.result.reason;
      const row = [
        name,
        megabytes.toFixed(1),
        pages,
        inWorker.ms,
        inWorker.busyMs,
        inWorker.stallMs,
        inThread.ms,
        inThread.busyMs,
        inThread.stallMs,
      ];
      console.log(`| ${row.map((cell) => (typeof cell === 'number' ? cell.toFixed(0) : cell)).join(' | ')} |`);
    }
  } finally {
    await stopPdfChecker();
    rmSync(folder, { recursive: true, force: true });
  }
}

void main();
