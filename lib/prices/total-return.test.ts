import { periodReturn, type ReturnInput } from './total-return';
import { DEFAULT_COST_RATES } from './trading-costs';
import type { PriceDay } from './types';

// No trading costs, so every figure below is simple arithmetic on the closes and the dividends.
const FREE = {
  ...DEFAULT_COST_RATES,
  commissionPercent: 0,
  tradingFeePercent: 0,
  clearingFeePercent: 0,
  regulatorFeePercent: 0,
};
const day = (date: string, close: number): PriceDay => ({
  date,
  open: close,
  high: close,
  low: close,
  close,
  volume: 1000,
  value: close * 1000,
});

const days = [day('2025-03-03', 10), day('2025-03-04', 10), day('2025-03-05', 11), day('2025-03-06', 12)];
const input: ReturnInput = {
  invest: { by: 'shares', shares: 1000 },
  days,
  dividends: [
    { exDate: '2025-03-04', kind: 'cash', perShare: 0.5 },
    { exDate: '2025-03-05', kind: 'stock', existingShares: 10, dividendShares: 1 },
    // Before the purchase: not received.
    { exDate: '2025-03-03', kind: 'cash', perShare: 9 },
  ],
  handling: 'cash',
  withholdingPercent: 10,
  rates: FREE,
};

describe('return over a period', () => {
  it('keeps cash dividends after 10 % withholding and adds stock-dividend shares', () => {
    // 1,000 shares: 500.00 gross, 50.00 tax, 450.00 kept; 10:1 stock dividend adds 100 shares;
    // 1,100 shares sold at 12 = 13,200; return 13,200 + 450 − 10,000 = 3,650 (36.5 %), capital gain 3,200.
    const result = periodReturn(input)!;
    expect(result.dividends.map(({ gross, tax, net, sharesAdded }) => ({ gross, tax, net, sharesAdded }))).toEqual([
      { gross: 500, tax: 50, net: 450, sharesAdded: 0 },
      { gross: 0, tax: 0, net: 0, sharesAdded: 100 },
    ]);
    expect(result).toMatchObject({
      sharesAtEnd: 1100,
      dividendsNet: 450,
      cashAtEnd: 450,
      totalReturn: 3650,
      capitalGain: 3200,
      annualisedPercent: null,
    });
    expect(result.totalReturnPercent).toBeCloseTo(36.5, 10);
    expect(result.values.map((point) => point.value)).toEqual([10000, 10450, 12550, 13650]);
  });

  it('reinvests cash dividends at the ex-date close, without withholding', () => {
    // 500.00 buys 50 shares at 10 → 1,050; the stock dividend adds 105 → 1,155; sold at 12 = 13,860; return 3,860.
    const result = periodReturn({ ...input, handling: 'reinvest', withholdingPercent: 0 })!;
    expect(result).toMatchObject({
      sharesAtEnd: 1155,
      dividendsNet: 500,
      cashAtEnd: 0,
      totalReturn: 3860,
      capitalGain: 3360,
    });
    expect(result.dividends.map((receipt) => receipt.sharesAdded)).toEqual([50, 105]);
  });

  it('annualises holdings of a year or more: 21 % over two years is 10 % a year', () => {
    // 2023-03-01 to 2025-02-28 is 730 days; (12.10 / 10)^(365 / 730) − 1 = 1.1 − 1.
    const result = periodReturn({ ...input, dividends: [], days: [day('2023-03-01', 10), day('2025-02-28', 12.1)] })!;
    expect(result.days).toBe(730);
    expect(result.annualisedPercent).toBeCloseTo(10, 10);
  });

  it('buys whole board lots of an amount and returns nothing for an amount below one lot', () => {
    expect(periodReturn({ ...input, invest: { by: 'amount', amount: 10_999 } })!.buy.purchase.shares).toBe(1000);
    expect(periodReturn({ ...input, invest: { by: 'amount', amount: 999 } })).toBeNull();
  });
});
