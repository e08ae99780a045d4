/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkPdfFile, stopPdfChecker } from './index';
import { pdfWithPages } from './upload-fixtures';

jest.setTimeout(120_000);

let directory: string;
let longFile: string;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'uploads-check-'));
  longFile = path.join(directory, 'long.pdf');
  writeFileSync(longFile, await pdfWithPages(600));
});

afterAll(async () => {
  await stopPdfChecker();
  rmSync(directory, { recursive: true, force: true });
});

/** Runs `work` while a 10 ms timer ticks; answers the longest the timer waited beyond its interval. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last - 10);
    last = now;
  }, 10);
  try {
    const result = await work();
    return { result, stallMs };
  } finally {
    clearInterval(timer);
  }
}

describe('checkPdfFile', () => {
  it('checks a long PDF in a worker: the server thread keeps answering meanwhile', async () => {
    await checkPdfFile(longFile); // the worker's start is not what is measured

    const started = performance.now();
    const { result, stallMs } = await longestStall(() => checkPdfFile(longFile));
    const checkMs = performance.now() - started;
    expect(result).toEqual({ ok: true, pages: 600 });
    // PDF.js does not yield while it parses: on this thread the whole check would be one stall.
    expect(checkMs).toBeGreaterThan(100);
    expect(stallMs).toBeLessThan(Math.min(200, checkMs / 2));
  });

  it('refuses, never passes, a check that outlives its time, and the next check still runs', async () => {
    await expect(checkPdfFile(longFile, 1)).resolves.toEqual({ ok: false, reason: 'unchecked' });
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
