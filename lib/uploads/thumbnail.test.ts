/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import {
  documentThumbnail,
  stopPdfChecker,
  storedThumbnailResponse,
  THUMBNAIL_MAX_HEIGHT,
  THUMBNAIL_WIDTH,
  thumbnailFailedPath,
  thumbnailPath,
} from './index';
import { filesUnder, sha256 } from './upload-fixtures';

jest.setTimeout(60_000);

let directory: string;

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'uploads-thumbnail-'));
});

afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

afterAll(() => stopPdfChecker());

/** A PDF whose pages are filled each with one colour, of a size in points (A4 by default). */
function colouredPdf(colours: string[], size: [number, number] = [595, 842]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size, autoFirstPage: false });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    for (const colour of colours) {
      document.addPage({ size, margin: 0 });
      document.rect(0, size[1] / 2, size[0], size[1] / 2).fill(colour);
      document.fillColor('black').text(`A ${colour} page`, 10, 10);
    }
    document.end();
  });
}

/** Stores bytes as the uploads store a checked PDF: `<sha256>.pdf`. Returns the hash. */
function store(bytes: Buffer): string {
  const hash = sha256(bytes);
  writeFileSync(path.join(directory, `${hash}.pdf`), bytes);
  return hash;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The width and height a PNG's IHDR chunk names. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The colour of one pixel of a PNG, as [r, g, b]. */
async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
}

