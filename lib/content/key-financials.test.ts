import { formatNumber } from '@/lib/format/number';
import { getKeyFinancials, incomeAndProfitByYear, KEY_FINANCIAL_YEARS, shownFiscalYears } from './key-financials';

describe('key financials', () => {
  it('hold 2021–2024 (2564–2567) and show the last three', () => {
    expect(KEY_FINANCIAL_YEARS).toEqual([2021, 2022, 2023, 2024]);
    expect(shownFiscalYears()).toEqual([2022, 2023, 2024]);
    expect(getKeyFinancials('th').years).toEqual([2022, 2023, 2024]);
  });

  it('give every row one value per shown year, in both languages with the same figures', () => {
    const th = getKeyFinancials('th');
    const en = getKeyFinancials('en');
    expect(th.tables.map((table) => table.id)).toEqual(['financialData', 'ratios', 'statistics']);
    for (const [index, table] of en.tables.entries()) {
      for (const [rowIndex, row] of table.rows.entries()) {
        expect(row.values).toHaveLength(3);
        expect(th.tables[index].rows[rowIndex].values).toEqual(row.values);
      }
    }
    expect(en.tables[0].rows.map((row) => row.label)).toContain('Net profit');
    expect(th.tables[0].rows.map((row) => row.label)).toContain('กำไรสุทธิ');
  });

  it('keep the balance sheet whole: assets = liabilities + equity', () => {
    const rows = getKeyFinancials('en').tables[0].rows;
    const value = (id: string) => rows.find((row) => row.id === id)!.values;
    value('totalAssets').forEach((assets, year) => {
      expect(assets).toBe(value('totalLiabilities')[year]! + value('equity')[year]!);
    });
  });

  it('keep a missing figure as null, which the table shows as N/A', () => {
    const turnover = getKeyFinancials('en').tables[1].rows.find((row) => row.id === 'assetTurnover')!;
    expect(turnover.values[0]).toBeNull();
    expect(formatNumber(turnover.values[0], 'en', { decimals: turnover.decimals })).toBe('N/A');
    expect(formatNumber(turnover.values[1], 'th', { decimals: turnover.decimals })).toBe('0.33');
  });

  it('chart total revenue and net profit of the shown years in million baht', () => {
    expect(incomeAndProfitByYear()).toEqual([
      { year: 2022, totalRevenue: 13_187.026, netProfit: 1_652.397 },
      { year: 2023, totalRevenue: 13_802.575, netProfit: 1_733.86 },
      { year: 2024, totalRevenue: 14_530.914, netProfit: 1_862.145 },
    ]);
  });
});
