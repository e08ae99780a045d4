/** @jest-environment node */
import { createTranslator } from 'next-intl';
import seed from '@/data/seed/quarterly-results.json';
import type { QuarterlyResult } from '@/lib/backend';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { quarterImageText } from './og-text';

const results = seed as QuarterlyResult[];
const translator = (locale: 'en' | 'th') =>
  createTranslator({ locale, messages: locale === 'en' ? en : th, namespace: 'Results' });

describe("a quarter's share image text", () => {
  test('English: the quarter, revenue and net profit in million baht, their changes on the year', () => {
    // 2025-Q3: 3,905,263 and 494,198 thousand baht; 2024-Q3: 3,642,969 and 456,441.
    expect(quarterImageText(results, { year: 2025, quarter: 3 }, 'en', translator('en'))).toEqual({
      title: 'Results for Q3 2025',
      figures: [
        { metric: 'totalRevenue', text: 'Total revenue 3,905.3 million baht', change: '+7.2% vs Q3 2024' },
        { metric: 'netProfit', text: 'Net profit 494.2 million baht', change: '+8.3% vs Q3 2024' },
      ],
    });
  });

  test('Thai: Buddhist-era years', () => {
    expect(quarterImageText(results, { year: 2025, quarter: 3 }, 'th', translator('th'))).toEqual({
      title: 'ผลการดำเนินงานไตรมาส 3/2568',
      figures: [
        { metric: 'totalRevenue', text: 'รายได้รวม 3,905.3 ล้านบาท', change: '+7.2% เทียบกับไตรมาส 3/2567' },
        { metric: 'netProfit', text: 'กำไรสุทธิ 494.2 ล้านบาท', change: '+8.3% เทียบกับไตรมาส 3/2567' },
      ],
    });
  });

  test('no change when the year before is not stored; null for a quarter that is not stored', () => {
    const text = quarterImageText(results, { year: 2023, quarter: 1 }, 'en', translator('en'));
    expect(text?.figures.map((figure) => figure.change)).toEqual([null, null]);
    expect(text?.figures[0].text).toBe('Total revenue 3,105.6 million baht');
    expect(quarterImageText(results, { year: 2019, quarter: 1 }, 'en', translator('en'))).toBeNull();
  });
});
