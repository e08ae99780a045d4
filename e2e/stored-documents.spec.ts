import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import en from '../messages/en.json';
import th from '../messages/th.json';
import { startSecondServer, type SecondServer } from './second-server';

// The public document route of the newsroom (docs/newsroom.md, Documents on the site): a live item's PDF
// is served, a draft's answers 404, a withdrawn item's 410 with a page in both languages; a corrected
// item says "Updated <date>" on its list (an announcement, an annual report, a calendar event). A
// server of its own on its own store (its items would change the shared server's lists), seeded by
// lib/newsroom/testing/seed-documents.ts through the same IR_DB_PATH, and UPLOAD_DIR beside it.

// A port of its own (3680–3699 are kept for such servers).
const PORT = 3693;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

interface Seeded {
  live: { th: string; en: string };
  draft: { th: string; en: string };
  withdrawn: { th: string; en: string };
  withdrawnOn: { th: string; en: string };
  corrected: { title: { th: string; en: string }; oldDocument: string };
  updated: { th: string; en: string };
  annual: { title: { th: string; en: string }; updated: { th: string; en: string } };
  event: { title: { th: string; en: string }; updated: { th: string; en: string } };
}

const word = `Storeddoc${Date.now().toString(36)}`;
let seeded: Seeded;
let app: SecondServer | undefined;
let folder: string;
const at = (url: string) => `${app!.base}${url}`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  folder = mkdtempSync(path.join(tmpdir(), 'ir-e2e-stored-documents-'));
  const env = { IR_DB_PATH: path.join(folder, 'ir.db'), IR_BACKEND_URL: '' };
  app = await startSecondServer(PORT, { ...env, SITE_URL: `http://127.0.0.1:${PORT}` });
  const out = execFileSync(
    path.resolve('node_modules/.bin/tsx'),
    ['--import', './scripts/server-only-stub.mjs', 'lib/newsroom/testing/seed-documents.ts', word],
    {
      encoding: 'utf8',
      env: { ...process.env, ...env },
    },
  );
  seeded = JSON.parse(out.trim().split('\n').pop()!) as Seeded;
});

test.afterAll(async () => {
  await app?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations).toEqual([]);
}

test('a live item’s PDF is served to GET and HEAD, revalidated by its ETag', async ({ request }) => {
  for (const url of [seeded.live.th, seeded.live.en]) {
    const response = await request.get(at(url));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const body = await response.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    // Sent with its length, not chunked: a download shows its size and progress.
    expect(response.headers()['content-length']).toBe(String(body.length));
    expect(response.headers()['transfer-encoding']).toBeUndefined();
    const head = await request.head(at(url));
    expect(head.status()).toBe(200);
    expect(head.headers()['content-type']).toBe('application/pdf');
    expect(head.headers()['content-length']).toBe(String(body.length));
    expect(head.headers().etag).toBe(response.headers().etag);
    expect((await head.body()).length).toBe(0);
    const again = await request.get(at(url), { headers: { 'if-none-match': response.headers().etag } });
    expect(again.status()).toBe(304);
  }
  // A corrected item's first document stays where it was.
  expect((await request.get(at(seeded.corrected.oldDocument))).status()).toBe(200);
});

test('a draft’s PDF answers 404, though the file is stored', async ({ request }) => {
  for (const url of [seeded.draft.th, seeded.draft.en]) {
    expect((await request.get(at(url))).status()).toBe(404);
    expect((await request.head(at(url))).status()).toBe(404);
  }
});

test('a withdrawn item’s PDF answers 410 with a short page in both languages', async ({ browser, request }) => {
  const head = await request.head(at(seeded.withdrawn.en));
  expect(head.status()).toBe(410);
  const plain = await request.get(at(seeded.withdrawn.th), { headers: { 'accept-language': 'th' } });
  expect(plain.status()).toBe(410);
  expect(plain.headers()['x-robots-tag']).toBe('noindex');
  expect(plain.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(await plain.text()).toMatch(/^<!DOCTYPE html>\n<html lang="th">/);

  // The reader's browser language decides which comes first; both are on the page.
  for (const [browserLocale, first, second] of [
    ['th-TH', th, en],
    ['en-US', en, th],
  ] as const) {
    const context = await browser.newContext({ locale: browserLocale });
    const page = await context.newPage();
    try {
      const response = await page.goto(at(seeded.withdrawn.en));
      expect(response!.status()).toBe(410);
      await expect(page.locator('html')).toHaveAttribute('lang', browserLocale.slice(0, 2));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.WithdrawnDocument.title);
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(second.WithdrawnDocument.title);
      await expect(page.getByText(seeded.withdrawnOn.th)).toBeVisible();
      await expect(page.getByText(seeded.withdrawnOn.en)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await axeClean(page);
      await page.setViewportSize({ width: 360, height: 640 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.getByRole('link', { name: first.WithdrawnDocument.home }).click();
      await expect(page).toHaveURL(first === en ? /\/en$/ : /:\d+\/$/);
    } finally {
      await context.close();
    }
  }
});

test('a corrected item says when it was updated, in both languages', async ({ page }) => {
  for (const locale of ['th', 'en'] as const) {
    await page.goto(at(`${locale === 'en' ? '/en' : ''}/newinfo/info?q=${word}`));
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: seeded.corrected.title[locale] }) });
    await expect(row.getByText(seeded.updated[locale], { exact: true })).toBeVisible();
    // Only the corrected item says so.
    await expect(page.getByText(seeded.updated[locale], { exact: true })).toHaveCount(1);
  }
});

test('a corrected annual report and calendar event say when they were updated, in both languages', async ({ page }) => {
  for (const locale of ['th', 'en'] as const) {
    const prefix = locale === 'en' ? '/en' : '';
    await page.goto(at(`${prefix}/publisheddocsinfo/annualreport`));
    const report = page
      .locator('section, li')
      .filter({ has: page.getByRole('heading', { name: seeded.annual.title[locale] }) })
      .last();
    await expect(report.getByText(seeded.annual.updated[locale], { exact: true })).toBeVisible();
    await expect(page.getByText(seeded.annual.updated[locale], { exact: true })).toHaveCount(1);

    await page.goto(at(`${prefix}/calendarinfo/info`));
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: seeded.event.title[locale] }) });
    await expect(row.getByText(seeded.event.updated[locale], { exact: true })).toBeVisible();
    await expect(page.getByText(seeded.event.updated[locale], { exact: true })).toHaveCount(1);
    await axeClean(page);
  }
});
