/** @jest-environment node */
import { withTemporaryStore } from '@/lib/testing/temporary-store';
import { getFinancialData } from './index';

withTemporaryStore('financial-data');

describe('the financial-data call in the embedded backend', () => {
  it('is derived from the quarters and the annual figures: each complete year, in million baht', async () => {
    const points = await getFinancialData();
    expect(points).not.toBe(false);
    const value = (year: number, metric: string) =>
      (points || []).find((point) => point.year === year && point.metric === metric)?.value;
    expect([...new Set((points || []).map((point) => point.year))]).toEqual([2020, 2021, 2022, 2023, 2024]);
    // The same figures as every page: 2024's are its quarters' sums, 2021's the audited ones.
    expect(value(2024, 'net_profit')).toBeCloseTo(1862.145);
    expect(value(2024, 'total_revenue')).toBeCloseTo(14530.914);
    expect(value(2024, 'backlog')).toBeCloseTo(10320.4);
    expect(value(2021, 'net_profit')).toBeCloseTo(1398.214);
  });
});
