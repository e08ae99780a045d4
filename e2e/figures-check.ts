import ExcelJS from 'exceljs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { parseCsv } from './csv';
import en from '../messages/en.json';
import th from '../messages/th.json';

/**
 * Reads every figure of one year wherever the site shows it (docs/results.md, The figures): the year
 * and its quarters, from the results hub, the quarter page, the key-financials page and its chart, the
 * home page's growth chart and highlights, every download that holds them (CSV and Excel) and the
 * financial-data call, and requires them equal, each at the precision that place shows. Returns the
 * year's net profit and total revenue (thousand baht) as the hub's quarters add up.
 */

/** A shown number: '1,862,145' → 1862145; 'N/A' or '–' → null. */
const numberOf = (text: string | null) => {
  const cleaned = (text ?? '').replace(/[,\s]/g, '');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : null;
};

/** Rounded as the site shows a figure: its shortest decimal form, half away from zero (lib/format/number.ts). */
/** A table's caption from a message, up to its first placeholder after `{metric}`: a pattern of its start. */
const captionStart = (message: string, metric = '') =>
  new RegExp(
    `^${message
      .replace('{metric}', metric)
      .split('{')[0]
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')}`,
  );

const round = (value: number, decimals: number) =>
  Math.sign(value) * Number(`${Math.round(Number(`${Math.abs(value)}e${decimals}`))}e-${decimals}`);

/**
 * The cell of a table (found by its accessible name) in the row whose header matches `row`, at column
 * `column` (0: the first data cell). A chart's table in a tab not shown counts too.
 */
async function cellOf(page: Page, table: string | RegExp, row: string | RegExp, column = 0): Promise<number | null> {
  const hidden = { includeHidden: true };
  const found = page
    .getByRole('table', { name: table, ...hidden })
    .getByRole('row', hidden)
    .filter({ has: page.getByRole('rowheader', { name: row, ...hidden }) });
  return numberOf(await found.getByRole('cell', hidden).nth(column).textContent({ timeout: 10_000 }));
}

async function csvOf(request: APIRequestContext, path: string): Promise<string[][]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return parseCsv(await response.text());
}

/** The hub's card figure of a quarter of the year. */
async function cardFigure(page: Page, year: number, quarter: number, metric: 'netProfit' | 'totalRevenue' | 'eps') {
  return numberOf(
    await page.getByTestId(`results-card-${year}-q${quarter}`).locator(`[data-metric="${metric}"]`).textContent(),
  );
}

