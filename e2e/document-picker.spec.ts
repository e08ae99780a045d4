import { expect, test } from './fixtures';
import { addUser, axeClean, enrolAs } from './item-form-helpers';
import { pdfWithPages } from '../lib/uploads/upload-fixtures';
import en from '../messages/en.json';
import th from '../messages/th.json';

// The item form's document cards (docs/newsroom.md, The item form; docs/uploads.md, Thumbnails): an
// uploaded PDF shows as page 1's thumbnail with its title, language and page count; Remove empties
// the slot; a thumbnail that cannot be drawn is a box, not a broken image; the thumbnail route is the
// workspace's only; the quarterly results' choices show the chosen item as the same card.

// Enrolment hashes passwords with argon2id, and each PDF is checked and drawn in a worker: slow on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const f = en.Workspace.itemForm;
const stamp = Date.now().toString(36);
const pdf = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/pdf', buffer });

let threePages: Buffer;
let onePage: Buffer;
test.beforeAll(async () => {
  threePages = await pdfWithPages(3);
  onePage = await pdfWithPages(1);
});

test('an uploaded PDF shows as a card: page 1, the title, language and page count; Remove empties the slot', async ({
  page,
  browser,
}) => {
  await enrolAs(page, 'en', addUser(`picker-${stamp}@example.com`, 'editor'));
  await page.goto('/en/admin/items/new?kind=annualReport');
  const main = page.getByRole('main');
  await main.getByLabel('Title (English)', { exact: true }).fill('Annual report 2026');

  await main
    .getByLabel('Document (English, PDF)', { exact: true })
    .setInputFiles(pdf(`picker-en-${stamp}.pdf`, threePages));
  const card = page.getByTestId('document-card-en');
  await expect(card).toBeVisible({ timeout: 60_000 });
  await expect(card).toContainText('Annual report 2026');
  await expect(card).toContainText(`picker-en-${stamp}.pdf`);
  await expect(card).toContainText(`${f.picker.languages.en} · 3 pages`);
  // The old status line stays: what a screen reader hears as the upload ends.
  await expect(page.getByTestId('pages-en')).toContainText('3 pages');

  const thumbnail = card.getByRole('img', { name: 'Page 1 of Annual report 2026' });
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
      timeout: 60_000,
    })
    .toBe(160);
  const src = (await thumbnail.getAttribute('src'))!;
  expect(src).toMatch(/^\/api\/workspace\/thumbnails\/[0-9a-f]{64}$/);

  // The route is the workspace's: an image for the signed-in, kept privately; nothing for anyone else.
  const signedIn = await page.request.get(src);
  expect(signedIn.status()).toBe(200);
  expect(signedIn.headers()['content-type']).toBe('image/png');
  expect(signedIn.headers()['cache-control']).toMatch(/^private, max-age=\d+$/);
  const stranger = await browser.newContext();
  const anonymous = await stranger.request.get(src);
  expect(anonymous.status()).toBe(401);
  expect(anonymous.headers()['content-type']).not.toBe('image/png');
  expect((await stranger.request.get('/api/workspace/thumbnails/not-a-hash')).status()).toBe(401);
  await stranger.close();
  expect((await page.request.get('/api/workspace/thumbnails/not-a-hash')).status()).toBe(400);

  // The Thai slot: a card of its own, titled by the Thai title once typed, else by the file's name.
  await main.getByLabel('Document (Thai, PDF)', { exact: true }).setInputFiles(pdf(`picker-th-${stamp}.pdf`, onePage));
  const thai = page.getByTestId('document-card-th');
  await expect(thai).toContainText(`picker-th-${stamp}.pdf`, { timeout: 60_000 });
  await expect(thai).toContainText(`${f.picker.languages.th} · 1 page`);
  await main.getByLabel('Title (Thai)', { exact: true }).fill('รายงานประจำปี 2569');
  await expect(thai.getByRole('img', { name: 'Page 1 of รายงานประจำปี 2569' })).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await axeClean(page);
    // Replace and Remove are at least 24 × 24 CSS pixels.
    for (const button of await card.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
  }

  // Remove: by keyboard, the card goes, the focus stays in the slot, and the saved draft has no English PDF.
  await card.getByRole('button', { name: `${f.picker.remove} Document (English, PDF)` }).focus();
  await page.keyboard.press('Enter');
  await expect(card).toHaveCount(0);
  await expect(main.getByLabel('Document (English, PDF)', { exact: true })).toBeFocused();
  await main.getByLabel('Image link (Thai)', { exact: true }).fill('/images/th.png');
  await main.getByLabel('Image link (English)', { exact: true }).fill('/images/en.png');
  await page.getByRole('button', { name: f.save, exact: true }).click();
  await page.waitForURL(/\/en\/admin\/items\/[0-9a-f-]{36}\?done=1$/, { timeout: 60_000 });
  const id = /\/admin\/items\/([0-9a-f-]{36})/.exec(page.url())![1];
  const item = (await (await page.request.get(`/api/workspace/items/${id}`)).json()) as {
    item: { content: { document?: Record<string, { name: string }> } };
  };
  expect(item.item.content.document).toEqual({ th: expect.objectContaining({ name: `picker-th-${stamp}.pdf` }) });

  // The edit page draws the stored document's card on the server, thumbnail and all.
  await page.goto(`/en/admin/items/${id}/edit`);
  await expect(page.getByTestId('document-card-th')).toContainText(`${f.picker.languages.th} · 1 page`);
  await expect(page.getByTestId('document-card-en')).toHaveCount(0);
  await expect
    .poll(
      () =>
        page
          .getByTestId('document-card-th')
          .getByRole('img')
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      { timeout: 60_000 },
    )
    .toBe(160);
});

