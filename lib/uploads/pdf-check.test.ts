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
    const oneFile = path.join(directory, 'one.pdf');
    writeFileSync(oneFile, await pdfWithPages(1));
    await checkPdfFile(oneFile); // the worker's start is not what is measured

    // The same run's reference: a one-page check, which is mostly the round trip to the worker.
    const { ms: roundTripMs } = await busyShare(() => checkPdfFile(oneFile));
    // Three long checks in a row, so that a stray task on this thread is a small share of the time.
    const { result, ms, busyMs } = await busyShare(async () => {
      const verdicts = [];
      for (let round = 0; round < 3; round += 1) verdicts.push(await checkPdfFile(longFile));
      return verdicts;
    });
    expect(result).toEqual(Array(3).fill({ ok: true, pages: 2000 }));
    // Each long check is real parsing work, several times the round trip (whatever the machine's speed)...
    expect(ms / 3).toBeGreaterThan(3 * roundTripMs);
    // ...and CPU work: on this thread it would keep the loop busy for most of the check.
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
