import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { pdfOfObjects } from '../../scripts/minimal-pdf';
import { UploadError } from './errors';

/**
 * PDFs and multipart requests for the tests of lib/uploads. The PDFs a library can write are written
 * with pdfkit; the ones no library writes on purpose (no pages, a forged /Encrypt, a padded giant) are
 * spelled out byte by byte.
 */

/** A PDF of `pages` pages, one line of text on each; pdfkit encrypts it when given passwords. */
export function pdfWithPages(pages: number, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ ...options, autoFirstPage: true });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    for (let page = 1; page <= pages; page += 1) {
      if (page > 1) document.addPage();
      document.text(`Page ${page} of ${pages}`);
    }
    document.end();
  });
}

/** A PDF written from its objects (1-based, in order), with a correct cross-reference table. */
export const rawPdf = pdfOfObjects;

/** A well-formed PDF whose page tree holds no page. */
export function pdfWithoutPages(): Buffer {
  return rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']);
}

/** A one-page PDF whose trailer names an /Encrypt dictionary (standard handler, RC4 40-bit). */
export function pdfWithForgedEncrypt(): Buffer {
  const hex32 = 'ab'.repeat(32);
  return rawPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
      `<< /Filter /Standard /V 1 /R 2 /O <${hex32}> /U <${hex32}> /P -4 >>`,
    ],
    `/Encrypt 4 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>] `,
  );
}

/**
 * A valid one-page PDF of exactly `size` bytes, most of them an unreferenced stream, produced in
 * chunks of `chunkBytes` as they are asked for: the body of a large upload that is never whole in memory.
 */
export function paddedPdfChunks(
  size: number,
  chunkBytes = 64 * 1024,
): { size: number; chunks: () => Generator<Buffer> } {
  const head = '%PDF-1.4\n';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  const offsets: number[] = [];
  let front = head;
  for (const [index, object] of objects.entries()) {
    offsets.push(front.length);
    front += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  offsets.push(front.length);
  const endStream = '\nendstream\nendobj\n';
  const table = `xref\n0 5\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n`;
  const build = (padding: number) => {
    const prefix = `${front}4 0 obj\n<< /Length ${padding} >>\nstream\n`;
    return { prefix, tail: `${endStream}${table}${prefix.length + padding + endStream.length}\n%%EOF\n` };
  };
  // The padding's length is written before it, so the sizes are settled before the first byte.
  let padding = size;
  for (let round = 0; round < 4; round += 1) {
    const { prefix, tail } = build(padding);
    padding = size - prefix.length - tail.length;
  }
  const built = build(padding);
  const prefix = Buffer.from(built.prefix, 'latin1');
  const tail = Buffer.from(built.tail, 'latin1');
  if (padding < 0 || prefix.length + padding + tail.length !== size)
    throw new Error(`padded PDF: no ${size}-byte layout`);
  function* chunks(): Generator<Buffer> {
    yield prefix;
    const block = Buffer.alloc(chunkBytes, 0x20);
    for (let left = padding; left > 0; left -= chunkBytes) yield left >= chunkBytes ? block : block.subarray(0, left);
    yield tail;
  }
  return { size, chunks };
}

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer | (() => Generator<Buffer>); type?: string };

const BOUNDARY = '----upload-test-boundary-7MA4YWxkTrZu0gW';

/**
 * A multipart/form-data POST as a browser sends it (a file name in raw UTF-8), its body a stream
 * that produces the parts only as they are read. `onPull` sees the bytes produced so far.
 */
