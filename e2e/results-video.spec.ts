import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { createClient } from '@libsql/client';
import { expect, test } from './fixtures';
import en from '../messages/en.json';
import th from '../messages/th.json';
import transcriptSeed from '../data/seed/results-transcripts.json';
import { parseWebVtt } from '@/lib/results';
import { startSecondServer, type SecondServer } from './second-server';

// The self-hosted webcast of the results hub (docs/results.md, "A self-hosted video"): a WebM stored in
// the upload folder and linked as a quarter's webcast plays in the browser's own player, with the
// transcript as captions in both languages, and the transcript's time links seek it. A server of its
// own on its own store: the spec changes the quarters' webcast links and transcript times. The video
// is made by the browser under test (MediaRecorder, VP8: no codec Debian's Chromium lacks), three
// seconds long, so the transcript's times are moved into it.

const PORT = Number(process.env.E2E_VIDEO_PORT ?? 3676);

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let app: SecondServer | undefined;
let folder: string;
let videoHref: string;
let unlinkedHref: string;
let videoBytes: Buffer;
const at = (url: string) => `${app!.base}${url}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  // A three-second WebM drawn on a canvas and recorded by the browser.
  const page = await browser.newPage();
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    let frame = 0;
    const timer = setInterval(() => {
      context.fillStyle = `hsl(${(frame += 20) % 360}, 80%, 50%)`;
      context.fillRect(0, 0, 160, 90);
    }, 50);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(500);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    recorder.stop();
    clearInterval(timer);
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  await page.close();
  videoBytes = Buffer.from(base64, 'base64');
  folder = mkdtempSync(path.join(tmpdir(), 'ir-e2e-results-video-'));
  const uploads = path.join(folder, 'uploads');
  mkdirSync(uploads);
  const hash = sha256(videoBytes);
  writeFileSync(path.join(uploads, `${hash}.webm`), videoBytes);
  videoHref = `/videos/${hash}.webm`;
  // Stored, but no quarter links it.
  const other = Buffer.concat([videoBytes, Buffer.from([0])]);
  writeFileSync(path.join(uploads, `${sha256(other)}.webm`), other);
  unlinkedHref = `/videos/${sha256(other)}.webm`;

  const env = { IR_DB_PATH: path.join(folder, 'ir.db'), UPLOAD_DIR: uploads, IR_BACKEND_URL: '' };
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['scripts/seed-database.ts'], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  const db = createClient({ url: `file:${env.IR_DB_PATH}` });
  await db.batch(
    [
      {
        sql: 'UPDATE quarterly_results SET webcast_link = ? WHERE year = 2025 AND quarter IN (2, 3)',
        args: [videoHref],
      },
      // 2025-Q3's paragraphs one second apart, inside the three seconds of the video.
      'UPDATE results_transcripts SET start_seconds = seq - 1 WHERE year = 2025 AND quarter = 3',
      // 2025-Q2 gets a Thai transcript only: one caption track.
      {
        sql: "INSERT INTO results_transcripts (year, quarter, seq, start_seconds, speaker, paragraph_text, lang) VALUES (2025, 2, 1, 0, ?, ?, 'th')",
        args: ['ผู้ดำเนินรายการ', 'สวัสดีครับ ยินดีต้อนรับ'],
      },
    ],
    'write',
  );
  db.close();
  app = await startSecondServer(PORT, { ...env, SITE_URL: `http://127.0.0.1:${PORT}` });
});

