import { tradeEstimate } from './trade-estimate';
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
    expect(tradeCosts(2340, { ...DEFAULT_COST_RATES, minimumCommission: 50 })).toEqual({ commission: 50, fees: 0.16, vat: 3.51, total: 53.67 });
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
    expect(purchaseForAmount(10_000, 2.34, DEFAULT_COST_RATES)).toMatchObject({ shares: 4200, value: 9828, total: 9845.25 });
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
    expect(estimate.rows.map((row) => row.sellPrice)).toEqual([2.54, 2.5, 2.46, 2.42, 2.38, 2.34, 2.3, 2.26, 2.22, 2.18, 2.14]);
    // Selling at 2.34 loses both trades' costs: 2,340 − 4.10 − 2,344.10 = −8.20.
    expect(estimate.rows[5]).toMatchObject({ sellPrice: 2.34, buyTotal: 2344.1, sellProceeds: 2335.9, profit: -8.2 });
    // 2.36 brings 2,360 − (3.71 + 0.16 + 0.27 = 4.14) = 2,355.86 > 2,344.10: the break-even tick.
    expect(estimate.breakEven).toBe(2.36);
  });
});
