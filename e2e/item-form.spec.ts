import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addUser, axeClean, enrolAs, pdf, prefix, readItem, samplePdfs } from './item-form-helpers';

// The newsroom's item form (docs/newsroom.md, The item form), in both languages: with JavaScript (PDFs
// uploaded as they are chosen, their page counts, instant field errors, save and submit through the
// API) and without (one multipart post, answered with a redirect). The item page itself is another
// page's: here the item is read back through GET /api/workspace/items/<id>.

// Enrolment hashes passwords with argon2id and each PDF is checked in a worker: slow on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const stamp = Date.now().toString(36);
const words = {
  th: {
    kind: 'ประเภท',
    continue: 'ดำเนินการต่อ',
    titleTh: 'ชื่อเรื่อง (ภาษาไทย)',
    titleEn: 'ชื่อเรื่อง (ภาษาอังกฤษ)',
    imageTh: 'ลิงก์รูปภาพ (ภาษาไทย)',
    imageEn: 'ลิงก์รูปภาพ (ภาษาอังกฤษ)',
    docTh: 'เอกสาร (ภาษาไทย, PDF)',
    docEn: 'เอกสาร (ภาษาอังกฤษ, PDF)',
    save: 'บันทึกฉบับร่าง',
    submit: 'ส่งขออนุมัติ',
    threePages: '3 หน้า',
    onePage: '1 หน้า',
    notPdf: 'ไม่ใช่ไฟล์ PDF',
    missingTitleEn: 'กรุณากรอกชื่อเรื่อง (ภาษาอังกฤษ)',
    summary: 'มีข้อผิดพลาด',
  },
  en: {
    kind: 'Kind',
    continue: 'Continue',
    titleTh: 'Title (Thai)',
    titleEn: 'Title (English)',
    imageTh: 'Image link (Thai)',
    imageEn: 'Image link (English)',
    docTh: 'Document (Thai, PDF)',
    docEn: 'Document (English, PDF)',
    save: 'Save draft',
    submit: 'Submit for approval',
    threePages: '3 pages',
    onePage: '1 page',
    notPdf: 'is not a PDF',
    missingTitleEn: 'Enter the Title (English).',
    summary: 'There is a problem',
  },
};

const pdfs = samplePdfs();
const notPdf = {
  name: 'photo.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('\u0089PNG\r\n not a pdf at all'),
};
const idIn = (url: string) => /\/admin\/items\/([0-9a-f-]{36})/.exec(url)?.[1] ?? '';

