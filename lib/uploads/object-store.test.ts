/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { forgetSettings } from '@/lib/config/settings.mjs';
import { restoreBackup, takeBackup } from '@/lib/backend';
import { diskStore, uploadsForBackup, uploadStore, type ObjectStore } from './object-store';
import { startS3TestServer, type S3TestServer } from './s3-test-server';
import {
  documentThumbnail,
  receivePdfUploads,
  receiveVideoUpload,
  stopPdfChecker,
  storedDocumentResponse,
  storedVideoResponse,
} from './index';
import { expectServedPdf, filesUnder, multipartRequest, pdfWithPages, sha256, webmBytes } from './upload-fixtures';

jest.setTimeout(60_000);

/**
 * The same behaviour of both stores (docs/uploads.md, Storage): the folder in a temporary directory,
 * and object storage on an s3rver started here on 127.0.0.1 (a free port, a temporary folder).
 */

let server: S3TestServer;
let scratch: string;

beforeAll(async () => {
  server = await startS3TestServer();
});

afterAll(async () => {
  await server.stop();
  await stopPdfChecker();
});

beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'uploads-object-store-'));
});

afterEach(() => {
  rmSync(scratch, { recursive: true, force: true });
});

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('latin1');
}

/** A local file of `content`, as an upload's temporary file is. */
function localFile(content: string): string {
  const file = path.join(scratch, '.partial', `${sha256(Buffer.from(content))}.part`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  return file;
}

const backends: [string, () => ObjectStore][] = [
  ['the folder', () => diskStore(path.join(scratch, 'uploads'))],
  ['object storage (s3rver)', () => server.store],
];

describe.each(backends)('%s', (_name, makeStore) => {
  let store: ObjectStore;
  // Keys of this test only: the bucket lives through the whole file.
  const key = (name: string) => `${expect.getState().currentTestName?.length ?? 0}-${name}`;

  beforeEach(() => {
    store = makeStore();
  });

  afterEach(async () => {
    for (const stored of await store.list()) await store.delete(stored);
  });

  it('puts a file, then heads it and gets it whole or in a byte range', async () => {
    const name = key('a.pdf');
    await store.put(name, localFile('0123456789abcdef'), { contentType: 'application/pdf', length: 16 });
    expect(await store.head(name)).toEqual({ length: 16 });
    const whole = await store.get(name);
    expect(whole?.length).toBe(16);
    expect(await text(whole!.body)).toBe('0123456789abcdef');
    const part = await store.get(name, { start: 3, end: 6 });
    expect(part?.length).toBe(4);
    expect(await text(part!.body)).toBe('3456');
    const last = await store.get(name, { start: 15, end: 15 });
    expect(await text(last!.body)).toBe('f');
  });

  it('answers null for a key not stored, and deletes one (twice is no error)', async () => {
    const name = key('gone.webm');
    expect(await store.head(name)).toBeNull();
    expect(await store.get(name)).toBeNull();
    await store.put(name, localFile('video bytes'), { contentType: 'video/webm', length: 11 });
    expect(await store.head(name)).toEqual({ length: 11 });
    await store.delete(name);
    await store.delete(name);
    expect(await store.head(name)).toBeNull();
    expect(await store.get(name)).toBeNull();
  });

  it('lists the keys stored, by prefix, in order', async () => {
    for (const name of ['bb.pdf', 'ab.mp4', 'aa.pdf'])
      await store.put(name, localFile(name), { contentType: 'application/octet-stream', length: name.length });
    expect(await store.list()).toEqual(['aa.pdf', 'ab.mp4', 'bb.pdf']);
    expect(await store.list('a')).toEqual(['aa.pdf', 'ab.mp4']);
    expect(await store.list('c')).toEqual([]);
  });

  it('replaces a key with the bytes put last', async () => {
    const name = key('same.pdf');
    await store.put(name, localFile('first'), { contentType: 'application/pdf', length: 5 });
    await store.put(name, localFile('second'), { contentType: 'application/pdf', length: 6 });
    expect(await text((await store.get(name))!.body)).toBe('second');
  });

  it('refuses a key that is a path, or hidden', async () => {
    for (const name of ['../secret', 'a/b.pdf', '.partial', '', 'a b.pdf'])
      await expect(store.head(name)).rejects.toThrow("not a stored file's name");
  });
});

describe('the folder', () => {
  it('keeps the names of today: <sha256>.pdf and <sha256>.<webm|mp4> in UPLOAD_DIR', async () => {
    const directory = path.join(scratch, 'uploads');
    const store = diskStore(directory);
    const hash = 'a'.repeat(64);
    await store.put(`${hash}.pdf`, localFile('%PDF-'), { contentType: 'application/pdf', length: 5 });
    await store.put(`${hash}.webm`, localFile('webm'), { contentType: 'video/webm', length: 4 });
    expect(readdirSync(directory).filter((name) => !name.startsWith('.'))).toEqual([`${hash}.pdf`, `${hash}.webm`]);
    expect(store.locate(`${hash}.pdf`)).toBe(path.join(directory, `${hash}.pdf`));
  });
});

describe('uploads and their serving on object storage', () => {
  afterEach(async () => {
    for (const stored of await server.store.list()) await server.store.delete(stored);
  });

  it('stores a checked PDF in the bucket, leaves no local file, and serves it: 200, then 304', async () => {
    const pdf = await pdfWithPages(2);
    const hash = sha256(pdf);
    const { files } = await receivePdfUploads(
      multipartRequest([{ name: 'file_th', filename: 'รายงาน Q1.pdf', content: pdf }]),
      { directory: scratch, store: server.store, fileFields: ['file_th'] },
    );
    expect(files[0].document).toMatchObject({ hash, pages: 2, path: `s3://${server.bucket}/${hash}.pdf` });
    expect(await server.store.list()).toEqual([`${hash}.pdf`]);
    // The temporary file is gone; nothing of the PDF is in the local folder.
    expect(filesUnder(scratch)).toEqual([]);

    const response = await storedDocumentResponse(hash, { store: server.store, downloadName: 'รายงาน Q1.pdf' });
    expect(await expectServedPdf(response, pdf, hash)).toBe(
      `inline; filename="_ Q1.pdf"; filename*=UTF-8''${encodeURIComponent('รายงาน Q1.pdf')}`,
    );

    const again = await storedDocumentResponse(hash, {
      store: server.store,
      downloadName: 'a.pdf',
      request: new Request('http://localhost/x', { headers: { 'if-none-match': `"${hash}"` } }),
    });
    expect(again.status).toBe(304);
    expect(await storedDocumentResponse('b'.repeat(64), { store: server.store, downloadName: 'a.pdf' })).toHaveProperty(
      'status',
      404,
    );
  });

  it('draws a thumbnail from a temporary local copy, kept in the local folder', async () => {
    const pdf = await pdfWithPages(1);
    const hash = sha256(pdf);
    const file = localFile(pdf.toString('latin1'));
    writeFileSync(file, pdf);
    await server.store.put(`${hash}.pdf`, file, { contentType: 'application/pdf', length: pdf.length });
    rmSync(path.join(scratch, '.partial'), { recursive: true, force: true });
    const thumbnail = await documentThumbnail(hash, { directory: scratch, store: server.store });
    expect(thumbnail).toEqual({ ok: true, file: path.join(scratch, `${hash}.thumb.png`) });
    // The copy of the PDF is removed once drawn.
    expect(filesUnder(scratch)).toEqual([`${hash}.thumb.png`]);
    expect(await documentThumbnail('c'.repeat(64), { directory: scratch, store: server.store })).toEqual({
      ok: false,
      reason: 'not-stored',
    });
  });

  it('stores a video in the bucket and serves a byte range with 206, a whole file with 200', async () => {
    const webm = webmBytes(40_000);
    const hash = sha256(webm);
    const { video } = await receiveVideoUpload(
      multipartRequest([{ name: 'video', filename: 'call.webm', content: webm, type: 'video/webm' }]),
      { directory: scratch, store: server.store },
    );
    expect(video).toMatchObject({ hash, type: 'webm', size: webm.length, path: `s3://${server.bucket}/${hash}.webm` });
    expect(filesUnder(scratch)).toEqual([]);

    const name = `${hash}.webm`;
    const ranged = await storedVideoResponse(name, {
      store: server.store,
      request: new Request('http://localhost/x', { headers: { range: 'bytes=100-1099' } }),
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-1099/${webm.length}`);
    expect(ranged.headers.get('x-file-length')).toBe('1000');
    expect(ranged.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await ranged.arrayBuffer()).equals(webm.subarray(100, 1100))).toBe(true);

    const whole = await storedVideoResponse(name, {
      store: server.store,
      // An If-Range of another version: the whole file.
      request: new Request('http://localhost/x', { headers: { range: 'bytes=0-9', 'if-range': '"other"' } }),
    });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('x-file-length')).toBe(String(webm.length));
    expect(Buffer.from(await whole.arrayBuffer()).equals(webm)).toBe(true);

    const past = await storedVideoResponse(name, {
      store: server.store,
      request: new Request('http://localhost/x', { headers: { range: `bytes=${webm.length + 10}-` } }),
    });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${webm.length}`);
  });
});

describe('uploadStore: from the settings', () => {
  const names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'UPLOAD_DIR'] as const;
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));

  afterEach(() => {
    for (const name of names)
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    forgetSettings();
  });

  it('is the folder with no object storage setting, the bucket with all of them', async () => {
    for (const name of names) delete process.env[name];
    process.env.UPLOAD_DIR = scratch;
    expect(uploadStore()).toMatchObject({ kind: 'disk' });
    expect(uploadStore().locate('x.pdf')).toBe(path.join(scratch, 'x.pdf'));

    process.env.S3_ENDPOINT = server.endpoint;
    process.env.S3_BUCKET = server.bucket;
    process.env.S3_ACCESS_KEY_ID = 'S3RVER';
    process.env.S3_SECRET_ACCESS_KEY = 'S3RVER';
    const store = uploadStore();
    expect(store.kind).toBe('s3');
    expect(uploadStore()).toBe(store);
    const hash = 'd'.repeat(64);
    await store.put(`${hash}.pdf`, localFile('%PDF-1.4 by the settings'), {
      contentType: 'application/pdf',
      length: 24,
    });
    // The serving functions take the settings' store when given none.
    const response = await storedDocumentResponse(hash, { downloadName: 'a.pdf' });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('%PDF-1.4 by the settings');
    await store.delete(`${hash}.pdf`);
  });

  it('backs up the bucket with the store, and a restore uploads what the bucket lacks (docs/backups.md)', async () => {
    for (const name of names) delete process.env[name];
    process.env.UPLOAD_DIR = scratch;
    expect(uploadsForBackup()).toEqual({ uploadsDir: scratch });
    process.env.S3_ENDPOINT = server.endpoint;
    process.env.S3_BUCKET = server.bucket;
    process.env.S3_ACCESS_KEY_ID = 'S3RVER';
    process.env.S3_SECRET_ACCESS_KEY = 'S3RVER';
    const uploads = uploadsForBackup();
    if (!('uploadsBucket' in uploads)) throw new Error('expected the bucket');
    expect(uploads.uploadsBucket.name).toBe(`s3://${server.bucket}`);

    const files = ['first', 'second'].map((word) => Buffer.from(`%PDF-1.4 ${word} stored in the bucket\n%%EOF\n`));
    const keys = files.map((file) => `${sha256(file)}.pdf`);
    for (const [index, file] of files.entries()) {
      writeFileSync(path.join(scratch, 'put.pdf'), file);
      await server.store.put(keys[index], path.join(scratch, 'put.pdf'), {
        contentType: 'application/pdf',
        length: file.length,
      });
    }
    const live = path.join(scratch, 'live');
    mkdirSync(path.join(live, 'documents'), { recursive: true });
    // An empty store is enough here: the uploads are what is tested.
    writeFileSync(path.join(live, 'ir.db'), '');
    const backup = await takeBackup({
      dir: path.join(scratch, 'backups'),
      databaseFile: path.join(live, 'ir.db'),
      databaseUrl: null,
      documentsDir: path.join(live, 'documents'),
      ...uploads,
    });
    expect(backup.manifest.files.map((file) => file.path).filter((file) => file.startsWith('uploads/'))).toEqual(
      keys.map((key) => `uploads/${key}`).sort(),
    );

    // One file lost from the bucket: the restore uploads it again, with its bytes and type, and leaves the other.
    await server.store.delete(keys[0]);
    const restored = await restoreBackup({
      from: backup.path,
      databaseFile: path.join(scratch, 'restored', 'ir.db'),
      databaseUrl: null,
      documentsDir: path.join(scratch, 'restored', 'documents'),
      ...uploads,
    });
    expect(restored.uploads).toBe(2);
    expect(await server.store.list()).toEqual(expect.arrayContaining(keys));
    const back = await server.store.get(keys[0]);
    const chunks: Buffer[] = [];
    for await (const chunk of back!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(files[0]);
    for (const key of keys) await server.store.delete(key);
  });
});
