import { sha256, webmBytes } from '../lib/uploads/upload-fixtures';
import en from '../messages/en.json';
import th from '../messages/th.json';
import { expect, scripted, test } from './fixtures';
import { openPreview, pageOf, type Person } from './item-review-helpers';
import { ownWorkspaceServer } from './own-workspace-server';
import type { SecondServer } from './second-server';

/**
 * The quarterly results kind of the newsroom (docs/newsroom.md, docs/results.md "Managing it") in a
 * real browser, on a server of its own (its own store: a new quarter here would be the newest of the
 * shared server's hub): an editor fills the form for a quarter the seed does not hold (2026 Q4) with
 * its figures, a webcast and a pasted transcript per language; a bad webcast and a bad transcript are
 * refused with their messages; the preview shows the figures and both transcripts; a different person
 * approves it now; then the hub lists the quarter and its page shows the figures and the transcript,
 * in English and in Thai.
 */

const stamp = Date.now().toString(36);
const f = en.Workspace.itemForm;
const QUARTER = { year: 2026, quarter: 4 };
const SLUG = '2026-q4';
const PARAGRAPH_EN = `Revenue grew in every segment Zorblax${stamp}.`;
const PARAGRAPH_TH = `รายได้เติบโตทุกกลุ่มธุรกิจ ซอร์แบล็กซ์${stamp}`;
const PACK = Buffer.from(
  '\uFEFFปี,ไตรมาส,รายได้รวม,รายได้จากการขาย,กำไรขั้นต้น,อัตรากำไรขั้นต้น (%),กำไรสุทธิ,กำไรต่อหุ้น (บาท)\r\n2569,4,4321098,4200000,1400000,33.33,612345,0.1875\r\n',
);

let app: SecondServer;
let editor: Person;
let approver: Person;

const own = ownWorkspaceServer('results');
test.beforeAll(() => ({ app, editor, approver } = own));