describe('documentThumbnail', () => {
  it('draws page 1 of a stored PDF as a PNG 160 pixels wide, beside the PDF', async () => {
    const hash = store(await colouredPdf(['#d00000', '#0000d0']));
    const thumbnail = await documentThumbnail(hash, { directory });
    expect(thumbnail).toEqual({ ok: true, file: thumbnailPath(directory, hash) });
    expect(thumbnailPath(directory, hash)).toBe(path.join(directory, `${hash}.thumb.png`));
    const image = readFileSync(thumbnailPath(directory, hash));
    // A4's proportions: 842 / 595 of 160.
    expect(pngSize(image)).toEqual({ width: THUMBNAIL_WIDTH, height: Math.round((842 * THUMBNAIL_WIDTH) / 595) });
    // Page 1's lower half is red (page 2's is blue), its upper half the white background.
    const [r, g, b] = await pixel(image, 80, 200);
    expect(r).toBeGreaterThan(180);
    expect(g + b).toBeLessThan(60);
    expect(await pixel(image, 150, 60)).toEqual([255, 255, 255]);
    // Nothing else is left in the folder: no temporary file, no failure mark.
    expect(filesUnder(directory).filter((name) => !name.startsWith('.partial'))).toEqual(
      [`${hash}.pdf`, `${hash}.thumb.png`].sort(),
    );
    expect(filesUnder(path.join(directory, '.partial'))).toEqual([]);
  });

  it('never draws the same content twice: a second request gets the stored image', async () => {
    const hash = store(await colouredPdf(['#00a000']));
    await documentThumbnail(hash, { directory });
    const file = thumbnailPath(directory, hash);
    // Marked, so that a new drawing would show: the stored bytes come back as they are.
    const marked = Buffer.concat([readFileSync(file), Buffer.from('kept')]);
    writeFileSync(file, marked);
    const before = statSync(file).mtimeMs;
    await expect(documentThumbnail(hash, { directory })).resolves.toEqual({ ok: true, file });
    expect(readFileSync(file)).toEqual(marked);
    expect(statSync(file).mtimeMs).toBe(before);
    const reply = await storedThumbnailResponse(hash, { directory });
    expect(Buffer.from(await reply.arrayBuffer())).toEqual(marked);
  });

  it('draws once for requests that arrive together', async () => {
    const hash = store(await colouredPdf(['#d00000']));
    const both = await Promise.all([documentThumbnail(hash, { directory }), documentThumbnail(hash, { directory })]);
    expect(both).toEqual([
      { ok: true, file: thumbnailPath(directory, hash) },
      { ok: true, file: thumbnailPath(directory, hash) },
    ]);
    expect(filesUnder(path.join(directory, '.partial'))).toEqual([]);
  });

  it('keeps a tall page within the bounds: its height at most THUMBNAIL_MAX_HEIGHT, its proportions kept', async () => {
    const hash = store(await colouredPdf(['#d00000'], [100, 2000]));
    await documentThumbnail(hash, { directory });
    expect(pngSize(readFileSync(thumbnailPath(directory, hash)))).toEqual({ width: 24, height: THUMBNAIL_MAX_HEIGHT });
  });

  it('gives no thumbnail for a PDF that cannot be drawn, and does not try it again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      'latin1',
    );
    const hash = store(broken);
    await expect(documentThumbnail(hash, { directory })).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(existsSync(thumbnailPath(directory, hash))).toBe(false);
    expect(existsSync(thumbnailFailedPath(directory, hash))).toBe(true);
    // Even were the file drawable now, the content's outcome stands.
    writeFileSync(path.join(directory, `${hash}.pdf`), await colouredPdf(['#d00000']));
    await expect(documentThumbnail(hash, { directory })).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(existsSync(thumbnailPath(directory, hash))).toBe(false);
    const reply = await storedThumbnailResponse(hash, { directory });
    expect(reply.status).toBe(404);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(logged).toHaveBeenCalledWith(`[uploads] page 1 of ${hash} could not be drawn: no thumbnail`);
    logged.mockRestore();
  });

  it('counts a drawing past its time as failed, and the next document is drawn by a new worker', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const slow = store(await colouredPdf(['#d00000', '#00a000']));
    await expect(documentThumbnail(slow, { directory, timeoutMs: 1 })).resolves.toEqual({
      ok: false,
      reason: 'failed',
    });
    expect(filesUnder(path.join(directory, '.partial'))).toEqual([]);
    const next = store(await colouredPdf(['#0000d0']));
    await expect(documentThumbnail(next, { directory })).resolves.toEqual({
      ok: true,
      file: thumbnailPath(directory, next),
    });
    logged.mockRestore();
  });

  it('has none for a hash not stored or malformed, and draws nothing for it', async () => {
    await expect(documentThumbnail('a'.repeat(64), { directory })).resolves.toEqual({
      ok: false,
      reason: 'not-stored',
    });
    await expect(documentThumbnail('../../etc/passwd', { directory })).resolves.toEqual({
      ok: false,
      reason: 'not-stored',
    });
    expect(filesUnder(directory)).toEqual([]);
  });
});

describe('storedThumbnailResponse', () => {
  it('serves the PNG with its type, length, strong ETag and the given Cache-Control; 304 for its ETag', async () => {
    const hash = store(await colouredPdf(['#d00000']));
    const reply = await storedThumbnailResponse(hash, { directory, cacheControl: 'private, max-age=60' });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/png');
    expect(reply.headers.get('cache-control')).toBe('private, max-age=60');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('etag')).toBe(`"${hash}-thumb"`);
    const body = Buffer.from(await reply.arrayBuffer());
    expect(pngSize(body).width).toBe(THUMBNAIL_WIDTH);
    expect(reply.headers.get('x-file-length')).toBe(String(body.length));
    const again = await storedThumbnailResponse(hash, {
      directory,
      request: new Request('http://localhost/', { headers: { 'if-none-match': `"${hash}-thumb"` } }),
    });
    expect(again.status).toBe(304);
  });

  it('answers 400 for anything but a lower-case SHA-256, 404 for one not stored', async () => {
    for (const bad of ['', 'A'.repeat(64), 'a'.repeat(63), `${'a'.repeat(64)}.png`, '../x'])
      expect((await storedThumbnailResponse(bad, { directory })).status).toBe(400);
    expect((await storedThumbnailResponse('b'.repeat(64), { directory })).status).toBe(404);
  });
});
