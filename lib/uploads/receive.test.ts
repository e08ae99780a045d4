/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { forgetSettings } from '@/lib/config/settings.mjs';
import {
  receivePdfUploads,
  stopPdfChecker,
  UploadError,
  uploadMessageKey,
  uploadMessageValues,
  type ReceiveOptions,
} from './index';
import {
  filesUnder,
  multipartRequest,
  paddedPdfChunks,
  pdfWithForgedEncrypt,
  pdfWithoutPages,
  pdfWithPages,
  refusal,
  type FormPart,
  sha256,
} from './upload-fixtures';

jest.setTimeout(60_000);

let directory: string;
let threePages: Buffer;

beforeAll(async () => {
  threePages = await pdfWithPages(3);
});

afterAll(() => stopPdfChecker());

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'uploads-'));
});

afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

const filesOnDisk = () => filesUnder(directory);

function receive(parts: FormPart[], options: ReceiveOptions = {}) {
  return receivePdfUploads(multipartRequest(parts), { directory, ...options });
}

const messageIn = (messages: typeof en, error: UploadError) =>
  createTranslator({ locale: 'en', messages, namespace: 'Uploads' })(
    uploadMessageKey(error),
    uploadMessageValues(error),
  );

describe('receivePdfUploads: accepted files', () => {
  it('stores a valid PDF under its SHA-256 with its page count, and returns the form fields', async () => {
    const { fields, files } = await receive([
      { name: 'title', value: 'งบการเงินไตรมาส 1' },
      { name: 'file_th', filename: 'Q1 report.pdf', content: threePages },
    ]);
    const hash = sha256(threePages);
    expect(fields).toEqual({ title: 'งบการเงินไตรมาส 1' });
    expect(files).toEqual([
      {
        field: 'file_th',
        document: {
          hash,
          size: threePages.length,
          pages: 3,
          downloadName: 'Q1 report.pdf',
          path: path.join(directory, `${hash}.pdf`),
        },
      },
    ]);
    expect(readFileSync(files[0].document.path).equals(threePages)).toBe(true);
    expect(filesOnDisk()).toEqual([`${hash}.pdf`]);
  });

  it('takes one file per language, each with its own name and count', async () => {
    const onePage = await pdfWithPages(1);
    const { files } = await receive([
      { name: 'file_th', filename: 'รายงานประจำปี 2568.pdf', content: threePages },
      { name: 'file_en', filename: 'Annual report 2025.PDF', content: onePage },
    ]);
    expect(files.map(({ field, document }) => [field, document.pages, document.downloadName])).toEqual([
      ['file_th', 3, 'รายงานประจำปี 2568.pdf'],
      ['file_en', 1, 'Annual report 2025.pdf'],
    ]);
    expect(filesOnDisk()).toEqual([`${sha256(threePages)}.pdf`, `${sha256(onePage)}.pdf`].sort());
  });

  it('stores the same content once, however often and under whatever name it comes', async () => {
    const first = await receive([{ name: 'file', filename: 'a.pdf', content: threePages }]);
    const stored = statSync(first.files[0].document.path);
    const second = await receive([
      { name: 'file_th', filename: 'b.pdf', content: threePages },
      { name: 'file_en', filename: 'c.pdf', content: threePages },
    ]);
    expect(second.files.map(({ document }) => [document.hash, document.downloadName])).toEqual([
      [first.files[0].document.hash, 'b.pdf'],
      [first.files[0].document.hash, 'c.pdf'],
    ]);
    expect(filesOnDisk()).toEqual([`${sha256(threePages)}.pdf`]);
    // The stored file is the first one, untouched.
    expect(statSync(first.files[0].document.path).ino).toBe(stored.ino);
  });

  it('takes a file input left empty as no file', async () => {
    const { files, fields } = await receive([
      { name: 'title', value: 'x' },
      { name: 'file', filename: '', content: Buffer.alloc(0), type: 'application/octet-stream' },
    ]);
    expect(files).toEqual([]);
    expect(fields).toEqual({ title: 'x' });
    expect(filesOnDisk()).toEqual([]);
  });

  it('sanitises the uploaded name: no path, no control characters, Thai kept, length bounded', async () => {
    const long = 'ก'.repeat(300);
    const { files } = await receive([
      { name: 'a', filename: '../../etc/pa\u0007ss\u202ewd.pdf', content: threePages },
      { name: 'b', filename: `${long}.pdf`, content: threePages },
    ]);
    expect(files[0].document.downloadName).toBe('passwd.pdf');
    expect(files[1].document.downloadName).toBe(`${'ก'.repeat(100)}.pdf`);
  });
});