test('an editor publishes a quarter from the workspace; a bad transcript is refused with its message', async ({
  browser,
  request,
}) => {
  const page = await pageOf(browser, editor, { baseURL: app.base });
  await page.goto('/en/admin/items/new?kind=quarterlyResults');
  await scripted(page);
  const form = page.getByRole('main');
  // The documents come from the lists, and the questions are moderated elsewhere: the form says so.
  await expect(page.getByTestId('quarter-documents')).toContainText(f.results.documentsHint);
  await expect(
    page.getByTestId('quarter-documents').getByRole('link', { name: f.results.questionsLink }),
  ).toHaveAttribute('href', '/en/admin/questions');

  await form.getByLabel(f.fields.year, { exact: true }).fill(String(QUARTER.year));
  await form.getByLabel(f.fields.quarter, { exact: true }).fill(String(QUARTER.quarter));
  // The figures come from a data pack with the site's columns (here the Thai one, Buddhist-era years).
  await form
    .getByLabel(f.import.file, { exact: true })
    .setInputFiles({ name: 'results-2026-q4.csv', mimeType: 'text/csv', buffer: PACK });
  await expect(page.getByTestId('figures-import-status')).toHaveText(f.import.done, { timeout: 30_000 });
  await expect(form.getByLabel(f.fields.totalRevenue, { exact: true })).toHaveValue('4321098');
  // EPS is not entered: the quarter's page computes it from the net profit and the shares, 612,345 thousand baht over these.
  await form.getByLabel(f.fields.shares, { exact: true }).fill('3265840000');
  await form.getByLabel(f.fields.salesRevenue, { exact: true }).fill('4200000.5');
  await form.getByLabel(f.fields.resultsDate, { exact: true }).fill('2027-02-25');
  // Not an address the quarter's page plays, and a transcript line without its time: both refused.
  await form.getByLabel(f.fields.webcast, { exact: true }).fill('https://example.com/webcast');
  await form.getByLabel(f.fields.transcriptEn, { exact: true }).fill('Good afternoon, everyone.');
  await form.getByLabel(f.fields.transcriptTh, { exact: true }).fill(`00:00:05 ประธานเจ้าหน้าที่บริหาร: ${PARAGRAPH_TH}`);
  await page.getByRole('button', { name: f.submit, exact: true }).click();
  const summary = page.getByRole('alert').filter({ hasText: f.summary });
  await expect(summary).toContainText(en.Transcripts.errors.noTime);
  await expect(summary).toContainText(f.errors.invalidWebcast.replace('{field}', f.fields.webcast));
  // Still the form: the new page, or the item's edit page once the draft saved itself (docs/newsroom.md, Saved automatically).
  await expect(page).toHaveURL(/\/items\/(new\?kind=quarterlyResults|[0-9a-f-]{36}\/edit)$/);

  // The server holds the same line: the item API refuses the transcript with the parser's code.
  const { token } = (await (await page.request.get('/api/workspace/csrf')).json()) as { token: string };
  const refused = await page.request.post('/api/workspace/items', {
    data: { kind: 'quarterlyResults', content: { transcriptEn: '00:10:00 A: later\n00:05:00 B: earlier' } },
    headers: { 'x-csrf-token': token },
  });
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain('transcript.outOfOrder');

  await form.getByLabel(f.fields.webcast, { exact: true }).fill('https://www.youtube-nocookie.com/embed/rkind2026q4');
  // The English transcript comes as a WebVTT file, read into its field by the browser.
  const vtt = `WEBVTT\n\n00:00:05.000 --> 00:01:09.000\n<v Chief Executive>${PARAGRAPH_EN}\n\n00:01:10.000 --> 00:01:30.000\n<v Chief Financial Officer>Margins held.\n`;
  await form
    .locator('#item-transcriptEn-vtt')
    .setInputFiles({ name: 'call-en.vtt', mimeType: 'text/vtt', buffer: Buffer.from(vtt) });
  await expect(form.getByTestId('vtt-load-status').nth(1)).toHaveText(f.vtt.loaded);
  await expect(form.getByLabel(f.fields.transcriptEn, { exact: true })).toHaveValue(vtt);
  await page.getByRole('button', { name: f.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/admin\/items\/[^/]+\?done=1$/, { timeout: 60_000 });
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.getByTestId('item-state')).toHaveText(en.Workspace.item.states.submitted);

  // The preview: the quarter's figures and its transcript, in both languages.
  await openPreview(page, id);
  await expect(page.getByTestId('quarter-preview-en')).toContainText('4,321,098');
  await expect(page.getByTestId('quarter-preview-en')).toContainText(PARAGRAPH_EN);
  await expect(page.getByTestId('quarter-preview-th')).toContainText(PARAGRAPH_TH);

  // Four eyes: a different person approves it, for now.
  const approverPage = await pageOf(browser, approver, { baseURL: app.base });
  await approverPage.goto(`/en/admin/items/${id}`);
  await approverPage.getByRole('button', { name: en.Workspace.item.approve }).click();
  await expect(async () => {
    await approverPage.goto(`/en/admin/items/${id}`);
    await expect(approverPage.getByTestId('item-state')).toHaveText(en.Workspace.item.states.live, { timeout: 2_000 });
  }).toPass({ timeout: 120_000 });

  // On the hub and the quarter's page, in both languages.
  const hub = await request.get(`${app.base}/en/financialinfo/results`);
  expect(await hub.text()).toContain(`href="/en/financialinfo/results/${SLUG}"`);
  const quarterPage = await pageOf(browser, null, { baseURL: app.base });
  await quarterPage.goto(`/en/financialinfo/results/${SLUG}`);
  await expect(quarterPage.locator('[data-metric="totalRevenue"] [data-cell="value"]')).toHaveText('4,321,098');
  await expect(quarterPage.locator('[data-metric="eps"] [data-cell="value"]')).toHaveText('0.1875');
  await expect(quarterPage.getByTestId('transcript')).toContainText(PARAGRAPH_EN);
  await expect(quarterPage.getByTestId('transcript')).toContainText('Chief Executive');
  await quarterPage.goto(`/financialinfo/results/${SLUG}`);
  await expect(quarterPage.getByTestId('transcript')).toContainText(PARAGRAPH_TH);
  const thaiHub = await request.get(`${app.base}/financialinfo/results`);
  expect(await thaiHub.text()).toContain(`href="/financialinfo/results/${SLUG}"`);
});

