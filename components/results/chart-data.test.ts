import seed from '@/data/seed/quarterly-results.json';
import type { QuarterlyResult } from '@/lib/backend';
import { quarterChartBars } from './chart-data';

const results = seed as QuarterlyResult[];
const label = (quarter: number, year: string) => `Q${quarter}/${year}`;

describe("the quarter page's chart", () => {
  test('revenue and net profit in million baht of the quarter and the four before it, oldest first', () => {
    const bars = quarterChartBars(results, { year: 2025, quarter: 3 }, 'en', label);
    expect(bars.map((bar) => bar.label)).toEqual(['Q3/24', 'Q4/24', 'Q1/25', 'Q2/25', 'Q3/25']);
    expect(bars.at(-1)!.values).toEqual({ totalRevenue: 3905.263, netProfit: 494.198 });
    expect(bars[0].values).toEqual({ totalRevenue: 3642.969, netProfit: 456.441 });
  });

  test('Thai labels in the Buddhist era; an early quarter has only the quarters stored before it', () => {
    expect(quarterChartBars(results, { year: 2025, quarter: 3 }, 'th', label).at(-1)!.label).toBe('Q3/68');
    expect(quarterChartBars(results, { year: 2023, quarter: 2 }, 'en', label).map((bar) => bar.label)).toEqual([
      'Q1/23',
      'Q2/23',
    ]);
  });
});
