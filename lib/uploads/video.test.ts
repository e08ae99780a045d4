/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { forgetSettings } from '@/lib/config/settings.mjs';
import {
  receiveVideoUpload,
  sniffVideo,
  storedVideoResponse,
  UploadError,
  uploadMessageKey,
  uploadMessageValues,
  videoMaxBytes,
} from './index';
import {
  filesUnder,
  multipartRequest,
  mp4Bytes,
  paddedPdfChunks,
  refusal,
  webmBytes,
  type FormPart,
  sha256,
} from './upload-fixtures';

let directory: string;

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'uploads-video-'));
});

afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

const filesOnDisk = () => filesUnder(directory);

describe('sniffVideo', () => {
  it('knows a WebM by its EBML header and an MP4 by its ftyp box', () => {
    expect(sniffVideo(webmBytes(0))).toBe('webm');
    expect(sniffVideo(mp4Bytes(0))).toBe('mp4');
    expect(sniffVideo(mp4Bytes(0, 'mp42'))).toBe('mp4');
  });

  it.each([
    ['a Matroska file', webmBytes(0, 'matroska')],
    ['a QuickTime movie', mp4Bytes(0, 'qt  ')],
    ['an MP4 audio file', mp4Bytes(0, 'M4A ')],
    ['a PDF', Buffer.from('%PDF-1.7\n%%EOF\n')],
    ['text', Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nhello\n')],
    ['nothing', Buffer.alloc(0)],
    ['a truncated ftyp box', Buffer.from([0, 0, 0, 8, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d])],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffVideo(bytes)).toBeNull();
  });
});

describe('receiveVideoUpload', () => {
  const receive = (parts: FormPart[], maxFileBytes?: number) =>
    receiveVideoUpload(multipartRequest(parts), { directory, maxFileBytes });

  it('stores a WebM and an MP4 under their SHA-256 with their type, and returns the fields', async () => {
    const webm = webmBytes(50_000);
    const { fields, video } = await receive([
      { name: 'quarter', value: '2025-q3' },
      { name: 'video', filename: 'Q3 call.webm', content: webm, type: 'video/webm' },
    ]);
    const hash = sha256(webm);
    expect(fields).toEqual({ quarter: '2025-q3' });
    expect(video).toEqual({
      hash,
      type: 'webm',
      size: webm.length,
      path: path.join(directory, `${hash}.webm`),
      href: `/videos/${hash}.webm`,
    });
    expect(readFileSync(video.path).equals(webm)).toBe(true);
    const mp4 = mp4Bytes(10_000);
    // The name and the declared type do not count: the content does.
    const second = await receive([{ name: 'video', filename: 'call.webm', content: mp4, type: 'video/webm' }]);
    expect(second.video.type).toBe('mp4');
    expect(filesOnDisk()).toEqual([`${hash}.webm`, `${sha256(mp4)}.mp4`].sort());
  });

  it('refuses a file that is no WebM or MP4 by its first bytes, leaving nothing on disk', async () => {
    for (const content of [Buffer.from('%PDF-1.7 not a video'), webmBytes(100, 'matroska'), mp4Bytes(100, 'qt  ')]) {
      const error = await refusal(receive([{ name: 'video', filename: 'clip.mov', content, type: 'video/mp4' }]));
      expect([error.code, error.status, error.values]).toEqual(['not-video', 400, { file: 'clip.mov' }]);
    }
    expect(filesOnDisk()).toEqual([]);
  });

  it('stops reading past the cap with 413 and removes the part', async () => {
    const big = webmBytes(300_000);
    const error = await refusal(receive([{ name: 'video', filename: 'long.webm', content: big }], 100_000));
    expect([error.code, error.status]).toEqual(['video-too-large', 413]);
    expect(filesOnDisk()).toEqual([]);
  });

  it('refuses a form without the video, a second file, or a file in another field', async () => {
    expect((await refusal(receive([{ name: 'quarter', value: '2025-q3' }]))).code).toBe('no-file');
    expect((await refusal(receive([{ name: 'file_th', filename: 'a.webm', content: webmBytes() }]))).code).toBe(
      'unexpected-file',
    );
    const two = await refusal(
      receive([
        { name: 'video', filename: 'a.webm', content: webmBytes() },
        { name: 'video', filename: 'b.webm', content: webmBytes(10) },
      ]),
    );
    expect(two.code).toBe('too-many-files');
    expect(
      (
        await refusal(
          receiveVideoUpload(new Request('http://localhost/', { method: 'POST', body: 'x' }), { directory }),
        )
      ).code,
    ).toBe('not-multipart');
    expect(filesOnDisk()).toEqual([]);
  });

  it('does not write a PDF padded to the cap: it is refused at its first bytes', async () => {
    const padded = paddedPdfChunks(5_000_000);
    const error = await refusal(receive([{ name: 'video', filename: 'a.webm', content: padded.chunks }], 10_000_000));
    expect(error.code).toBe('not-video');
    expect(filesOnDisk()).toEqual([]);
  });

  it('takes its cap from VIDEO_MAX_MB', () => {
    forgetSettings();
    expect(videoMaxBytes()).toBe(500 * 1024 * 1024);
    process.env.VIDEO_MAX_MB = '3';
    forgetSettings();
    try {
      expect(videoMaxBytes()).toBe(3 * 1024 * 1024);
    } finally {
      delete process.env.VIDEO_MAX_MB;
      forgetSettings();
    }
  });

  it('has a message in both languages for each of its refusals', () => {
    for (const code of ['not-video', 'video-too-large', 'no-file'] as const) {
      const error = new UploadError(code, { file: 'clip.mov', maxMb: 500 });
      for (const messages of [en, th]) {
        const text = createTranslator({ locale: 'en', messages, namespace: 'Uploads' })(
          uploadMessageKey(error),
          uploadMessageValues(error),
        );
        expect(text).not.toMatch(/Uploads\./);
        expect(text.length).toBeGreaterThan(10);
      }
    }
  });
});

