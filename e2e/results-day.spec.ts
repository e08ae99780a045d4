import seedQuarters from '../data/seed/quarterly-results.json';
import en from '../messages/en.json';
import { expect, test } from './fixtures';
import { expectFiguresAgree } from './figures-check';
import { createItem, itemStep, pageOf, seedPayments, type Person } from './item-review-helpers';
import { ownWorkspaceServer } from './own-workspace-server';
import type { SecondServer } from './second-server';

/**
 * Results day, checked as an investor would (docs/results.md, The figures): an editor enters the
 * year's fourth quarter and the dividend it pays; an approver publishes both. Within a minute, without
 * a deploy, the home page, Key Financial Information, the growth chart, the results hub, the downloads,
 * the dividend page and the calculator's total return show the new values, and every page agrees on
 * each figure of the year. On a server of its own: it changes what the site states.
 */

const YEAR = 2025;
// The fourth quarter of 2025 as the editor enters it (thousand baht); the year had three until now.
const Q4 = {
  year: YEAR,
  quarter: 4,
  totalRevenue: 4_412_345,
  salesRevenue: 4_301_234,
  grossProfit: 1_498_765,
  netProfit: 587_654,
  presales: 4_812_000,
  backlog: 10_950_000,
  totalExpenses: 3_701_234,
  totalAssets: 47_012_345,
  totalLiabilities: 26_001_234,
  equity: 21_011_111,
  interestBearingDebt: 16_250_000,
  shares: 2_454_122_453,
  resultsDate: '2026-02-26',
};
// The final dividend of 2025, decided with the results; its ex-date and payment have passed.
const DIVIDEND = {
  decisionDate: '2026-02-26',
  exDate: '2026-03-10',
  paymentDate: '2026-03-25',
  type: 'cash',
  cashPerShare: 0.23,
  periodStart: '2025-10-01',
  periodEnd: '2025-12-31',
};

let app: SecondServer;
let editor: Person;
let approver: Person;

const own = ownWorkspaceServer('results-day');
test.beforeAll(() => ({ app, editor, approver } = own));

// A period holding the new ex-date only: 1,000 shares bought before it and sold after, no fees.
const CALCULATOR = `/en/stockpriceinfo/calculator?calc=period&mode=shares&value=1000&buy=2026-03-02&sell=2026-03-20&dividends=cash&tax=10&commission=0&tradingFee=0&clearingFee=0&regulatorFee=0&vat=0`;

test('an approver publishes Q4 and its dividend: within a minute every page and download shows them, and agrees', async ({
  browser,
}) => {
  const reader = await pageOf(browser, null, { baseURL: app.base });

  // Before: 2025 is not a year yet (three quarters), and the period's dividends are none.
  await reader.goto('/en/financialinfo/info');
  const dataTable = reader.getByRole('table', {
    name: new RegExp(`^${en.FinancialInfo.tables.financialData.split('{')[0].replace(/[.*+?^$()|[\]\\]/g, '\\$&')}`),
  });
  await expect(dataTable.getByRole('columnheader', { name: String(YEAR - 1), exact: true })).toBeVisible();
  await expect(dataTable.getByRole('columnheader', { name: String(YEAR), exact: true })).toHaveCount(0);
  await reader.goto(CALCULATOR);
  await expect(reader.getByTestId('period-dividendsReceived')).toContainText('0.00');

  // The editor enters the quarter and the dividend; the approver approves both.
  const editorPage = await pageOf(browser, editor, { baseURL: app.base });
  await editorPage.goto('/en/admin');
  const quarterId = await createItem(editorPage, 'quarterlyResults', Q4);
  await itemStep(editorPage, quarterId, 'submit');
  const dividendId = await createItem(editorPage, 'dividends', { payments: [DIVIDEND, ...seedPayments] });
  await itemStep(editorPage, dividendId, 'submit');
  const approverPage = await pageOf(browser, approver, { baseURL: app.base });
  await approverPage.goto('/en/admin');
  const approvedAt = Date.now();
  await itemStep(approverPage, quarterId, 'approve', { publishAt: 'now' });
  await itemStep(approverPage, dividendId, 'approve', { publishAt: 'now' });

  // Within a minute, no deploy: the quarter is on the hub, the year in the tables, the dividend on its page.
  await expect(async () => {
    await reader.goto('/en/financialinfo/results');
    await expect(reader.getByTestId(`results-card-${YEAR}-q4`)).toBeVisible({ timeout: 1_000 });
    await reader.goto('/en/financialinfo/info');
    await expect(dataTable.getByRole('columnheader', { name: String(YEAR), exact: true })).toBeVisible({
      timeout: 1_000,
    });
    await reader.goto('/en/basicinfo/dividendpayment');
    await expect(reader.getByRole('table', { name: en.Dividends.caption }).getByRole('row').nth(1)).toContainText(
      '10 March 2026',
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 60_000 });
  const seconds = (Date.now() - approvedAt) / 1000;
  expect(seconds).toBeLessThan(60);

  // Every page and download agrees on each figure of 2025, and they are the new quarter's.
  const { netProfit, revenue } = await expectFiguresAgree(reader, reader.request, YEAR);
  const earlier = seedQuarters.filter((quarter) => quarter.year === YEAR);
  expect(earlier.map((quarter) => quarter.quarter)).toEqual([1, 2, 3]);
  expect(netProfit).toBe(earlier.reduce((sum, quarter) => sum + quarter.net_profit, Q4.netProfit));
  expect(revenue).toBe(earlier.reduce((sum, quarter) => sum + quarter.total_revenue, Q4.totalRevenue));

  // The dividend: its row and download, and the calculator's total return (0.23 × 1,000 less 10 % tax).
  const dividends = await (await reader.request.get('/en/downloads/dividends.csv')).text();
  expect(dividends).toContain('0.23');
  await reader.goto(CALCULATOR);
  await expect(reader.getByTestId('period-dividendsReceived')).toContainText('207.00');
});
