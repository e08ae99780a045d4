import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addUser, enrolAs, pdf, prefix, readItem, samplePdfs } from './item-form-helpers';

// Two documents chosen a moment apart on the item form (docs/newsroom.md, The item form): each upload
// gets its own answer, whatever the order they come back in, because every post of the page shares
// the session's one CSRF token (docs/accounts.md, CSRF tokens); and files chosen before the form's scripts
// have run are uploaded once they have (docs/performance.md, No tap is lost).

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const stamp = Date.now().toString(36);
const words = {
  th: {
    docTh: 'เอกสาร (ภาษาไทย, PDF)',
    docEn: 'เอกสาร (ภาษาอังกฤษ, PDF)',
    titleTh: 'ชื่อเรื่อง (ภาษาไทย)',
    titleEn: 'ชื่อเรื่อง (ภาษาอังกฤษ)',
    imageTh: 'ลิงก์รูปภาพ (ภาษาไทย)',
    imageEn: 'ลิงก์รูปภาพ (ภาษาอังกฤษ)',
    save: 'บันทึกฉบับร่าง',
    threePages: '3 หน้า',
    onePage: '1 หน้า',
    notPdf: 'ไม่ใช่ไฟล์ PDF',
  },
  en: {
    docTh: 'Document (Thai, PDF)',
    docEn: 'Document (English, PDF)',
    titleTh: 'Title (Thai)',
    titleEn: 'Title (English)',
    imageTh: 'Image link (Thai)',
    imageEn: 'Image link (English)',
    save: 'Save draft',
    threePages: '3 pages',
    onePage: '1 page',
    notPdf: 'is not a PDF',
  },
};

const pdfs = samplePdfs();
const notPdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('\u0089PNG\r\n not a pdf at all'),
});
const idIn = (url: string) => /\/admin\/items\/([0-9a-f-]{36})/.exec(url)?.[1] ?? '';

/** Every upload's answer, in the order they come. */
function uploadAnswers(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/workspace/uploads') statuses.push(response.status());
  });
  return statuses;
}

/**
 * A busy server (checking a PDF, say) answers what it was asked in one moment together: every token
 * fetch that arrives within 400 ms of the first is answered at the end of that window. A page that
 * fetched a token per post would then hold several, of which only the last cookie's is good.
 */
async function answerTokenFetchesTogether(page: Page) {
  let window: Promise<void> | null = null;
  await page.route('**/api/workspace/csrf', async (route) => {
    window ??= new Promise<void>((resolve) =>
      setTimeout(() => {
        window = null;
        resolve();
      }, 400),
    );
    const answered = window;
    const response = await route.fetch();
    await answered;
    await route.fulfill({ response });
  });
}

async function fillTexts(page: Page, locale: 'th' | 'en') {
  const w = words[locale];
  const main = page.getByRole('main');
  await main.getByLabel(w.titleTh, { exact: true }).fill('รายงานประจำปี');
  await main.getByLabel(w.titleEn, { exact: true }).fill('Annual report');
  await main.getByLabel(w.imageTh, { exact: true }).fill('/images/th.png');
  await main.getByLabel(w.imageEn, { exact: true }).fill('/images/en.png');
}

async function saveAndRead(page: Page, locale: 'th' | 'en') {
  await page.getByRole('button', { name: words[locale].save }).click();
  await page.waitForURL(new RegExp(`${prefix(locale)}/admin/items/[0-9a-f-]{36}\\?done=1$`));
  return readItem(page, idIn(page.url()));
}

for (const locale of ['th', 'en'] as const) {
  test(`${locale}: two documents chosen 0, 50 and 200 ms apart each get their own answer, and the item saves with both`, async ({
    page,
  }) => {
    const w = words[locale];
    await enrolAs(page, locale, addUser(`uploads-${locale}-${stamp}@example.com`, 'editor'));
    const answers = uploadAnswers(page);
    await answerTokenFetchesTogether(page);
    for (const gap of [0, 50, 200]) {
      await page.goto(`${prefix(locale)}/admin/items/new?kind=annualReport`);
      const main = page.getByRole('main');
      const th = main.getByLabel(w.docTh, { exact: true });
      const en = main.getByLabel(w.docEn, { exact: true });
      answers.length = 0;

      // Thai first, a PDF; then English, not a PDF: each answer reaches its own field.
      await th.setInputFiles(pdf(`th-${gap}.pdf`, pdfs.threePages));
      if (gap) await page.waitForTimeout(gap);
      await en.setInputFiles(notPdf(`en-${gap}.pdf`));
      await expect(page.getByTestId('pages-th')).toContainText(w.threePages);
      await expect(page.locator('#item-document-en-ref-error')).toContainText(`en-${gap}.pdf ${w.notPdf}`);
      await expect.poll(() => answers.slice().sort()).toEqual([200, 400]);

      // English first this time, a PDF; then Thai, another PDF: both stored.
      await en.setInputFiles(pdf(`en-${gap}.pdf`, pdfs.onePage));
      if (gap) await page.waitForTimeout(gap);
      await th.setInputFiles(pdf(`th2-${gap}.pdf`, pdfs.onePage));
      await expect(page.getByTestId('pages-en')).toContainText(w.onePage);
      await expect(page.getByTestId('pages-th')).toContainText(`th2-${gap}.pdf`);
      await expect(page.locator('#item-document-en-ref-error')).toHaveCount(0);
      expect(answers.slice().sort()).toEqual([200, 200, 200, 400]);

      await fillTexts(page, locale);
      const item = await saveAndRead(page, locale);
      expect(item.content).toMatchObject({
        document: { th: { name: `th2-${gap}.pdf`, pages: 1 }, en: { name: `en-${gap}.pdf`, pages: 1 } },
      });
    }
  });

  test(`${locale}: documents chosen before the form's scripts have run are uploaded once they have`, async ({
    page,
  }) => {
    const w = words[locale];
    await enrolAs(page, locale, addUser(`uploads-held-${locale}-${stamp}@example.com`, 'editor'));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${prefix(locale)}/admin/items/new?kind=annualReport`, { waitUntil: 'domcontentloaded' });
    const main = page.getByRole('main');
    // Files from disk: Chromium chooses them as a reader's file picker does, with trusted events (a buffer's
    // are a script's, which the early-input script rightly ignores).
    const onDisk = (name: string, buffer: Buffer) => {
      const path = test.info().outputPath(name);
      writeFileSync(path, buffer);
      return path;
    };
    await main.getByLabel(w.docTh, { exact: true }).setInputFiles(onDisk('held-th.pdf', pdfs.threePages));
    await main.getByLabel(w.docEn, { exact: true }).setInputFiles(onDisk('held-en.pdf', pdfs.onePage));
    // React is not there yet: nothing has been sent.
    expect(await page.evaluate(() => Object.keys(document).some((key) => key.startsWith('_reactListening')))).toBe(
      false,
    );
    await expect(page.getByTestId('pages-th')).toHaveText('');
    release();
    await expect(page.getByTestId('pages-th')).toContainText(w.threePages, { timeout: 30_000 });
    await expect(page.getByTestId('pages-en')).toContainText(w.onePage);
    await page.unroute(/\/_next\/static\/chunks\/.*\.js(\?|$)/);
    await fillTexts(page, locale);
    const item = await saveAndRead(page, locale);
    expect(item.content).toMatchObject({
      document: { th: { name: 'held-th.pdf', pages: 3 }, en: { name: 'held-en.pdf', pages: 1 } },
    });
  });
}
