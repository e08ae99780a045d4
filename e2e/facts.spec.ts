import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import en from '../messages/en.json';
import th from '../messages/th.json';
import { expect, scripted, test } from './fixtures';
import { axeClean } from './item-form-helpers';
import { pageOf, seedPayments, type Person } from './item-review-helpers';
import { ownWorkspaceServer, publishTo } from './own-workspace-server';
import type { SecondServer } from './second-server';

/**
 * A fact the IR team keeps (docs/newsroom.md, Facts and figures), on a server of its own: an editor
 * opens the register of major shareholders from Facts and figures, the form holding what the site
 * shows, edits it as a table (a row moved, one removed, one added, Thai beside English), is refused
 * while the rows do not add up to the total, fixes it and submits; another person approves it; the
 * page's table, donut, total and date change in both languages. Without JavaScript, a row's buttons
 * move and remove it as well.
 */

const stamp = Date.now().toString(36);
const SECRET = `facts-${stamp}-secret`;
const f = en.Workspace.itemForm;

let folder: string;
let app: SecondServer;
let editor: Person;
let approver: Person;

const own = ownWorkspaceServer('facts', { REVALIDATE_SECRET: SECRET });
test.beforeAll(() => ({ app, editor, approver, folder } = own));

const cell = (page: Page, label: string, row: number) =>
  page.getByLabel(f.rows.cell.replace('{cell}', label).replace('{row}', String(row)), { exact: true });
/**
 * Submits the editor's form, then the approver opens the item it made and, after `beforeApproving`,
 * approves it; answers the item's id and the approver's page.
 */