test('without JavaScript the figures are imported by a form post that comes back to the form filled; a bad file is refused', async ({
  browser,
}) => {
  const page = await pageOf(browser, editor, { baseURL: app.base, javaScriptEnabled: false });
  await page.goto('/en/admin/items/new?kind=quarterlyResults');
  const form = page.getByRole('main');
  await form.getByLabel(f.fields.year, { exact: true }).fill('2026');
  await form.getByLabel(f.fields.quarter, { exact: true }).fill('4');
  await form.getByLabel(f.fields.transcriptEn, { exact: true }).fill('00:00:01 Host: Kept through the import.');
  await form.getByLabel(f.import.file, { exact: true }).setInputFiles({
    name: 'notes.txt',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from([0, 159, 146, 150, 0, 1]),
  });
  await page.getByRole('button', { name: f.import.button }).click();
  await expect(page).toHaveURL(/\/en\/admin\/items\/[^/]+\/edit\?error=import-notSpreadsheet$/);
  await expect(page.getByTestId('figures-import-status')).toHaveText(f.import.errors.notSpreadsheet);
  await expect(form.getByLabel(f.fields.transcriptEn, { exact: true })).toHaveValue(
    '00:00:01 Host: Kept through the import.',
  );
  await form
    .getByLabel(f.import.file, { exact: true })
    .setInputFiles({ name: 'results-2026-q4.csv', mimeType: 'text/csv', buffer: PACK });
  await page.getByRole('button', { name: f.import.button }).click();
  await expect(page).toHaveURL(/\/edit\?done=1$/);
  await expect(form.getByLabel(f.fields.totalRevenue, { exact: true })).toHaveValue('4321098');
  await expect(form.getByLabel(f.fields.netProfit, { exact: true })).toHaveValue('612345');
  await expect(form.getByLabel(f.fields.year, { exact: true })).toHaveValue('2026');
});

// The Thai workspace (the default language, unprefixed pages): the same form in Thai words.
const thf = th.Workspace.itemForm;
const words = {
  en: { f, transcripts: en.Transcripts, prefix: '/en' },
  th: { f: thf, transcripts: th.Transcripts, prefix: '' },
} as const;