/** Step 1: the kind, by the plain GET form. */
async function chooseKind(page: Page, locale: 'th' | 'en', kind: string) {
  const w = words[locale];
  await page.goto(`${prefix(locale)}/admin/items/new`);
  await page.getByRole('main').getByLabel(w.kind).selectOption(kind);
  await page.getByRole('button', { name: w.continue }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/admin/items/new\\?kind=${kind}$`));
}

for (const locale of ['th', 'en'] as const) {
  test(`${locale}: with JavaScript, PDFs uploaded on choosing show their pages; field errors; save, then submit`, async ({
    page,
  }) => {
    const w = words[locale];
    await enrolAs(page, locale, addUser(`form-js-${locale}-${stamp}@example.com`, 'editor'));
    await chooseKind(page, locale, 'annualReport');
    await axeClean(page);
    const main = page.getByRole('main');

    // Submitting an empty form: the error summary takes the focus and each field says what it lacks.
    await page.getByRole('button', { name: w.submit }).click();
    const summary = main.getByRole('alert').filter({ hasText: w.summary });
    await expect(summary).toBeFocused();
    await expect(main.getByLabel(w.titleEn, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByLabel(w.titleEn, { exact: true })).toHaveAccessibleDescription(w.missingTitleEn);
    await axeClean(page);

    await main.getByLabel(w.titleTh, { exact: true }).fill('รายงานประจำปี 2568');
    await main.getByLabel(w.titleEn, { exact: true }).fill('Annual report 2025');
    await expect(main.getByLabel(w.titleEn, { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await main.getByLabel(w.imageTh, { exact: true }).fill('/images/ar-th.png');
    await main.getByLabel(w.imageEn, { exact: true }).fill('/images/ar-en.png');

    // A file that is no PDF is refused next to its input, and nothing is kept.
    await main.getByLabel(w.docEn, { exact: true }).setInputFiles(notPdf);
    await expect(main.getByLabel(w.docEn, { exact: true })).toHaveAccessibleDescription(new RegExp(w.notPdf));
    await expect(page.locator('#item-document-en-ref-error')).toContainText(`photo.pdf ${w.notPdf}`);
    await main.getByLabel(w.docTh, { exact: true }).setInputFiles(pdf('รายงาน.pdf', pdfs.threePages));
    await expect(page.getByTestId('pages-th')).toContainText(w.threePages);
    await main.getByLabel(w.docEn, { exact: true }).setInputFiles(pdf('annual-report.pdf', pdfs.onePage));
    await expect(page.getByTestId('pages-en')).toContainText(w.onePage);
    await expect(page.locator('#item-document-en-ref-error')).toHaveCount(0);
    await axeClean(page);

    await page.getByRole('button', { name: w.save }).click();
    await page.waitForURL(new RegExp(`${prefix(locale)}/admin/items/[0-9a-f-]{36}\\?done=1$`));
    const id = idIn(page.url());
    const saved = await readItem(page, id);
    expect(saved).toMatchObject({
      kind: 'annualReport',
      state: 'draft',
      content: {
        title: { th: 'รายงานประจำปี 2568', en: 'Annual report 2025' },
        document: { th: { name: 'รายงาน.pdf', pages: 3 }, en: { name: 'annual-report.pdf', pages: 1 } },
      },
    });

    // The edit page shows the stored documents with their pages; submitting sends it for approval.
    await page.goto(`${prefix(locale)}/admin/items/${id}/edit`);
    await expect(page.getByTestId('pages-th')).toContainText(w.threePages);
    await expect(main.getByLabel(w.titleEn, { exact: true })).toHaveValue('Annual report 2025');
    await axeClean(page);
    // Thai and English side by side; one above the other at 360 px, with nothing wider than the screen.
    const boxes = async () => [
      (await main.getByLabel(w.titleTh, { exact: true }).boundingBox())!,
      (await main.getByLabel(w.titleEn, { exact: true }).boundingBox())!,
    ];
    const [thWide, enWide] = await boxes();
    expect(enWide.x).toBeGreaterThan(thWide.x + thWide.width);
    await page.setViewportSize({ width: 360, height: 800 });
    const [thNarrow, enNarrow] = await boxes();
    expect(enNarrow.y).toBeGreaterThan(thNarrow.y + thNarrow.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: w.submit }).click();
    await page.waitForURL(new RegExp(`${prefix(locale)}/admin/items/${id}\\?done=1$`));
    expect((await readItem(page, id)).state).toBe('submitted');
  });
}

test.describe('without JavaScript', () => {
  // axe runs in the page's JavaScript: its checks are the scripted tests' above, on the same server HTML.
  test.use({ javaScriptEnabled: false });

  /** Enrols in a context with JavaScript (the enrolment page needs it), then signs this page in with its cookies. */
  async function signedIn(page: Page, locale: 'th' | 'en', name: string) {
    const browser = page.context().browser()!;
    // A new context takes the test's options: JavaScript back on, explicitly.
    const scripted = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: true });
    await enrolAs(await scripted.newPage(), locale, addUser(`${name}-${locale}-${stamp}@example.com`, 'editor'));
    await page.context().addCookies(await scripted.cookies());
    await scripted.close();
  }

  for (const locale of ['th', 'en'] as const) {
    test(`${locale}: fill, attach two PDFs, submit: the item page, submitted`, async ({ page }) => {
      const w = words[locale];
      await signedIn(page, locale, 'form-nojs');
      await chooseKind(page, locale, 'annualReport');
      const main = page.getByRole('main');
      await main.getByLabel(w.titleTh, { exact: true }).fill('รายงานประจำปี');
      await main.getByLabel(w.titleEn, { exact: true }).fill('Annual report');
      await main.getByLabel(w.imageTh, { exact: true }).fill('/images/th.png');
      await main.getByLabel(w.imageEn, { exact: true }).fill('/images/en.png');
      await main.getByLabel(w.docTh, { exact: true }).setInputFiles(pdf('th.pdf', pdfs.threePages));
      await main.getByLabel(w.docEn, { exact: true }).setInputFiles(pdf('en.pdf', pdfs.onePage));
      await page.getByRole('button', { name: w.submit }).click();
      await page.waitForURL(new RegExp(`${prefix(locale)}/admin/items/[0-9a-f-]{36}\\?done=1$`));
      const item = await readItem(page, idIn(page.url()));
      expect(item).toMatchObject({
        state: 'submitted',
        content: { document: { th: { name: 'th.pdf', pages: 3 }, en: { name: 'en.pdf', pages: 1 } } },
      });
    });
  }

  test('an incomplete submission comes back with each missing field; a bad PDF with its message, the text kept', async ({
    page,
  }) => {
    const w = words.en;
    await signedIn(page, 'en', 'form-nojs-errors');
    await chooseKind(page, 'en', 'pressRelease');
    const main = page.getByRole('main');
    await main.getByLabel(w.titleTh, { exact: true }).fill('ข่าวประชาสัมพันธ์');
    await page.getByRole('button', { name: w.submit }).click();
    await page.waitForURL(/\/en\/admin\/items\/[0-9a-f-]{36}\/edit\?error=incomplete$/);
    await expect(main.getByLabel(w.titleEn, { exact: true })).toHaveAccessibleDescription(w.missingTitleEn);
    await expect(main.getByLabel(w.titleTh, { exact: true })).toHaveValue('ข่าวประชาสัมพันธ์');
    await expect(main.getByRole('alert').filter({ hasText: w.summary })).toContainText('Link (English)');

    await chooseKind(page, 'en', 'annualReport');
    await main.getByLabel(w.titleEn, { exact: true }).fill('Kept though the PDF is refused');
    await main.getByLabel(w.docTh, { exact: true }).setInputFiles(notPdf);
    await page.getByRole('button', { name: w.save }).click();
    await page.waitForURL(/\/en\/admin\/items\/[0-9a-f-]{36}\/edit\?error=not-pdf$/);
    await expect(main.getByText(w.notPdf).first()).toBeVisible();
    await expect(main.getByLabel(w.titleEn, { exact: true })).toHaveValue('Kept though the PDF is refused');
    expect((await readItem(page, idIn(page.url()))).content).toEqual({
      title: { en: 'Kept though the PDF is refused' },
    });
  });
});