async function submitAndApprove(browser: Browser, page: Page, beforeApproving?: (approverPage: Page) => Promise<void>) {
  await page.getByRole('button', { name: f.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/admin\/items\/[^/]+\?done=1$/, { timeout: 60_000 });
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  const approverPage = await pageOf(browser, approver, { baseURL: app.base });
  await approverPage.goto(`/en/admin/items/${id}`);
  await beforeApproving?.(approverPage);
  await approverPage.getByRole('button', { name: en.Workspace.item.approve }).click();
  return { id, approverPage };
}

/** A reader's page, once `check` passes on `url` (the approved version goes live within the newsroom job's run). */
async function readerOnceLive(browser: Browser, url: string, check: (reader: Page) => Promise<void>) {
  const reader = await pageOf(browser, null, { baseURL: app.base });
  await expect(async () => {
    await reader.goto(url);
    await check(reader);
  }).toPass({ timeout: 120_000 });
  return reader;
}

const nameEn = `${f.fields.name} (${f.languages.en})`;
const nameTh = `${f.fields.name} (${f.languages.th})`;

test('an editor replaces the register as a table; refused while it does not add up; approved, the page changes in both languages', async ({
  browser,
}) => {
  const page = await pageOf(browser, editor, { baseURL: app.base });
  await page.goto('/en/admin/facts');
  await expect(page.getByTestId('fact-majorShareholders')).toContainText(en.Workspace.facts.seeded);
  await page.getByTestId('fact-majorShareholders').getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/admin\/items\/new\?kind=majorShareholders$/);
  await scripted(page);

  // The form holds the register the site shows: eleven rows, Thai beside English.
  await expect(cell(page, nameEn, 1)).toHaveValue('Horizon Holding Co., Ltd.');
  await expect(cell(page, nameTh, 11)).toHaveValue('ผู้ถือหุ้นอื่น ๆ');
  const thBox = (await cell(page, nameTh, 1).boundingBox())!;
  const enBox = (await cell(page, nameEn, 1).boundingBox())!;
  expect(enBox.x).toBeGreaterThan(thBox.x + thBox.width - 1);
  await axeClean(page);

  // Row 2 moves up; row 10 goes; a new row comes at the end.
  await page.getByRole('button', { name: f.rows.up.replace('{row}', '2') }).click();
  await expect(cell(page, nameEn, 1)).toHaveValue('Mr. Somchai Wattanakul');
  await page.getByRole('button', { name: f.rows.remove.replace('{row}', '10') }).click();
  await expect(cell(page, nameEn, 10)).toHaveValue('Other shareholders');
  await page.getByRole('button', { name: f.rows.add }).click();
  await expect(cell(page, nameTh, 11)).toBeFocused();
  await cell(page, nameTh, 11).fill(`กองทุนใหม่ ${stamp}`);
  await cell(page, nameEn, 11).fill(`New Fund ${stamp}`);
  await cell(page, f.fields.shares, 11).fill('1000');
  await page.getByLabel(f.fields.asOf, { exact: true }).fill('2025-12-30');

  // The rows no longer add up to the total: refused at the total.
  await page.getByRole('button', { name: f.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/admin\/items\/[^/]+\/edit$/, { timeout: 60_000 });
  await expect(page.getByRole('alert').filter({ hasText: f.summary })).toContainText(f.checks.majorShareholders);
  await expect(page.getByLabel(f.fields.totalShares, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await axeClean(page);

  // The removed holder had 30,250,000 shares, the new one 1,000: the others row takes the rest.
  const others = cell(page, f.fields.shares, 10);
  await others.fill(String(867_654_713 + 30_250_000 - 1000));
  const { id, approverPage } = await submitAndApprove(browser, page, async (approverPage) => {
    // A fact is never withdrawn: no such step is offered.
    await expect(approverPage.getByRole('button', { name: en.Workspace.item.requestWithdrawal })).toHaveCount(0);
  });
  await expect(async () => {
    await approverPage.goto(`/en/admin/items/${id}`);
    await expect(approverPage.getByTestId('item-state')).toHaveText(en.Workspace.item.states.live, { timeout: 2_000 });
  }).toPass({ timeout: 120_000 });

  // The page: the new table, total and date, in both languages.
  const reader = await pageOf(browser, null, { baseURL: app.base });
  await reader.goto('/en/basicinfo/majorshareholders');
  await expect(reader.getByRole('heading', { level: 2, name: /30 December 2025/ })).toBeVisible();
  const table = reader.getByRole('table', { name: 'Major shareholders as of 30 December 2025' });
  await expect(table.getByRole('row').nth(1)).toContainText('Mr. Somchai Wattanakul');
  await expect(table).toContainText(`New Fund ${stamp}`);
  await expect(table).not.toContainText('Ms. Kanokwan Thongdee');
  await expect(table.getByRole('row').last()).toContainText('2,454,122,453');
  await reader.goto('/basicinfo/majorshareholders');
  await expect(reader.getByRole('main')).toContainText(`กองทุนใหม่ ${stamp}`);
  await expect(reader.getByRole('heading', { level: 2, name: /30 ธันวาคม 2568/ })).toBeVisible();

  // Facts and figures says it is live, and opens its one item.
  await page.goto('/en/admin/facts');
  await expect(page.getByTestId('fact-majorShareholders')).toContainText(en.Workspace.item.states.live);
  await page.goto('/en/admin/items/new?kind=majorShareholders');
  await expect(page).toHaveURL(new RegExp(`/en/admin/items/${id}/edit$`));
});

test('an editor replaces the register from a file: the rows read and their problems first, then the table; approved, the page has them', async ({
  browser,
}) => {
  const page = await pageOf(browser, editor, { baseURL: app.base });
  await page.goto('/en/admin/items/new?kind=majorShareholders');
  await expect(page).toHaveURL(/\/en\/admin\/items\/[^/]+\/edit$/);
  await scripted(page);
  const i = f.tableImport;
  const upload = (csv: string) =>
    page
      .getByLabel(i.file, { exact: true })
      .setInputFiles({ name: 'register.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  // A register whose rows do not add up: refused with the rows named, nothing in the table.
  await upload(
    `Name (Thai),Name (English),Number of shares\r\nบริษัท ${stamp},Company ${stamp},"2,000,000,000"\r\nผู้ถือหุ้นอื่น ๆ,Other shareholders,many\r\n`,
  );
  const problems = page.getByTestId('table-import-problems');
  await expect(problems).toContainText(`Line 3 (Other shareholders): the shares are not a whole number.`);
  await expect(problems).toContainText(
    'The rows add up to 2,000,000,000 shares, not the register’s total of 2,454,122,453.',
  );
  await expect(page.getByTestId('table-import-rows').getByRole('row')).toHaveCount(3);
  await expect(cell(page, nameEn, 1)).not.toHaveValue(`Company ${stamp}`);
  await axeClean(page);

  // A register that agrees: shown, then used.
  await upload(
    `Name (Thai),Name (English),Number of shares\r\nบริษัท ${stamp},Company ${stamp},"2,000,000,000"\r\nผู้ถือหุ้นอื่น ๆ,Other shareholders,454122453\r\n`,
  );
  await expect(page.getByTestId('table-import-problems')).toHaveCount(0);
  await page.getByRole('button', { name: i.use }).click();
  await expect(cell(page, nameEn, 1)).toHaveValue(`Company ${stamp}`);
  await expect(cell(page, f.fields.shares, 2)).toHaveValue('454122453');
  await expect(cell(page, nameEn, 3)).toHaveCount(0);
  await page.getByLabel(f.fields.asOf, { exact: true }).fill('2026-03-31');
  await submitAndApprove(browser, page);
  const reader = await readerOnceLive(browser, '/en/basicinfo/majorshareholders', async (reader) => {
    await expect(reader.getByRole('table', { name: 'Major shareholders as of 31 March 2026' })).toContainText(
      `Company ${stamp}`,
      { timeout: 2_000 },
    );
  });
  // The donut's figures too: its value table has the two holders.
  await expect(
    reader.getByRole('table', { name: /Shareholding structure as of 31 March 2026/ }).getByRole('row'),
  ).toHaveCount(3);
});

test('a dividend’s exchange dates, approved, reach the dividend page, the calendar and its iCalendar feed', async ({
  browser,
  request,
}) => {
  const page = await pageOf(browser, editor, { baseURL: app.base });
  await page.goto('/en/admin/facts');
  await page.getByTestId('fact-dividends').getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/admin\/items\/new\?kind=dividends$/);
  await scripted(page);
  // The interim dividend of 2025, first row: its ex-dividend and payment dates are set now.
  await expect(cell(page, f.fields.type, 1)).toHaveValue('cash');
  await expect(cell(page, f.fields.cashPerShare, 1)).toHaveValue('0.09');
  await cell(page, f.fields.exDate, 1).fill('2026-12-08');
  await cell(page, f.fields.paymentDate, 1).fill('2026-12-04');
  await page.getByRole('button', { name: f.submit, exact: true }).click();
  // The payment before the ex-date: refused at the payment date.
  const summary = page.getByRole('alert').filter({ hasText: f.summary });
  await expect(summary).toContainText(f.checks.dividends);
  await expect(summary).toContainText(f.outcome.disagree);
  await expect(summary).not.toContainText(en.Workspace.error);
  await expect(cell(page, f.fields.paymentDate, 1)).toHaveAttribute('aria-invalid', 'true');
  await cell(page, f.fields.paymentDate, 1).fill('2026-12-23');
  await submitAndApprove(browser, page);

  const reader = await readerOnceLive(browser, '/en/basicinfo/dividendpayment', async (reader) => {
    await expect(reader.getByRole('table', { name: en.Dividends.caption }).getByRole('row').nth(1)).toContainText(
      '8 December 2026',
      { timeout: 2_000 },
    );
  });
  await expect(reader.getByRole('table', { name: en.Dividends.caption }).getByRole('row').nth(1)).toContainText(
    '23 December 2026',
  );
  const words = en.Calendar.dividends;
  const xd = words.exDate.replace('{amount}', words.cash.replace('{amount}', '0.09'));
  await reader.goto('/en/calendarinfo/info?year=2026');
  await expect(reader.getByRole('row').filter({ hasText: xd })).toContainText('8 December 2026');
  await reader.goto('/calendarinfo/info?year=2026');
  await expect(reader.getByRole('main')).toContainText(
    th.Calendar.dividends.exDate.replace('{amount}', th.Calendar.dividends.cash.replace('{amount}', '0.09')),
  );
  const ics = await (await request.get(`${app.base}/en/feeds/calendar.ics`)).text();
  expect(ics).toContain(`SUMMARY:${xd}`);
  expect(ics).toContain('DTSTART;VALUE=DATE:20261208');
});

test('the dividend history imported from the site’s own download, a date changed: the rows and their problems first, then the table', async ({
  browser,
  request,
}) => {
  const page = await pageOf(browser, editor, { baseURL: app.base });
  await page.goto('/en/admin/items/new?kind=dividends');
  await expect(page).toHaveURL(/\/en\/admin\/items\/[^/]+\/edit$/);
  await scripted(page);
  const i = f.tableImport;
  const download = await (await request.get(`${app.base}/en/downloads/dividends.csv`)).text();
  expect(download).toContain('2026-12-08');
  const upload = (csv: string) =>
    page
      .getByLabel(i.kinds.dividends.file, { exact: true })
      .setInputFiles({ name: 'dividends.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  // The payment moved before the ex-date: the row named by its line, nothing in the table.
  await upload(download.replace('2026-12-23', '2026-12-01'));
  const problems = page.getByTestId('table-import-problems');
  await expect(problems).toContainText(i.dividends.problems.rules.paymentDate.replace('{line}', '2'));
  await expect(cell(page, f.fields.paymentDate, 1)).toHaveValue('2026-12-23');
  await axeClean(page);

  // The payment moved a day later: shown, then used.
  await upload(download.replace('2026-12-23', '2026-12-24'));
  await expect(page.getByTestId('table-import-problems')).toHaveCount(0);
  const rows = page.getByTestId('table-import-rows');
  await expect(rows.getByRole('row').nth(1)).toContainText('2026-12-24');
  // Every dividend of the history (the seed's eight), under the header row.
  await expect(rows.getByRole('row')).toHaveCount(9);
  await page.getByRole('button', { name: i.use }).click();
  await expect(cell(page, f.fields.paymentDate, 1)).toHaveValue('2026-12-24');
  await expect(cell(page, f.fields.exDate, 1)).toHaveValue('2026-12-08');
  await expect(cell(page, f.fields.type, 1)).toHaveValue('cash');
});

test('npm run publish takes the dividend history as its next version: refused when a rule is broken, else live at once and in the item’s history', async ({
  browser,
}) => {
  const payments = seedPayments;
  const command = async (first: Record<string, unknown>) => {
    const file = path.join(folder, 'dividends.json');
    writeFileSync(file, JSON.stringify({ payments: [{ ...payments[0], ...first }, ...payments.slice(1)] }));
    return publishTo(own, ['dividends', file], { USER: 'ir-operator' }).then(
      (output) => ({ ok: true, output }),
      (error: { stdout: string; stderr: string }) => ({ ok: false, output: `${error.stdout}${error.stderr}` }),
    );
  };
  const refused = await command({ exDate: '2026-12-08', paymentDate: '2026-12-01' });
  expect(refused).toMatchObject({ ok: false });
  expect(refused.output).toContain('payments.0.paymentDate: inconsistent');

  const published = await command({ exDate: '2026-12-08', paymentDate: '2026-12-30' });
  expect(published.output).toContain(`revalidated ${app.base}`);
  const reader = await pageOf(browser, null, { baseURL: app.base });
  await reader.goto('/en/basicinfo/dividendpayment');
  await expect(reader.getByRole('table', { name: en.Dividends.caption }).getByRole('row').nth(1)).toContainText(
    '30 December 2026',
  );
  const id = /item ([0-9a-f-]{36})/.exec(published.output)![1];
  const page = await pageOf(browser, editor, { baseURL: app.base });
  await page.goto(`/en/admin/items/${id}`);
  await expect(page.getByRole('row').filter({ hasText: en.Workspace.item.events['publish-command'] })).toContainText(
    'npm run publish (ir-operator)',
  );
});

test('the company facts: an editor changes the IR telephone and the short name; approved, the header, the footer and the home page’s about text say them, in both languages', async ({
  browser,
}) => {
  const page = await pageOf(browser, editor, { baseURL: app.base });
  await page.goto('/en/admin/facts');
  await page.getByTestId('fact-company').getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/admin\/items\/new\?kind=company$/);
  await scripted(page);
  // The form holds what the site states now.
  await expect(page.getByLabel(f.fields.irPhone, { exact: true })).toHaveValue('02-123-4567');
  await expect(page.getByLabel(`${f.fields.shortName} (${f.languages.en})`, { exact: true })).toHaveValue(
    'Siam Horizon Estate',
  );
  await axeClean(page);
  await page.getByLabel(f.fields.irPhone, { exact: true }).fill('02-765-4321');
  await page.getByLabel(`${f.fields.shortName} (${f.languages.en})`, { exact: true }).fill(`Siam Horizon ${stamp}`);
  await page
    .getByLabel(`${f.fields.about} (${f.languages.en})`, { exact: true })
    .fill(`We build homes ${stamp}.\n\nA second paragraph.`);
  // More paid-up than registered capital: refused at the paid-up capital.
  await page.getByLabel(f.fields.paidUpCapitalBaht, { exact: true }).fill('9999999999');
  await page.getByRole('button', { name: f.submit, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: f.summary })).toContainText(f.checks.company);
  await expect(page.getByLabel(f.fields.paidUpCapitalBaht, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(f.fields.paidUpCapitalBaht, { exact: true }).fill('1226431226.5');
  await submitAndApprove(browser, page);

  const reader = await readerOnceLive(browser, '/en/basicinfo/info', async (reader) => {
    await expect(reader.getByRole('contentinfo')).toContainText('02-765-4321', { timeout: 2_000 });
  });
  await expect(reader.getByRole('banner')).toContainText(`Siam Horizon ${stamp}`);
  // The home page's text about the company, paragraph by paragraph.
  await reader.goto('/en');
  await expect(
    reader
      .getByRole('region', { name: en.Home.about.title })
      .getByRole('paragraph')
      .filter({ hasText: `We build homes ${stamp}.` }),
  ).toHaveCount(1);
  await expect(reader.getByRole('region', { name: en.Home.about.title })).toContainText('A second paragraph.');
  // The phone is one for both languages; the Thai short name stays.
  await reader.goto('/basicinfo/info');
  await expect(reader.getByRole('contentinfo')).toContainText('02-765-4321');
  await expect(reader.getByRole('banner')).toContainText('สยามฮอไรซัน เอสเตท');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a row’s own buttons move and remove it, saving the draft', async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: app.base,
      javaScriptEnabled: false,
      storageState: editor.state,
    });
    const page = await context.newPage();
    // The fact's one item: its form opens from the new-item address too.
    await page.goto('/admin/items/new?kind=majorShareholders');
    await expect(page).toHaveURL(/\/admin\/items\/[^/]+\/edit$/);
    const tf = th.Workspace.itemForm;
    const thName = `${tf.fields.name} (${tf.languages.th})`;
    const first = await page
      .getByLabel(tf.rows.cell.replace('{cell}', thName).replace('{row}', '1'), { exact: true })
      .inputValue();
    // The server's HTML holds the table's values: nothing needs a script.
    expect(first).toBe(`บริษัท ${stamp}`);
    await page.getByRole('button', { name: tf.rows.down.replace('{row}', '1') }).click();
    await expect(page).toHaveURL(/\/admin\/items\/[^/]+\/edit(\?.*)?$/);
    await expect(
      page.getByLabel(tf.rows.cell.replace('{cell}', thName).replace('{row}', '2'), { exact: true }),
    ).toHaveValue(first);
    await page.getByRole('button', { name: tf.rows.remove.replace('{row}', '2') }).click();
    await expect(
      page.getByLabel(tf.rows.cell.replace('{cell}', thName).replace('{row}', '2'), { exact: true }),
    ).not.toHaveValue(first);
    await context.close();
  });
});