test('the Thai form: filled, refused with Thai messages, then saved as a draft', async ({ browser }) => {
  const page = await pageOf(browser, editor, { baseURL: app.base });
  await page.goto('/admin/items/new?kind=quarterlyResults');
  await scripted(page);
  const form = page.getByRole('main');
  await expect(page.getByTestId('quarter-documents')).toContainText(thf.results.documentsHint);
  await form.getByLabel(thf.fields.year, { exact: true }).fill('2027');
  await form.getByLabel(thf.fields.quarter, { exact: true }).fill('1');
  await form.getByLabel(thf.fields.totalRevenue, { exact: true }).fill('5000000');
  await form.getByLabel(thf.fields.salesRevenue, { exact: true }).fill('4800000');
  await form.getByLabel(thf.fields.grossProfit, { exact: true }).fill('1500000');
  await form.getByLabel(thf.fields.netProfit, { exact: true }).fill('700000.25');
  await form.getByLabel(thf.fields.shares, { exact: true }).fill('3266000000');
  await form.getByLabel(thf.fields.resultsDate, { exact: true }).fill('2027-05-14');
  // The date shows in the Buddhist era beside its input.
  await expect(form.locator('#item-resultsDate-shown')).toContainText('2570');
  await form.getByLabel(thf.fields.webcast, { exact: true }).fill('https://example.com/webcast');
  await form
    .getByLabel(thf.fields.transcriptTh, { exact: true })
    .fill(`00:00:05 ประธาน: ${PARAGRAPH_TH}\n00:00:01 ผู้ดำเนินรายการ: ก่อนหน้า`);
  await page.getByRole('button', { name: thf.submit, exact: true }).click();
  const summary = page.getByRole('alert').filter({ hasText: thf.summary });
  await expect(summary).toContainText(th.Transcripts.errors.outOfOrder);
  await expect(summary).toContainText(thf.errors.invalidWebcast.replace('{field}', thf.fields.webcast));
  await expect(form.locator('#item-transcriptTh-error')).toHaveText(
    `${thf.fields.transcriptTh}: ${th.Transcripts.errors.outOfOrder}`,
  );

  await form.getByLabel(thf.fields.webcast, { exact: true }).fill('https://www.youtube-nocookie.com/embed/rkind2027q1');
  await form.getByLabel(thf.fields.transcriptTh, { exact: true }).fill(`00:00:05 ประธาน: ${PARAGRAPH_TH}`);
  await page.getByRole('button', { name: thf.save, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/items\/[^/]+\?done=1$/, { timeout: 60_000 });
  expect(new URL(page.url()).pathname).not.toMatch(/^\/en\//);
  await expect(page.getByTestId('item-state')).toHaveText(th.Workspace.item.states.draft);
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  await page.goto(`/admin/items/${id}/edit`);
  await expect(form.getByLabel(thf.fields.netProfit, { exact: true })).toHaveValue('700000.25');
  await expect(form.getByLabel(thf.fields.transcriptTh, { exact: true })).toHaveValue(
    `00:00:05 ประธาน: ${PARAGRAPH_TH}`,
  );
});

for (const locale of ['th', 'en'] as const) {
  const { f: w, transcripts, prefix } = words[locale];

  test(`without JavaScript (${locale}) a bad pasted transcript shows the parser's message at its field, the text kept`, async ({
    browser,
  }) => {
    const page = await pageOf(browser, editor, { baseURL: app.base, javaScriptEnabled: false });
    await page.goto(`${prefix}/admin/items/new?kind=quarterlyResults`);
    const form = page.getByRole('main');
    const pasted = 'Good afternoon, everyone.\nWelcome to the call.';
    await form.getByLabel(w.fields.year, { exact: true }).fill('2027');
    await form.getByLabel(w.fields.quarter, { exact: true }).fill('2');
    await form.getByLabel(w.fields.transcriptEn, { exact: true }).fill(pasted);
    await form.getByLabel(w.fields.transcriptTh, { exact: true }).fill(`00:00:05 ประธาน: ${PARAGRAPH_TH}`);
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^${app.base}${prefix}/admin/items/[^/]+/edit\\?error=invalid&fields=`));
    await expect(form.locator('#item-transcriptEn-error')).toHaveText(
      `${w.fields.transcriptEn}: ${transcripts.errors.noTime}`,
    );
    await expect(page.getByRole('alert').filter({ hasText: w.summary })).toContainText(w.outcome.invalid);
    await expect(form.getByLabel(w.fields.transcriptEn, { exact: true })).toHaveValue(pasted);
    await expect(form.getByLabel(w.fields.transcriptTh, { exact: true })).toHaveValue(
      `00:00:05 ประธาน: ${PARAGRAPH_TH}`,
    );
    await expect(form.getByLabel(w.fields.year, { exact: true })).toHaveValue('2027');
    // Corrected and saved again: the draft takes it.
    await form.getByLabel(w.fields.transcriptEn, { exact: true }).fill(`00:00:01 Host: ${pasted}`);
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/items/[^/]+\\?done=1$`));
  });

  test(`without JavaScript (${locale}) the webcast video is uploaded with the form, which comes back filled; a wrong file is refused`, async ({
    browser,
  }) => {
    const page = await pageOf(browser, editor, { baseURL: app.base, javaScriptEnabled: false });
    await page.goto(`${prefix}/admin/items/new?kind=quarterlyResults`);
    const form = page.getByRole('main');
    await expect(form.getByTestId('video-upload')).toContainText(w.video.legend);
    await form.getByLabel(w.fields.year, { exact: true }).fill('2027');
    await form.getByLabel(w.fields.quarter, { exact: true }).fill('3');
    await form.getByLabel(w.fields.transcriptEn, { exact: true }).fill('00:00:01 Host: Kept through the upload.');
    if (locale === 'th') {
      // Sent with "Save draft" instead of its own button: not taken, the text saved, the page says which button.
      await form
        .getByLabel(w.video.fileNoScript, { exact: true })
        .setInputFiles({ name: 'call.webm', mimeType: 'video/webm', buffer: webmBytes(3000) });
      await page.getByRole('button', { name: w.save, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/items\/[^/]+\/edit\?error=video-button$/);
      await expect(page.getByTestId('video-upload-status')).toHaveText(w.video.useButton);
      await expect(form.getByLabel(w.fields.transcriptEn, { exact: true })).toHaveValue(
        '00:00:01 Host: Kept through the upload.',
      );
      await expect(form.getByLabel(w.fields.webcast, { exact: true })).toHaveValue('');
    }
    // Not a video, though named .mp4: refused, nothing lost.
    await form.getByLabel(w.video.fileNoScript, { exact: true }).setInputFiles({
      name: 'slides.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.from('%PDF-1.7 these are slides, not a recording'),
    });
    await page.getByRole('button', { name: w.video.button, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/items/[^/]+/edit\\?error=not-video$`));
    const refusal = (locale === 'en' ? en : th).Uploads.notVideo.replace('{file}', w.theFile);
    await expect(page.getByTestId('video-upload-status')).toHaveText(refusal);
    await expect(form.getByLabel(w.video.fileNoScript, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(w.fields.transcriptEn, { exact: true })).toHaveValue(
      '00:00:01 Host: Kept through the upload.',
    );
    await expect(form.getByLabel(w.fields.quarter, { exact: true })).toHaveValue('3');

    const video = webmBytes(4000 + (locale === 'en' ? 1 : 0));
    await form.getByLabel(w.fields.netProfit, { exact: true }).fill('123456');
    await form
      .getByLabel(w.video.fileNoScript, { exact: true })
      .setInputFiles({ name: 'call.webm', mimeType: 'video/webm', buffer: video });
    await page.getByRole('button', { name: w.video.button, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/items/[^/]+/edit\\?done=1&video=stored$`));
    await expect(page.getByTestId('video-upload-status')).toHaveText(w.video.stored);
    await expect(form.getByLabel(w.fields.webcast, { exact: true })).toHaveValue(`/videos/${sha256(video)}.webm`);
    await expect(form.getByLabel(w.fields.transcriptEn, { exact: true })).toHaveValue(
      '00:00:01 Host: Kept through the upload.',
    );
    await expect(form.getByLabel(w.fields.netProfit, { exact: true })).toHaveValue('123456');
  });
}

test('without JavaScript a transcript’s WebVTT file is sent with the form: a bad one comes back at its field, a good one is saved', async ({
  browser,
}) => {
  const page = await pageOf(browser, editor, { baseURL: app.base, javaScriptEnabled: false });
  await page.goto('/admin/items/new?kind=quarterlyResults');
  const form = page.getByRole('main');
  const box = form.getByLabel(thf.fields.transcriptTh, { exact: true });
  const file = form.locator('#item-transcriptTh-vtt');
  await expect(file).toHaveAttribute('name', 'transcriptTh_vtt');
  await expect(form.getByTestId('vtt-load-status').first()).toHaveText(thf.vtt.noScript);
  await form.getByLabel(thf.fields.year, { exact: true }).fill('2027');
  await form.getByLabel(thf.fields.quarter, { exact: true }).fill('4');
  await box.fill('00:00:01 ประธาน: ข้อความในช่องถูกแทนด้วยไฟล์');
  // A caption that ends before it starts: the parser's message at the field, the file's text in the box.
  const bad = 'WEBVTT\n\n00:00:09.000 --> 00:00:05.000\nจบก่อนเริ่ม';
  await file.setInputFiles({ name: 'call-th.vtt', mimeType: 'text/vtt', buffer: Buffer.from(bad) });
  await page.getByRole('button', { name: thf.save, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${app.base}/admin/items/[^/]+/edit\\?error=invalid&fields=transcriptTh`));
  await expect(form.locator('#item-transcriptTh-error')).toHaveText(
    `${thf.fields.transcriptTh}: ${th.Transcripts.errors.endBeforeStart}`,
  );
  await expect(box).toHaveValue(bad);
  await expect(form.getByLabel(thf.fields.quarter, { exact: true })).toHaveValue('4');

  // A good file, chosen in place of the bad text: saved in the draft, and in the box on the edit page.
  const good = `WEBVTT\n\n00:00:05.000 --> 00:00:09.000\n<v ประธาน>${PARAGRAPH_TH} จากไฟล์`;
  await file.setInputFiles({ name: 'call-th.vtt', mimeType: 'text/vtt', buffer: Buffer.from(`\uFEFF${good}\n`) });
  await page.getByRole('button', { name: thf.save, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/items\/[^/]+\?done=1$/);
  const id = new URL(page.url()).pathname.split('/')[3];
  await page.goto(`/admin/items/${id}/edit`);
  await expect(box).toHaveValue(good);
  await expect(form.locator('#item-transcriptTh-error')).toHaveCount(0);
});