test.afterAll(async () => {
  await app?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

for (const locale of ['th', 'en'] as const) {
  const messages = locale === 'th' ? th : en;
  const prefix = locale === 'th' ? '' : '/en';

  test(`${locale}: the quarter page plays the stored video with a caption track per language`, async ({ page }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(app!.base)) outside.push(request.url());
    });
    const response = await page.goto(at(`${prefix}/financialinfo/results/2025-q3`));
    expect(response?.headers()['content-security-policy']).toContain("media-src 'self'");
    const video = page.getByTestId('results-video');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).not.toHaveAttribute('poster', /./);
    await expect(video.locator('source')).toHaveAttribute('src', videoHref);
    await expect(video.locator('source')).toHaveAttribute('type', 'video/webm');
    const tracks = await video
      .locator('track')
      .evaluateAll((elements) =>
        elements.map((track) => [
          track.getAttribute('kind'),
          track.getAttribute('srclang'),
          track.getAttribute('src'),
          track.getAttribute('label'),
          track.hasAttribute('default'),
        ]),
      );
    expect(tracks).toEqual([
      [
        'captions',
        'th',
        '/downloads/results-2025-q3-captions-th.vtt',
        messages.Results.videoCaptions.th,
        locale === 'th',
      ],
      [
        'captions',
        'en',
        '/downloads/results-2025-q3-captions-en.vtt',
        messages.Results.videoCaptions.en,
        locale === 'en',
      ],
    ]);
    await expect(page.getByTestId('webcast-facade')).toHaveCount(0);
    // A fixed 16:9 box before anything is loaded: nothing moves when the video loads.
    const box = (await video.boundingBox())!;
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    // Each paragraph links the video at its time, without script by the media fragment.
    const first = page.getByTestId('transcript').locator('> li').nth(2);
    const watch = first.getByRole('link', { name: messages.Results.watchFrom.replace('{time}', '00:00:02') });
    await expect(watch).toHaveAttribute('href', `${videoHref}#t=2`);
    await expect(watch).toHaveAttribute('data-seek', '2');
    await expect(watch).not.toHaveAttribute('target', /./);
    expect(outside).toEqual([]);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations).toEqual([]);
  });

  test(`${locale}: a time link seeks the video, which plays with the page's captions`, async ({ page }) => {
    await page.goto(at(`${prefix}/financialinfo/results/2025-q3`));
    const video = page.getByTestId('results-video');
    const before = (await video.boundingBox())!;
    const url = page.url();
    await page.getByTestId('transcript').locator('> li').nth(2).locator('a[data-seek]').click();
    expect(page.url()).toBe(url);
    // Played from the second second on: seeked, not played from the start.
    await expect
      .poll(
        () => video.evaluate((element: HTMLVideoElement) => (element.played.length > 0 ? element.played.start(0) : -1)),
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(1.9);
    const showing = await video.evaluate((element: HTMLVideoElement) =>
      [...element.textTracks].filter((track) => track.mode === 'showing').map((track) => track.language),
    );
    expect(showing).toEqual([locale]);
    await expect
      .poll(() =>
        video.evaluate(
          (element: HTMLVideoElement) =>
            [...element.textTracks].find((track) => track.mode === 'showing')?.cues?.length ?? 0,
        ),
      )
      .toBeGreaterThan(0);
    const after = (await video.boundingBox())!;
    expect([after.width, after.height]).toEqual([before.width, before.height]);
  });
}

test('a quarter with a transcript in one language has one caption track, on both pages', async ({ page }) => {
  for (const prefix of ['', '/en']) {
    await page.goto(at(`${prefix}/financialinfo/results/2025-q2`));
    const tracks = page.getByTestId('results-video').locator('track');
    await expect(tracks).toHaveCount(1);
    await expect(tracks).toHaveAttribute('srclang', 'th');
  }
});

test('the captions are the stored transcript as WebVTT, 404 where there is none', async ({ request }) => {
  for (const lang of ['th', 'en'] as const) {
    const response = await request.get(at(`/downloads/results-2025-q3-captions-${lang}.vtt`));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/vtt; charset=utf-8');
    const paragraphs = parseWebVtt(await response.text());
    const stored = transcriptSeed
      .filter((row) => row.lang === lang && row.year === 2025 && row.quarter === 3)
      .sort((a, b) => a.seq - b.seq);
    expect(paragraphs).toEqual(
      stored.map((row) => ({
        start_seconds: row.seq - 1,
        speaker: row.speaker,
        paragraph_text: row.paragraph_text.replace(/\s+/g, ' '),
      })),
    );
  }
  for (const file of [
    'results-2025-q2-captions-en.vtt',
    'results-2024-q4-captions-th.vtt',
    'results-2025-q9-captions-th.vtt',
    'results-2025-q3-captions-fr.vtt',
  ]) {
    expect([file, (await request.get(at(`/downloads/${file}`))).status()]).toEqual([file, 404]);
  }
});

test('the video is served with byte ranges while a quarter links it, else 404', async ({ request }) => {
  const whole = await request.get(at(videoHref));
  expect(whole.status()).toBe(200);
  // The length goes out as Content-Length, not chunked (lib/server/pipeline/file-length.mjs).
  expect(whole.headers()).toMatchObject({
    'content-type': 'video/webm',
    'accept-ranges': 'bytes',
    'content-length': String(videoBytes.length),
  });
  expect((await whole.body()).equals(videoBytes)).toBe(true);
  const part = await request.get(at(videoHref), { headers: { range: 'bytes=0-99' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 0-99/${videoBytes.length}`);
  expect(part.headers()['content-length']).toBe('100');
  expect((await part.body()).equals(videoBytes.subarray(0, 100))).toBe(true);
  expect((await request.get(at(videoHref), { headers: { range: `bytes=${videoBytes.length}-` } })).status()).toBe(416);
  expect((await request.get(at(unlinkedHref))).status()).toBe(404);
  expect((await request.get(at('/videos/not-a-video.webm'))).status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the player and the time links are in the HTML', async ({ page }) => {
    await page.goto(at('/en/financialinfo/results/2025-q3'));
    await expect(page.getByTestId('results-video').locator('source')).toHaveAttribute('src', videoHref);
    await expect(page.getByTestId('transcript').locator('a[data-seek]')).toHaveCount(6);
    await expect(page.getByTestId('transcript').locator('a[data-seek]').first()).toHaveAttribute(
      'href',
      `${videoHref}#t=0`,
    );
  });
});
