import { test, expect } from './fixtures';
import { locales } from './routes';
import { ogImageFile, ogImageKeys } from '@/lib/seo/og-image';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the IHDR chunk, which a PNG must start with right after its signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual(pngSignature);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

for (const locale of locales) {
  test.describe(`share images in ${locale}`, () => {
    for (const key of ogImageKeys) {
      test(`${key} is a 1200×630 PNG`, async ({ request }) => {
        const response = await request.get(`/og/${locale}/${ogImageFile(key)}`);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('image/png');
        expect(response.headers()['cache-control']).toMatch(/max-age=\d{6,}/);
        const bytes = await response.body();
        expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
        // A blank or broken render compresses to a few kilobytes; the card with its text does not.
        expect(bytes.length).toBeGreaterThan(20_000);
      });
    }
  });
}

test('an unknown locale or image answers 404', async ({ request }) => {
  for (const url of ['/og/fr/news.png', '/og/en/nope.png', '/og/en/newsSet.png', '/og/th/news.jpg']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
  }
});

test('the Thai and English images differ', async ({ request }) => {
  const [th, en] = await Promise.all(locales.map((locale) => request.get(`/og/${locale}/news.png`)));
  expect(Buffer.compare(await th.body(), await en.body())).not.toBe(0);
});
