import type { Locale } from '@/lib/i18n';

/** Major shareholders as of 30 September 2025; names and holdings are fictional. */

/** The date of the register the figures come from. */
export const SHAREHOLDERS_AS_OF = '2025-09-30';

/** Total shares of the register; the rows below add up to it exactly. */
export const SHAREHOLDERS_TOTAL_SHARES = 2_454_122_453;

/** Rows numbered with a rank; the rest (the others row) are not ranked. */
export const RANKED_ROWS = 10;

export interface ShareholderEntry {
  /** 1..10 for the named shareholders; null for the others row. */
  rank: number | null;
  name: string;
  shares: number;
  /** Share of the total in percent, rounded to 2 decimals. */
  percentage: number;
  /** Slice colour of the donut chart. */
  colour: string;
}

interface ShareholderSource {
  name: Readonly<Record<Locale, string>>;
  shares: number;
  colour: string;
}

const sources: readonly ShareholderSource[] = [
  { name: { th: 'บริษัท ฮอไรซัน โฮลดิ้ง จำกัด', en: 'Horizon Holding Co., Ltd.' }, shares: 612_530_000, colour: '#e8590c' },
  { name: { th: 'นายสมชาย วัฒนกุล', en: 'Mr. Somchai Wattanakul' }, shares: 298_400_000, colour: '#2f3437' },
  { name: { th: 'บริษัท ไทยเอ็นวีดีอาร์ จำกัด', en: 'Thai NVDR Co., Ltd.' }, shares: 187_265_340, colour: '#f08c4a' },
  { name: { th: 'นางปราณี วัฒนกุล', en: 'Mrs. Pranee Wattanakul' }, shares: 142_000_000, colour: '#4a5157' },
  {
    name: { th: 'CHAO PHRAYA NOMINEES LIMITED', en: 'Chao Phraya Nominees Limited' },
    shares: 96_512_800,
    colour: '#b8460a',
  },
  {
    name: { th: 'บริษัท กรุงสยามประกันชีวิต จำกัด (มหาชน)', en: 'Krung Siam Life Assurance PCL' },
    shares: 74_318_900,
    colour: '#6b7280',
  },
  { name: { th: 'สำนักงานประกันสังคม', en: 'Social Security Office' }, shares: 61_204_500, colour: '#f5b182' },
  { name: { th: 'นายอนันต์ ศรีสุข', en: 'Mr. Anan Srisuk' }, shares: 45_870_000, colour: '#8b949e' },
  { name: { th: 'กองทุนเปิด อันดามัน โกรท', en: 'Andaman Growth Open-End Fund' }, shares: 38_116_200, colour: '#7c2d12' },
  { name: { th: 'นางสาวกนกวรรณ ทองดี', en: 'Ms. Kanokwan Thongdee' }, shares: 30_250_000, colour: '#b0b7bf' },
  { name: { th: 'ผู้ถือหุ้นอื่น ๆ', en: 'Other shareholders' }, shares: 867_654_713, colour: '#d0d5da' },
];

/** shares / total in percent, rounded half up to 2 decimals with integer arithmetic. */
export function percentageOf(shares: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.round((shares * 10_000) / total) / 100;
}

/** The ranked list of the register, largest holders first, the others row last. */
export function getMajorShareholders(locale: Locale): ShareholderEntry[] {
  return sources.map((source, index) => ({
    rank: index < RANKED_ROWS ? index + 1 : null,
    name: source.name[locale],
    shares: source.shares,
    percentage: percentageOf(source.shares, SHAREHOLDERS_TOTAL_SHARES),
    colour: source.colour,
  }));
}