export async function expectFiguresAgree(
  page: Page,
  request: APIRequestContext,
  year: number,
): Promise<{ netProfit: number; revenue: number }> {
  // The quarters, as the results hub shows them (thousand baht; EPS in baht to four decimals).
  await page.goto('/en/financialinfo/results');
  const quarters = [1, 2, 3, 4];
  const netProfits = await Promise.all(quarters.map((quarter) => cardFigure(page, year, quarter, 'netProfit')));
  const revenues = await Promise.all(quarters.map((quarter) => cardFigure(page, year, quarter, 'totalRevenue')));
  const q4Eps = await cardFigure(page, year, 4, 'eps');
  for (const value of [...netProfits, ...revenues, q4Eps]) expect(value).not.toBeNull();
  const netProfit = netProfits.reduce((sum, value) => sum! + value!, 0)!;
  const revenue = revenues.reduce((sum, value) => sum! + value!, 0)!;

  // The quarter page: the same figures as its card.
  await page.goto(`/en/financialinfo/results/${year}-q4`);
  expect(numberOf(await page.locator('[data-metric="netProfit"] [data-cell="value"]').textContent())).toBe(
    netProfits[3],
  );
  expect(numberOf(await page.locator('[data-metric="eps"] [data-cell="value"]').textContent())).toBe(q4Eps);

  // Key financial information: the year is its quarters' sum (thousand baht), the chart in million to two decimals.
  for (const [locale, m, shownYear] of [
    ['en', en, String(year)],
    ['th', th, String(year + 543)],
  ] as const) {
    await page.goto(`${locale === 'en' ? '/en' : ''}/financialinfo/info`);
    const data = captionStart(m.FinancialInfo.tables.financialData);
    const yearColumn =
      (await page.getByRole('table', { name: data }).getByRole('columnheader').allTextContents()).indexOf(shownYear) -
      1;
    expect(await cellOf(page, data, m.FinancialInfo.rows.netProfit, yearColumn)).toBe(netProfit);
    expect(await cellOf(page, data, m.FinancialInfo.rows.totalRevenue, yearColumn)).toBe(revenue);
    const chart = captionStart(m.FinancialInfo.chartTitle);
    expect(await cellOf(page, chart, shownYear, 1)).toBe(round(netProfit / 1000, 2));
    expect(await cellOf(page, chart, shownYear, 0)).toBe(round(revenue / 1000, 2));
    // EPS: the year's net profit over its shares, to two decimals.
    const statistics = captionStart(m.FinancialInfo.tables.statistics);
    const shares = await cellOf(page, statistics, m.FinancialInfo.rows.registeredShares, yearColumn + 1);
    expect(await cellOf(page, statistics, m.FinancialInfo.rows.earningsPerShare, yearColumn + 1)).toBe(
      round((netProfit * 1000) / shares!, 2),
    );

    // The home page: the growth chart and the yearly highlights, in million baht without decimals.
    await page.goto(locale === 'en' ? '/en' : '/');
    const growth = (metric: string) => captionStart(m.Home.growth.chartTitle, metric);
    expect(await cellOf(page, growth(m.Home.growth.netProfit), shownYear)).toBe(round(netProfit / 1000, 0));
    expect(await cellOf(page, growth(m.Home.growth.totalIncome), shownYear)).toBe(round(revenue / 1000, 0));
    const yearly = (metric: string) => m.Home.highlights.yearlyTitle.replace('{metric}', metric);
    expect(await cellOf(page, yearly(m.Home.highlights.profit), shownYear)).toBe(round(netProfit / 1000, 0));
    expect(await cellOf(page, yearly(m.Home.highlights.income), shownYear)).toBe(round(revenue / 1000, 0));
    const quarterly = (metric: string) => m.Home.highlights.quarterlyTitle.replace('{metric}', metric);
    const q4 = m.Charts.quarterShort.replace('{quarter}', '4').replace('{year}', shownYear.slice(-2));
    expect(await cellOf(page, quarterly(m.Home.highlights.profit), q4)).toBe(round(netProfits[3]! / 1000, 0));
  }
  // The presales and backlog of the year: the same on the home page as in the yearly download.
  const homePresale = await cellOf(
    page,
    th.Home.highlights.yearlyTitle.replace('{metric}', th.Home.highlights.presale),
    String(year + 543),
  );
  const homeBacklog = await cellOf(
    page,
    th.Home.highlights.yearlyTitle.replace('{metric}', th.Home.highlights.backlog),
    String(year + 543),
  );

  // The downloads: every one that holds a figure of the year.
  const keyFinancials = await csvOf(request, '/en/downloads/key-financials.csv');
  const kfColumn = keyFinancials[0].indexOf(String(year));
  const kfRow = (label: string) => keyFinancials.find((row) => row[1] === label)!;
  expect(Number(kfRow(en.FinancialInfo.rows.netProfit)[kfColumn])).toBe(netProfit);
  expect(Number(kfRow(en.FinancialInfo.rows.totalRevenue)[kfColumn])).toBe(revenue);

  const incomeProfit = await csvOf(request, '/en/downloads/income-profit.csv');
  const ipRow = incomeProfit.find((row) => row[0] === String(year))!;
  expect(round(Number(ipRow[1]), 2)).toBe(round(revenue / 1000, 2));
  expect(round(Number(ipRow[2]), 2)).toBe(round(netProfit / 1000, 2));

  const yearlyHighlights = await csvOf(request, '/downloads/financial-highlights-yearly.csv');
  const yhRow = yearlyHighlights.find((row) => row[0] === String(year + 543))!;
  // Columns: year, income, profit, presale, backlog (million baht).
  expect(round(Number(yhRow[1]), 0)).toBe(round(revenue / 1000, 0));
  expect(round(Number(yhRow[2]), 0)).toBe(round(netProfit / 1000, 0));
  expect(round(Number(yhRow[3]), 0)).toBe(homePresale);
  expect(round(Number(yhRow[4]), 0)).toBe(homeBacklog);

  const quarterlyHighlights = await csvOf(request, '/en/downloads/financial-highlights-quarterly.csv');
  for (const quarter of quarters) {
    const row = quarterlyHighlights.find((cells) => cells[0] === String(year) && cells[1] === String(quarter))!;
    expect(round(Number(row[3]) * 1000, 0)).toBe(netProfits[quarter - 1]);
  }

  const pack = await csvOf(request, `/en/downloads/results-${year}-q4.csv`);
  const packColumn = (header: string) => pack[0].indexOf(header);
  for (const quarter of quarters) {
    const row = pack.find((cells) => cells[0] === String(year) && cells[1] === String(quarter))!;
    expect(Number(row[packColumn(en.Results.metrics.netProfit)])).toBe(netProfits[quarter - 1]);
    expect(Number(row[packColumn(en.Results.metrics.totalRevenue)])).toBe(revenues[quarter - 1]);
  }
  expect(
    Number(pack.find((cells) => cells[0] === String(year) && cells[1] === '4')![packColumn(en.Results.metrics.eps)]),
  ).toBe(q4Eps);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    (await (await request.get('/en/downloads/key-financials.xlsx')).body()) as unknown as ArrayBuffer,
  );
  const sheet = workbook.worksheets[0];
  let excelNetProfit: unknown;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === en.FinancialInfo.rows.netProfit) excelNetProfit = row.getCell(kfColumn).value;
  });
  expect(excelNetProfit).toBe(netProfit);

  // The financial-data call of the original app, in million baht.
  const points = (await (await request.get('/api/financial_data')).json()) as {
    year: number;
    metric: string;
    value: number;
  }[];
  expect(round(points.find((point) => point.year === year && point.metric === 'net_profit')!.value * 1000, 0)).toBe(
    netProfit,
  );
  expect(round(points.find((point) => point.year === year && point.metric === 'total_revenue')!.value * 1000, 0)).toBe(
    revenue,
  );
  return { netProfit, revenue };
}