describe('receivePdfUploads: refusals leave nothing on disk', () => {
  const cases: [string, () => Promise<Buffer> | Buffer, string, string, string][] = [
    [
      'a text file named .pdf',
      () => Buffer.from('Quarterly results\n'.repeat(100)),
      'not-pdf',
      'results.pdf is not a PDF. Please upload a PDF file.',
      'results.pdf ไม่ใช่ไฟล์ PDF กรุณาอัปโหลดไฟล์ PDF',
    ],
    [
      'a PDF that asks for a password',
      () => pdfWithPages(2, { userPassword: 'secret', ownerPassword: 'owner' }),
      'encrypted',
      'results.pdf is password-protected or encrypted. Please upload it without protection.',
      'results.pdf มีการตั้งรหัสผ่านหรือเข้ารหัสไว้ กรุณาอัปโหลดไฟล์ที่ไม่มีการป้องกัน',
    ],
    [
      'a PDF encrypted with an owner password only (opens without one)',
      () => pdfWithPages(2, { ownerPassword: 'owner' }),
      'encrypted',
      '',
      '',
    ],
    ['a PDF whose trailer names an /Encrypt dictionary', () => pdfWithForgedEncrypt(), 'encrypted', '', ''],
    [
      'a PDF cut in half',
      async () => (await pdfWithPages(3)).subarray(0, 900),
      'broken',
      'results.pdf is damaged or incomplete and cannot be read as a PDF.',
      'results.pdf เสียหายหรือไม่สมบูรณ์ จึงไม่สามารถอ่านเป็นไฟล์ PDF ได้',
    ],
    ['a PDF missing its last bytes (no %%EOF)', async () => (await pdfWithPages(3)).subarray(0, -30), 'broken', '', ''],
    ['a PDF header and nothing else', () => Buffer.from('%PDF-1.7\n'), 'broken', '', ''],
    [
      'an empty file',
      () => Buffer.alloc(0),
      'empty',
      'results.pdf is empty: it has no content or no pages.',
      'results.pdf เป็นไฟล์ว่าง ไม่มีเนื้อหาหรือไม่มีหน้าเอกสาร',
    ],
    ['a PDF without pages', () => pdfWithoutPages(), 'empty', '', ''],
  ];

  it.each(cases)('refuses %s', async (_, make, code, english, thai) => {
    const content = await make();
    const error = await refusal(receive([{ name: 'file', filename: 'results.pdf', content }]));
    expect(error.code).toBe(code);
    expect(error.status).toBe(400);
    expect(error.values).toEqual({ file: 'results.pdf' });
    if (english) expect(messageIn(en, error)).toBe(english);
    if (thai) expect(messageIn(th as typeof en, error)).toBe(thai);
    expect(filesOnDisk()).toEqual([]);
  });

  it('stores neither file when the second of two is refused, and keeps what was stored before', async () => {
    const before = await receive([{ name: 'file', filename: 'a.pdf', content: threePages }]);
    const onePage = await pdfWithPages(1);
    const error = await refusal(
      receive(
        [
          { name: 'file_th', filename: 'a.pdf', content: threePages },
          { name: 'file_en', filename: 'b.pdf', content: onePage },
          { name: 'file_x', filename: 'c.pdf', content: Buffer.from('%PDF-1.4 no more') },
        ],
        { maxFiles: 3 },
      ),
    );
    expect(error.code).toBe('broken');
    expect(error.values).toEqual({ file: 'c.pdf' });
    expect(filesOnDisk()).toEqual([path.basename(before.files[0].document.path)]);
  });

  it('stops reading a file beyond the size cap, deletes what it wrote and says the cap', async () => {
    const big = paddedPdfChunks(2 * 1024 * 1024);
    let produced = 0;
    const request = multipartRequest([{ name: 'file', filename: 'big.pdf', content: big.chunks }], {
      onPull: (bytes) => (produced = bytes),
    });
    const error = await refusal(receivePdfUploads(request, { directory, maxFileBytes: 256 * 1024 }));
    expect(error.code).toBe('too-large');
    expect(error.status).toBe(413);
    expect(error.values).toEqual({ file: 'big.pdf', maxMb: 0.25 });
    expect(messageIn(en, error)).toBe('The file is too large. A PDF may be at most 0.25 MB.');
    expect(messageIn(th as typeof en, error)).toBe('ไฟล์มีขนาดใหญ่เกินไป ไฟล์ PDF ต้องมีขนาดไม่เกิน 0.25 MB');
    // Refused soon after the cap: the rest of the body was never asked for.
    expect(produced).toBeLessThan(1024 * 1024);
    expect(filesOnDisk()).toEqual([]);
  });

  it('refuses a body whose declared length is beyond every bound before reading it', async () => {
    let produced = 0;
    const request = multipartRequest([{ name: 'file', filename: 'a.pdf', content: threePages }], {
      contentLength: 10 * 1024 * 1024,
      onPull: (bytes) => (produced = bytes),
    });
    const error = await refusal(receivePdfUploads(request, { directory, maxFileBytes: 1024 * 1024 }));
    expect(error.code).toBe('too-large');
    // At most the part's header was asked for (a Request takes the first chunk as it is made), not the file.
    expect(produced).toBeLessThan(threePages.length);
  });

  it('refuses a non-PDF at its first bytes, without writing it out', async () => {
    let produced = 0;
    const megabyte = Buffer.alloc(64 * 1024, 'x');
    function* notPdf() {
      for (let i = 0; i < 64; i += 1) yield megabyte;
    }
    const request = multipartRequest([{ name: 'file', filename: 'x.pdf', content: notPdf }], {
      onPull: (bytes) => (produced = bytes),
    });
    const error = await refusal(receivePdfUploads(request, { directory }));
    expect(error.code).toBe('not-pdf');
    expect(produced).toBeLessThan(1024 * 1024);
    expect(filesOnDisk()).toEqual([]);
  });

  it.each([
    ['too many files', { maxFiles: 2 }, 3, 0, 'too-many-files', { max: 2 }],
    ['too many fields', { maxFields: 3 }, 1, 5, 'too-many-fields', { max: 3 }],
  ] as const)('refuses %s', async (_, limits, fileCount, fieldCount, code, values) => {
    const parts: FormPart[] = [
      ...Array.from({ length: fieldCount }, (__, index) => ({ name: `f${index}`, value: 'v' })),
      ...Array.from({ length: fileCount }, (__, index) => ({
        name: `file${index}`,
        filename: `${index}.pdf`,
        content: threePages,
      })),
    ];
    const error = await refusal(receive(parts, limits));
    expect(error.code).toBe(code);
    expect(error.values).toEqual(values);
    expect(filesOnDisk()).toEqual([]);
  });

  it('refuses a field value over its bound', async () => {
    const error = await refusal(
      receive(
        [
          { name: 'title', value: 'x'.repeat(101) },
          { name: 'file', filename: 'a.pdf', content: threePages },
        ],
        { maxFieldBytes: 100 },
      ),
    );
    expect(error.code).toBe('field-too-long');
    expect(error.values).toEqual({ field: 'title', max: 100 });
    expect(messageIn(en, error)).toBe('The field title is too long: at most 100 bytes.');
    expect(filesOnDisk()).toEqual([]);
  });

  it('refuses a file in a field it was not asked for', async () => {
    const error = await refusal(
      receive([{ name: 'avatar', filename: 'a.pdf', content: threePages }], { fileFields: ['file_th', 'file_en'] }),
    );
    expect(error.code).toBe('unexpected-file');
    expect(error.values).toEqual({ field: 'avatar' });
    expect(filesOnDisk()).toEqual([]);
  });

  it('takes an empty file input of another field as no file', async () => {
    const received = await receive(
      [
        { name: 'title', value: 'kept' },
        { name: 'figures_file', filename: '', content: Buffer.alloc(0) },
      ],
      { fileFields: ['file_th'] },
    );
    expect(received.fields).toMatchObject({ title: 'kept' });
    expect(received.files).toEqual([]);
    expect(filesOnDisk()).toEqual([]);
  });

  it('refuses a body that is not multipart, and one cut off in the middle', async () => {
    const json = new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const notMultipart = await refusal(receivePdfUploads(json, { directory }));
    expect([notMultipart.code, notMultipart.status]).toEqual(['not-multipart', 415]);

    const cut = multipartRequest([{ name: 'file', filename: 'a.pdf', content: threePages }], { cutAt: 1500 });
    const malformed = await refusal(receivePdfUploads(cut, { directory }));
    expect([malformed.code, malformed.status]).toEqual(['malformed', 400]);
    expect(messageIn(th as typeof en, malformed)).toBe('การอัปโหลดถูกตัดกลางคันหรือแบบฟอร์มไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง');
    expect(filesOnDisk()).toEqual([]);
  });
});