test('a thumbnail that cannot be had is a box saying so, in Thai on the Thai page', async ({ page }) => {
  await enrolAs(page, 'th', addUser(`picker-box-${stamp}@example.com`, 'editor'));
  await page.route('**/api/workspace/thumbnails/**', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"not-found"}' }),
  );
  await page.goto('/admin/items/new?kind=annualReport');
  await page
    .getByRole('main')
    .getByLabel('เอกสาร (ภาษาไทย, PDF)', { exact: true })
    .setInputFiles(pdf(`box-${stamp}.pdf`, threePages));
  const card = page.getByTestId('document-card-th');
  await expect(card.getByTestId('document-thumbnail-none')).toHaveText(th.Workspace.itemForm.picker.noThumbnail, {
    timeout: 60_000,
  });
  await expect(card.getByRole('img')).toHaveCount(0);
  await expect(card).toContainText(`${th.Workspace.itemForm.picker.languages.th} · 3 หน้า`);
  await axeClean(page);
});

test('a quarterly results choice shows the chosen list item as a card', async ({ page }) => {
  await enrolAs(page, 'en', addUser(`picker-choice-${stamp}@example.com`, 'editor'));
  await page.goto('/en/admin/items/new?kind=quarterlyResults');
  const choice = page.getByRole('main').getByLabel(f.fields.presentationChoice, { exact: true });
  const cards = page.getByTestId('choice-documents-item-presentationChoice');
  // "Matched automatically" without a quarter matches nothing: no card.
  await expect(cards).toHaveCount(0);
  const option = choice.locator('option').nth(2);
  const label = (await option.textContent())!;
  await choice.selectOption((await option.getAttribute('value'))!);
  // The option reads "<title> (<date>)"; the card carries the title, in the page's language.
  await expect(cards).toContainText(label.replace(/ \([^)]*\)$/, ''));
  await expect(cards).toContainText(f.picker.languages.en);
  await expect(cards.getByRole('link')).toHaveAttribute('href', /\.pdf$/);
  await choice.selectOption('none');
  await expect(cards).toHaveCount(0);
  await axeClean(page);
});
