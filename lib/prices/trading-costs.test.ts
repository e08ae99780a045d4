import { tradeEstimate, tradeResult } from './trade-estimate';
import { boardLots, DEFAULT_COST_RATES, purchase, purchaseForAmount, sale, tradeCosts } from './trading-costs';

// Worked by hand: commission 0.157 %, trading 0.005 %, clearing 0.001 %, regulator 0.001 %, VAT 7 %,
// each charge rounded half up to the satang.
describe('Thai trading costs', () => {
  it('charges 1,000 shares at 2.34 baht (value 2,340.00)', () => {
    // commission 2,340 × 0.157 % = 3.6738 → 3.67; fees 0.117 → 0.12, 0.0234 → 0.02, 0.0234 → 0.02 = 0.16;
    // VAT (3.67 + 0.16) × 7 % = 0.2681 → 0.27; total 4.10; the purchase costs 2,344.10.
    expect(tradeCosts(2340, DEFAULT_COST_RATES)).toEqual({ commission: 3.67, fees: 0.16, vat: 0.27, total: 4.1 });
    expect(purchase(1000, 2.34, DEFAULT_COST_RATES)).toMatchObject({ shares: 1000, value: 2340, total: 2344.1 });
  });

  it('applies the minimum commission', () => {
    // commission max(3.67, 50) = 50; VAT (50 + 0.16) × 7 % = 3.5112 → 3.51; total 53.67.
    expect(tradeCosts(2340, { ...DEFAULT_COST_RATES, minimumCommission: 50 })).toEqual({
      commission: 50,
      fees: 0.16,
      vat: 3.51,
      total: 53.67,
    });
  });

  it('sells 1,000 shares at 2.40 baht: 2,400.00 less 4.21 of costs', () => {
    // commission 3.768 → 3.77; fees 0.12 + 0.024 → 0.02 + 0.02 = 0.16; VAT 3.93 × 7 % = 0.2751 → 0.28.
    expect(sale(1000, 2.4, DEFAULT_COST_RATES)).toEqual({
      value: 2400,
      costs: { commission: 3.77, fees: 0.16, vat: 0.28, total: 4.21 },
      proceeds: 2395.79,
    });
  });

  it('buys the most whole board lots an amount pays for, costs included', () => {
    // 4,200 shares at 2.34 = 9,828.00; commission 15.42996 → 15.43; fees 0.4914 → 0.49, 0.09828 → 0.10,
    // 0.10 = 0.69; VAT 16.12 × 7 % = 1.1284 → 1.13; total 17.25 → 9,845.25 ≤ 10,000. 4,300 shares = 10,062 > 10,000.
    expect(purchaseForAmount(10_000, 2.34, DEFAULT_COST_RATES)).toMatchObject({
      shares: 4200,
      value: 9828,
      total: 9845.25,
    });
    // One lot: 234.00 + commission 0.37 + fees 0.01 + VAT 0.03 = 234.41.
    expect(purchaseForAmount(234.41, 2.34, DEFAULT_COST_RATES).shares).toBe(100);
    expect(purchaseForAmount(234.4, 2.34, DEFAULT_COST_RATES).shares).toBe(0);
  });

  it('rounds shares down to board lots', () => {
    expect(boardLots(1234)).toBe(1200);
    expect(boardLots(99)).toBe(0);
  });

  it('tables sell prices 10 ticks either side of the buy price, with profit after both trades', () => {
    const estimate = tradeEstimate(1000, 2.34, DEFAULT_COST_RATES);
    expect(estimate.rows.map((row) => row.sellPrice)).toEqual([
      2.54, 2.5, 2.46, 2.42, 2.38, 2.34, 2.3, 2.26, 2.22, 2.18, 2.14,
    ]);
    // Selling at 2.34 loses both trades' costs: 2,340 − 4.10 − 2,344.10 = −8.20.
    expect(estimate.rows[5]).toMatchObject({ sellPrice: 2.34, buyTotal: 2344.1, sellProceeds: 2335.9, profit: -8.2 });
    // 2.36 brings 2,360 − (3.71 + 0.16 + 0.27 = 4.14) = 2,355.86 > 2,344.10: the break-even tick.
    expect(estimate.breakEven).toBe(2.36);
  });
});