describe('storedVideoResponse', () => {
  const content = webmBytes(5000);
  const hash = sha256(content);
  const name = `${hash}.webm`;
  const get = (headers: Record<string, string> = {}, file = name) =>
    storedVideoResponse(file, { directory, request: new Request('http://localhost/videos/x', { headers }) });

  beforeEach(() => writeFileSync(path.join(directory, name), content));

  it('streams the whole file with its type, length, ETag and Accept-Ranges', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'video/webm',
      'x-file-length': String(content.length),
      'accept-ranges': 'bytes',
      etag: `"${hash}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-cache',
    });
    expect(Buffer.from(await response.arrayBuffer()).equals(content)).toBe(true);
  });

  it('answers a byte range with 206 and that part alone, as a player seeking asks', async () => {
    const response = await get({ range: 'bytes=100-199' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 100-199/${content.length}`);
    expect(response.headers.get('x-file-length')).toBe('100');
    expect(Buffer.from(await response.arrayBuffer()).equals(content.subarray(100, 200))).toBe(true);

    const open = await get({ range: 'bytes=4000-' });
    expect(open.headers.get('content-range')).toBe(`bytes 4000-${content.length - 1}/${content.length}`);
    expect(Buffer.from(await open.arrayBuffer()).equals(content.subarray(4000))).toBe(true);

    const suffix = await get({ range: 'bytes=-10' });
    expect(Buffer.from(await suffix.arrayBuffer()).equals(content.subarray(-10))).toBe(true);

    // A matching If-Range keeps the range; another ETag gets the whole file.
    expect((await get({ range: 'bytes=0-9', 'if-range': `"${hash}"` })).status).toBe(206);
    expect((await get({ range: 'bytes=0-9', 'if-range': '"other"' })).status).toBe(200);
  });

  it('answers 416 to a range past the end, and the whole file to several ranges or a malformed one', async () => {
    const past = await get({ range: `bytes=${content.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${content.length}`);
    for (const range of ['bytes=0-1,10-20', 'bytes=x-y', 'items=0-1']) {
      const response = await get({ range });
      expect([range, response.status]).toEqual([range, 200]);
      expect(response.headers.get('x-file-length')).toBe(String(content.length));
    }
  });

  it('answers 304 to a request that has it, and 404 to any other name', async () => {
    expect((await get({ 'if-none-match': `"${hash}"` })).status).toBe(304);
    for (const file of [
      `${'f'.repeat(64)}.webm`,
      `${hash}.mp4`,
      `${hash}.pdf`,
      `../${name}`,
      hash,
      `${hash.toUpperCase()}.webm`,
    ]) {
      expect([file, (await get({}, file)).status]).toEqual([file, 404]);
    }
  });
});
