import { execFileSync } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import en from '../messages/en.json';
import th from '../messages/th.json';

// The public document route of the newsroom (docs/newsroom.md, Documents on the site): a live item's PDF
// is served, a draft's answers 404, a withdrawn item's 410 with a page in both languages; a corrected
// item says "Updated <date>" on its list. The store is seeded by lib/newsroom/testing/seed-documents.ts,
// which writes the store and UPLOAD_DIR the server under test reads (the same IR_DB_PATH).

test.describe.configure({ mode: 'serial', timeout: 120_000 });

interface Seeded {
  live: { th: string; en: string };
  draft: { th: string; en: string };
  withdrawn: { th: string; en: string };
  withdrawnOn: { th: string; en: string };
  corrected: { title: { th: string; en: string }; oldDocument: string };
  updated: { th: string; en: string };
}

const word = `Storeddoc${Date.now().toString(36)}`;
let seeded: Seeded;

test.beforeAll(() => {
  const out = execFileSync(path.resolve('node_modules/.bin/tsx'), ['--import', './scripts/server-only-stub.mjs', 'lib/newsroom/testing/seed-documents.ts', word], {
    encoding: 'utf8',
    env: process.env,
  });
  seeded = JSON.parse(out.trim().split('\n').pop()!) as Seeded;
});

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations).toEqual([]);
}

test('a live item’s PDF is served to GET and HEAD, revalidated by its ETag', async ({ request }) => {
  for (const url of [seeded.live.th, seeded.live.en]) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['cache-control']).toBe('public, no-cache');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const head = await request.head(url);
    expect(head.status()).toBe(200);
    expect(head.headers()['content-length']).toBe(String((await response.body()).length));
    const again = await request.get(url, { headers: { 'if-none-match': response.headers().etag } });
    expect(again.status()).toBe(304);
  }
  // A corrected item's first document stays where it was.
  expect((await request.get(seeded.corrected.oldDocument)).status()).toBe(200);
});

test('a draft’s PDF answers 404, though the file is stored', async ({ request }) => {
  for (const url of [seeded.draft.th, seeded.draft.en]) {
    expect((await request.get(url)).status()).toBe(404);
    expect((await request.head(url)).status()).toBe(404);
  }
});

test('a withdrawn item’s PDF answers 410 with a short page in both languages', async ({ page, request }) => {
  const head = await request.head(seeded.withdrawn.en);
  expect(head.status()).toBe(410);

  const response = await page.goto(seeded.withdrawn.en);
  expect(response!.status()).toBe(410);
  expect(response!.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(th.WithdrawnDocument.title);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(en.WithdrawnDocument.title);
  await expect(page.getByText(seeded.withdrawnOn.th)).toBeVisible();
  await expect(page.getByText(seeded.withdrawnOn.en)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await axeClean(page);
  await page.setViewportSize({ width: 360, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('link', { name: th.WithdrawnDocument.home }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.setExtraHTTPHeaders({ 'accept-language': 'en-GB,en;q=0.9' });
  await page.goto(seeded.withdrawn.th);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.WithdrawnDocument.title);
  await axeClean(page);
  await page.getByRole('link', { name: en.WithdrawnDocument.home }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('a corrected item says when it was updated, in both languages', async ({ page }) => {
  for (const locale of ['th', 'en'] as const) {
    await page.goto(`${locale === 'en' ? '/en' : ''}/newinfo/info?q=${word}`);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: seeded.corrected.title[locale] }) });
    await expect(row.getByText(seeded.updated[locale], { exact: true })).toBeVisible();
    // Only the corrected item says so.
    await expect(page.getByText(seeded.updated[locale], { exact: true })).toHaveCount(1);
  }
});