// The trade tab with a minimum commission of 50 baht, which outweighs 0.157 % of every trade below
// 31,847 baht: each row's commission is 50.00, fees and VAT as above. Worked by hand.
describe('the trade table when the minimum commission applies', () => {
  const rates = { ...DEFAULT_COST_RATES, minimumCommission: 50 };

  it('shares mode: 1,050 shares trade as 1,000 (board lots) at 2.34', () => {
    const { estimate, errors } = tradeResult({ by: 'shares', value: 1050, price: 2.34, rates, errors: {} }, null);
    expect(errors).toEqual({});
    // Buy 2,340.00: commission 50 (not 3.67); fees 0.12 + 0.02 + 0.02 = 0.16; VAT 50.16 × 7 % = 3.5112 → 3.51;
    // costs 53.67; the purchase costs 2,393.67.
    expect(estimate!.purchase).toMatchObject({ shares: 1000, value: 2340, total: 2393.67 });
    expect(estimate!.rows.map((row) => row.sellPrice)).toEqual([
      2.54, 2.5, 2.46, 2.42, 2.38, 2.34, 2.3, 2.26, 2.22, 2.18, 2.14,
    ]);
    const row = (ticks: number) => estimate!.rows.find((item) => item.ticks === ticks)!;
    // +10 ticks, 2.54: 2,540.00 − (50 + fees 0.13 + 0.03 + 0.03 = 0.19 + VAT 50.19 × 7 % = 3.5133 → 3.51 = 53.70)
    // = 2,486.30; profit 2,486.30 − 2,393.67 = 92.63 (3.87 % of 2,393.67).
    expect(row(10)).toMatchObject({ shares: 1000, buyTotal: 2393.67, sellProceeds: 2486.3, profit: 92.63 });
    expect(row(10).profitPercent).toBeCloseTo((92.63 / 2393.67) * 100, 10);
    // 0 ticks, 2.34: 2,340.00 − 53.67 = 2,286.33; profit −107.34: twice the minimum lost in a round trip.
    expect(row(0)).toMatchObject({ sellProceeds: 2286.33, profit: -107.34 });
    // −10 ticks, 2.14: 2,140.00 − (50 + 0.11 + 0.02 + 0.02 + VAT 50.15 × 7 % = 3.5105 → 3.51 = 53.66) = 2,086.34; −307.33.
    expect(row(-10)).toMatchObject({ sellProceeds: 2086.34, profit: -307.33 });
    // 2.44 brings 2,440 − 53.67 = 2,386.33 < 2,393.67; 2.46 brings 2,460 − 53.67 = 2,406.33: break-even 2.46
    // (2.36 without the minimum).
    expect(estimate!.breakEven).toBe(2.46);
  });

  it('amount mode: 10,000 baht buys 4,200 shares at 2.34, the minimum included', () => {
    const { estimate } = tradeResult({ by: 'amount', value: 10_000, price: 2.34, rates, errors: {} }, null);
    // 4,200 shares: 9,828.00 + 50 + fees 0.49 + 0.10 + 0.10 = 0.69 + VAT 50.69 × 7 % = 3.5483 → 3.55 = 9,882.24 ≤ 10,000;
    // 4,300 shares are 10,062.00 before any cost.
    expect(estimate!.purchase).toMatchObject({ shares: 4200, value: 9828, total: 9882.24 });
    const row = (ticks: number) => estimate!.rows.find((item) => item.ticks === ticks)!;
    // 2.54: 10,668.00 − (50 + 0.5334 → 0.53, 0.10668 → 0.11, 0.11 = 0.75 + VAT 50.75 × 7 % = 3.5525 → 3.55 = 54.30)
    // = 10,613.70; profit 731.46.
    expect(row(10)).toMatchObject({ sellPrice: 2.54, shares: 4200, sellProceeds: 10613.7, profit: 731.46 });
    // 2.34: 9,828.00 − 54.24 = 9,773.76; profit −108.48.
    expect(row(0)).toMatchObject({ sellPrice: 2.34, sellProceeds: 9773.76, profit: -108.48 });
    // 2.14: 8,988.00 − (50 + 0.4494 → 0.45, 0.09, 0.09 = 0.63 + VAT 50.63 × 7 % = 3.5441 → 3.54 = 54.17) = 8,933.83; −948.41.
    expect(row(-10)).toMatchObject({ sellPrice: 2.14, sellProceeds: 8933.83, profit: -948.41 });
    // 2.36: 9,912 − 54.25 = 9,857.75 < 9,882.24; 2.38: 9,996 − 54.25 = 9,941.75: break-even 2.38.
    expect(estimate!.breakEven).toBe(2.38);
  });

  it('an amount below one board lot with its minimum commission is the value field’s error, no table', () => {
    // One lot at 2.34 costs 234.00 + 50 + 0.01 + 0 + 0 + VAT 3.50 = 287.51 with the minimum.
    expect(tradeResult({ by: 'amount', value: 287.5, price: 2.34, rates, errors: {} }, null)).toEqual({
      estimate: null,
      errors: { value: 'tooSmall' },
    });
    expect(
      tradeResult({ by: 'amount', value: 287.51, price: 2.34, rates, errors: {} }, null).estimate?.purchase.shares,
    ).toBe(100);
  });

  it('uses the latest close when no price is asked for, and computes nothing while a field is bad or no price is known', () => {
    expect(
      tradeResult({ by: 'shares', value: 1000, price: null, rates, errors: {} }, 2.34).estimate?.purchase.total,
    ).toBe(2393.67);
    expect(tradeResult({ by: 'shares', value: 1000, price: null, rates, errors: {} }, null).estimate).toBeNull();
    expect(tradeResult({ by: 'shares', value: 1000, price: 2.34, rates, errors: { vat: 'outOfRange' } }, null)).toEqual(
      {
        estimate: null,
        errors: { vat: 'outOfRange' },
      },
    );
  });
});