export function multipartRequest(
  parts: FormPart[],
  options: { contentLength?: number; onPull?: (produced: number) => void; cutAt?: number } = {},
): Request {
  function* pieces(): Generator<Buffer> {
    for (const part of parts) {
      if ('value' in part) {
        yield Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
          'utf8',
        );
      } else {
        yield Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/pdf'}\r\n\r\n`,
          'utf8',
        );
        if (Buffer.isBuffer(part.content)) yield part.content;
        else yield* part.content();
        yield Buffer.from('\r\n');
      }
    }
    yield Buffer.from(`--${BOUNDARY}--\r\n`);
  }
  const iterator = pieces();
  let produced = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = iterator.next();
      if (next.done || (options.cutAt !== undefined && produced >= options.cutAt)) return controller.close();
      const chunk = options.cutAt !== undefined ? next.value.subarray(0, options.cutAt - produced) : next.value;
      produced += chunk.length;
      options.onPull?.(produced);
      controller.enqueue(new Uint8Array(chunk));
    },
  });
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
  if (options.contentLength !== undefined) headers['content-length'] = String(options.contentLength);
  return new Request('http://localhost/admin/upload', { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
}

/**
 * A WebM file as a browser's recorder writes it: its EBML header (DocType `webm`), a Segment of unknown
 * size holding an empty Tracks and a Cluster of unknown size whose one SimpleBlock is `bodyBytes` of
 * filler (none below 9). Whole as a container (video-container.ts), not playable.
 */
export function webmBytes(bodyBytes = 1000, docType = 'webm'): Buffer {
  const element = (id: number[], value: Buffer) =>
    Buffer.concat([Buffer.from(id), Buffer.from([0x80 | value.length]), value]);
  const header = Buffer.concat([
    element([0x42, 0x86], Buffer.from([1])),
    element([0x42, 0xf7], Buffer.from([1])),
    element([0x42, 0xf2], Buffer.from([4])),
    element([0x42, 0xf3], Buffer.from([8])),
    element([0x42, 0x82], Buffer.from(docType, 'latin1')),
    element([0x42, 0x87], Buffer.from([2])),
    element([0x42, 0x85], Buffer.from([2])),
  ]);
  const unknownSize = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
  // A SimpleBlock (0xA3) with an eight-byte size: 9 bytes of header, the rest filler.
  const filler = Math.max(0, bodyBytes - 9);
  const block = Buffer.alloc(9 + filler, 0xec);
  block[0] = 0xa3;
  block[1] = 0x01;
  block.writeUIntBE(0, 2, 1);
  block.writeUIntBE(filler, 3, 6);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]),
    header,
    Buffer.from([0x18, 0x53, 0x80, 0x67, ...unknownSize]),
    Buffer.from([0x16, 0x54, 0xae, 0x6b, 0x80]),
    Buffer.from([0x1f, 0x43, 0xb6, 0x75, ...unknownSize]),
    ...(bodyBytes >= 9 ? [block] : []),
  ]);
}

/** An MP4 file of a brand: its `ftyp` box, an empty `moov` and an `mdat` of `bodyBytes` filler. Whole as a container, not playable. */
export function mp4Bytes(bodyBytes = 1000, brand = 'isom'): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from(`ftyp${brand}`, 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'latin1'),
  ]);
  const moov = Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from('moov', 'latin1')]);
  const mdat = Buffer.alloc(8 + bodyBytes, 0);
  mdat.writeUInt32BE(mdat.length, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, moov, mdat]);
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every file under an upload folder, temporary ones included, relative to it and sorted. */
export function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The refusal of a receive that must fail. */
export async function refusal(promise: Promise<unknown>): Promise<UploadError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof UploadError)) throw new Error(`expected an UploadError, got ${String(error)}`);
  return error;
}

/**
 * Checks a stored PDF as storedDocumentResponse serves it with the default caching: 200, its type,
 * length, hash as ETag and its bytes. Answers its Content-Disposition, which the caller checks.
 */
export async function expectServedPdf(response: Response, content: Buffer, hash: string): Promise<string> {
  expect(response.status).toBe(200);
  expect(Object.fromEntries(response.headers)).toMatchObject({
    'content-type': 'application/pdf',
    // The server pipeline sends it as Content-Length (lib/server/pipeline/file-length.mjs).
    'x-file-length': String(content.length),
    etag: `"${hash}"`,
    'cache-control': 'private, no-cache',
    'x-content-type-options': 'nosniff',
  });
  expect(Buffer.from(await response.arrayBuffer()).equals(content)).toBe(true);
  return response.headers.get('content-disposition') ?? '';
}