describe('receivePdfUploads: streaming', () => {
  it('writes a large file to disk as it arrives, never holding more than a few chunks', async () => {
    const size = 24 * 1024 * 1024;
    const big = paddedPdfChunks(size);
    const partial = path.join(directory, '.partial');
    let largestLag = 0;
    let checks = 0;
    let lastCheck = 0;
    const onPull = (produced: number) => {
      if (produced - lastCheck < 1024 * 1024) return;
      lastCheck = produced;
      const names = readdirSync(partial, { withFileTypes: true }).filter((entry) => entry.isFile());
      const onDisk = names.length === 1 ? statSync(path.join(partial, names[0].name)).size : 0;
      largestLag = Math.max(largestLag, produced - onDisk);
      checks += 1;
    };
    const hash = createHash('sha256');
    for (const chunk of big.chunks()) hash.update(chunk);

    const { files } = await receivePdfUploads(
      multipartRequest([{ name: 'file', filename: 'big.pdf', content: big.chunks }], { onPull }),
      {
        directory,
        maxFileBytes: 32 * 1024 * 1024,
      },
    );
    expect(files[0].document).toMatchObject({ hash: hash.digest('hex'), size, pages: 1 });
    expect(checks).toBeGreaterThan(20);
    // What has been read but is not on disk yet stays within the streams' buffers, far below the file.
    expect(largestLag).toBeLessThan(2 * 1024 * 1024);
    expect(filesOnDisk()).toEqual([`${files[0].document.hash}.pdf`]);
  });
});

describe('receivePdfUploads: settings', () => {
  afterEach(() => {
    delete process.env.UPLOAD_MAX_MB;
    delete process.env.UPLOAD_DIR;
    forgetSettings();
  });

  it('takes its cap from UPLOAD_MAX_MB and its folder from UPLOAD_DIR', async () => {
    process.env.UPLOAD_MAX_MB = '1';
    process.env.UPLOAD_DIR = directory;
    const big = paddedPdfChunks(1024 * 1024 + 1);
    const error = await refusal(
      receivePdfUploads(multipartRequest([{ name: 'file', filename: 'a.pdf', content: big.chunks }])),
    );
    expect(error.values).toEqual({ file: 'a.pdf', maxMb: 1 });
    const { files } = await receivePdfUploads(
      multipartRequest([{ name: 'file', filename: 'a.pdf', content: threePages }]),
    );
    expect(files[0].document.path).toBe(path.join(directory, `${sha256(threePages)}.pdf`));
  });
});
