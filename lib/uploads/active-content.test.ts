/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { checkPdfFile, receiveVideoUpload, stopPdfChecker, storedVideoResponse, UploadError } from './index';
import { filesUnder, mp4Bytes, multipartRequest, pdfWithPages, rawPdf, sha256, webmBytes } from './upload-fixtures';

jest.setTimeout(60_000);

let directory: string;
beforeAll(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'uploads-active-'));
});
afterAll(async () => {
  await stopPdfChecker();
  rmSync(directory, { recursive: true, force: true });
});

let fileCount = 0;
async function check(bytes: Buffer) {
  const file = path.join(directory, `crafted-${(fileCount += 1)}.pdf`);
  writeFileSync(file, bytes);
  return checkPdfFile(file);
}

const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>';
/** A one-page PDF whose catalogue holds `extra`, and any further objects from number 4. */
const withCatalog = (extra: string, more: string[] = []) =>
  rawPdf([`<< /Type /Catalog /Pages 2 0 R ${extra} >>`, PAGES, PAGE, ...more]);

describe('a PDF with active content is refused, naming what was found', () => {
  it.each([
    [
      'an /OpenAction JavaScript',
      withCatalog('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>'),
      ['JavaScript'],
    ],
    [
      'a document-level script in /Names',
      withCatalog('/Names << /JavaScript << /Names [(a) << /S /JavaScript /JS (app.alert\\(1\\)) >>] >> >>'),
      ['JavaScript'],
    ],
    ['an /OpenAction /Launch', withCatalog('/OpenAction << /S /Launch /F (calc.exe) >>'), ['a Launch action']],
    [
      'a /Launch spelled with #-escapes',
      withCatalog('/OpenAction << /S /L#61unch /F (calc.exe) >>'),
      ['a Launch action'],
    ],
    [
      'an embedded file',
      withCatalog('/Names << /EmbeddedFiles << /Names [(a.html) 4 0 R] >> >>', [
        '<< /Type /Filespec /F (a.html) /EF << /F 5 0 R >> >>',
        '<< /Type /EmbeddedFile /Length 6 >>\nstream\n<html>\nendstream',
      ]),
      ['embedded files'],
    ],
    [
      'an XFA form',
      withCatalog('/AcroForm << /Fields [] /XFA 4 0 R >>', ['<< /Length 7 >>\nstream\n<xdp/>\n\nendstream']),
      ['an XFA form'],
    ],
    [
      'a /Launch packed in a compressed object stream',
      withCatalog('', [
        `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${deflateSync('9 0 << /S /Launch /F (calc.exe) >>').length} >>\nstream\n${deflateSync('9 0 << /S /Launch /F (calc.exe) >>').toString('latin1')}\nendstream`,
      ]),
      ['a Launch action'],
    ],
  ])('%s', async (_name, bytes, found) => {
    await expect(check(bytes)).resolves.toEqual({ ok: false, reason: 'active-content', found });
  });

  it('names every kind found at once', async () => {
    const bytes = withCatalog(
      '/OpenAction << /S /JavaScript /JS (x) /Next << /S /Launch /F (calc.exe) >> >> /AcroForm << /Fields [] /XFA 4 0 R >>',
      ['<< /Length 7 >>\nstream\n<xdp/>\n\nendstream'],
    );
    await expect(check(bytes)).resolves.toEqual({
      ok: false,
      reason: 'active-content',
      found: ['JavaScript', 'a Launch action', 'an XFA form'],
    });
  });

  it('passes a plain PDF, and a name that only looks alike', async () => {
    await expect(check(await pdfWithPages(2))).resolves.toEqual({ ok: true, pages: 2 });
    await expect(check(withCatalog('/PageMode /UseNone /Lang (en-JS) /JSX 1'))).resolves.toEqual({
      ok: true,
      pages: 1,
    });
  });
});

describe('a PDF with data after its last %%EOF', () => {
  it('is refused when the data is another file (an HTML page appended)', async () => {
    const html = Buffer.concat([
      await pdfWithPages(1),
      Buffer.from('<html><script>alert(1)</script></html>\n', 'latin1'),
    ]);
    await expect(check(html)).resolves.toEqual({ ok: false, reason: 'trailing-data' });
  });

  it('passes when it is whitespace only', async () => {
    await expect(check(Buffer.concat([await pdfWithPages(1), Buffer.from('\r\n \n\0', 'latin1')]))).resolves.toEqual({
      ok: true,
      pages: 1,
    });
  });
});

describe('a video must parse as its container to its last byte', () => {
  const upload = (content: Buffer, filename: string) =>
    receiveVideoUpload(multipartRequest([{ name: 'video', filename, content, type: 'video/mp4' }]), {
      directory: path.join(directory, 'videos'),
    });
  const refused = async (content: Buffer, filename: string) => {
    const error = await upload(content, filename).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).code).toBe('not-video');
  };

  it('refuses an ftyp header followed by HTML, and boxes that do not chain to the end', async () => {
    const ftyp = mp4Bytes(0).subarray(0, 24);
    await refused(Buffer.concat([ftyp, Buffer.from('<html><script>alert(1)</script></html>', 'latin1')]), 'page.mp4');
    await refused(Buffer.concat([mp4Bytes(100), Buffer.from('<html></html>', 'latin1')]), 'tail.mp4');
    // ftyp then a free box only: no moov, no mdat.
    const free = Buffer.alloc(16);
    free.writeUInt32BE(16, 0);
    free.write('free', 4, 'latin1');
    await refused(Buffer.concat([ftyp, free]), 'empty.mp4');
    expect(filesUnder(path.join(directory, 'videos')).filter((name) => !name.startsWith('.partial'))).toEqual([]);
  });

  it('refuses a WebM header followed by HTML or by anything but WebM elements', async () => {
    const whole = webmBytes(200);
    await refused(Buffer.concat([whole, Buffer.from('<html></html>', 'latin1')]), 'tail.webm');
    // The EBML header and the Segment's start, then a page.
    await refused(
      Buffer.concat([
        whole.subarray(0, whole.indexOf(Buffer.from([0x16, 0x54, 0xae, 0x6b]))),
        Buffer.from('<html><body>x</body></html>', 'latin1'),
      ]),
      'page.webm',
    );
  });

  it('stores an MP4 and a WebM whose containers are whole', async () => {
    const mp4 = mp4Bytes(5000);
    await expect(upload(mp4, 'call.mp4')).resolves.toMatchObject({ video: { hash: sha256(mp4), type: 'mp4' } });
    const webm = webmBytes(5000);
    await expect(upload(webm, 'call.webm')).resolves.toMatchObject({ video: { hash: sha256(webm), type: 'webm' } });
  });

  it('is served as an attachment: only PDFs open inline', async () => {
    const mp4 = mp4Bytes(100);
    const stored = await upload(mp4, 'call.mp4');
    const response = await storedVideoResponse(`${stored.video.hash}.mp4`, {
      directory: path.join(directory, 'videos'),
    });
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${stored.video.hash}.mp4"`);
  });
});
