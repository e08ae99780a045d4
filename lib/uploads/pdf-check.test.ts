/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { checkPdfFile, pdfCheckerThread, stopPdfChecker, warmPdfChecker } from './index';
import { pdfWithPages } from './upload-fixtures';

jest.setTimeout(120_000);

let directory: string;
let longFile: string;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'uploads-check-'));
  longFile = path.join(directory, 'long.pdf');
  writeFileSync(longFile, await pdfWithPages(2000));
});

afterAll(async () => {
  await stopPdfChecker();
  rmSync(directory, { recursive: true, force: true });
});

/** How long the work took, and how much of it this thread (the server's event loop) was busy. */
async function busyShare<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; busyMs: number }> {
  const before = performance.eventLoopUtilization();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  return { result, ms, busyMs: performance.eventLoopUtilization(before).active };
}

describe('warmPdfChecker', () => {
  it('starts the checker once, ahead of the first check, which then runs in it', async () => {
    await stopPdfChecker();
    expect(pdfCheckerThread()).toBeNull();
    warmPdfChecker();
    const thread = pdfCheckerThread();
    expect(thread).toEqual(expect.any(Number));
    warmPdfChecker();
    expect(pdfCheckerThread()).toBe(thread);
    const small = path.join(directory, 'warm.pdf');
    writeFileSync(small, await pdfWithPages(1));
    await expect(checkPdfFile(small)).resolves.toEqual({ ok: true, pages: 1 });
    expect(pdfCheckerThread()).toBe(thread);
  });
});

describe('checkPdfFile', () => {
  it('checks a long PDF in a worker: the server thread keeps answering meanwhile', async () => {
    await checkPdfFile(longFile); // the worker's start is not what is measured

    const { result, ms, busyMs } = await busyShare(() => checkPdfFile(longFile));
    expect(result).toEqual({ ok: true, pages: 2000 });
    // Parsing is CPU work: on this thread it would keep the loop busy for most of the check.
    expect(ms).toBeGreaterThan(100);
    expect(busyMs).toBeLessThan(ms * 0.2);
  });

  it('refuses, never passes, a check that outlives its time, and the next check still runs', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(checkPdfFile(longFile, 1)).resolves.toEqual({ ok: false, reason: 'unchecked' });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[uploads] the PDF checker stopped'));
    logged.mockRestore();
    const small = path.join(directory, 'small.pdf');
    writeFileSync(small, await pdfWithPages(2));
    await expect(checkPdfFile(small)).resolves.toEqual({ ok: true, pages: 2 });
  });

  it('takes checks in turn, each with its own verdict', async () => {
    const files = await Promise.all(
      [1, 2, 3].map(async (pages) => {
        const file = path.join(directory, `turn-${pages}.pdf`);
        writeFileSync(file, await pdfWithPages(pages));
        return file;
      }),
    );
    const missing = path.join(directory, 'missing.pdf');
    await expect(Promise.all([...files, missing].map((file) => checkPdfFile(file)))).resolves.toEqual([
      { ok: true, pages: 1 },
      { ok: true, pages: 2 },
      { ok: true, pages: 3 },
      { ok: false, reason: 'broken' },
    ]);
  });
});
