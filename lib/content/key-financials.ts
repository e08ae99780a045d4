import type { Locale } from '@/lib/i18n';

/**
 * Key financial figures: held per fiscal year 2021–2024 (Buddhist era 2564–2567), the page
 * shows the last three. Amounts in thousand baht; the company and its figures are fictional.
 */

/** Fiscal years held, Gregorian, oldest first. */
export const KEY_FINANCIAL_YEARS = [2021, 2022, 2023, 2024] as const;

/** How many of the latest years the page shows. */
export const SHOWN_YEAR_COUNT = 3;

export type FiscalYear = (typeof KEY_FINANCIAL_YEARS)[number];

export type KeyFinancialUnit = 'thousandBaht' | 'percent' | 'times' | 'shares' | 'baht' | 'bahtPerShare';

export type KeyFinancialTableId = 'financialData' | 'ratios' | 'statistics';

/** One figure per held year; null where the figure is not available. */
type YearValues = Readonly<Record<FiscalYear, number | null>>;

interface MetricDefinition {
  id: string;
  label: Readonly<Record<Locale, string>>;
  unit: KeyFinancialUnit;
  /** Decimals shown in the table. */
  decimals: number;
  values: YearValues;
}

const REGISTERED_SHARES = 2_452_862_453;

const metrics: Readonly<Record<KeyFinancialTableId, readonly MetricDefinition[]>> = {
  financialData: [
    {
      id: 'totalAssets',
      label: { th: 'สินทรัพย์รวม', en: 'Total assets' },
      unit: 'thousandBaht',
      decimals: 0,
      values: { 2021: 38_412_556, 2022: 40_128_903, 2023: 42_764_118, 2024: 44_905_372 },
    },
    {
      id: 'totalLiabilities',
      label: { th: 'หนี้สินรวม', en: 'Total liabilities' },
      unit: 'thousandBaht',
      decimals: 0,
      values: { 2021: 22_105_340, 2022: 22_874_611, 2023: 24_012_457, 2024: 25_118_096 },
    },
    {
      id: 'equity',
      label: { th: 'ส่วนของผู้ถือหุ้น', en: "Shareholders' equity" },
      unit: 'thousandBaht',
      decimals: 0,
      values: { 2021: 16_307_216, 2022: 17_254_292, 2023: 18_751_661, 2024: 19_787_276 },
    },
    {
      id: 'salesRevenue',
      label: { th: 'รายได้จากการขาย', en: 'Sales revenue' },
      unit: 'thousandBaht',
      decimals: 0,
      values: { 2021: 11_842_705, 2022: 12_963_448, 2023: 13_508_219, 2024: 14_216_830 },
    },
    {
      id: 'totalRevenue',
      label: { th: 'รายได้รวม', en: 'Total revenue' },
      unit: 'thousandBaht',
      decimals: 0,
      values: { 2021: 12_015_388, 2022: 13_187_026, 2023: 13_802_575, 2024: 14_530_914 },
    },
    {
      id: 'costOfSales',
      label: { th: 'ต้นทุนขาย', en: 'Cost of sales' },
      unit: 'thousandBaht',
      decimals: 0,
      values: { 2021: 7_815_123, 2022: 8_424_907, 2023: 8_851_030, 2024: 9_310_442 },
    },
    {
      id: 'totalExpenses',
      label: { th: 'ค่าใช้จ่ายรวม', en: 'Total expenses' },
      unit: 'thousandBaht',
      decimals: 0,
      values: { 2021: 10_298_452, 2022: 11_135_870, 2023: 11_651_239, 2024: 12_219_563 },
    },
    {
      id: 'netProfit',
      label: { th: 'กำไรสุทธิ', en: 'Net profit' },
      unit: 'thousandBaht',
      decimals: 0,
      values: { 2021: 1_398_214, 2022: 1_652_397, 2023: 1_733_860, 2024: 1_862_145 },
    },
  ],
  ratios: [
    {
      id: 'returnOnEquity',
      label: { th: 'อัตราผลตอบแทนผู้ถือหุ้น', en: 'Return on equity' },
      unit: 'percent',
      decimals: 2,
      values: { 2021: 8.9, 2022: 9.85, 2023: 9.63, 2024: 9.66 },
    },
    {
      id: 'returnOnAssets',
      label: { th: 'อัตราผลตอบแทนจากสินทรัพย์', en: 'Return on assets' },
      unit: 'percent',
      decimals: 2,
      values: { 2021: 3.75, 2022: 4.21, 2023: 4.18, 2024: 4.25 },
    },
    {
      id: 'grossProfitMargin',
      label: { th: 'อัตรากำไรขั้นต้น', en: 'Gross profit margin' },
      unit: 'percent',
      decimals: 2,
      values: { 2021: 34.01, 2022: 35.01, 2023: 34.48, 2024: 34.51 },
    },
    {
      id: 'netProfitMargin',
      label: { th: 'อัตรากำไรสุทธิ', en: 'Net profit margin' },
      unit: 'percent',
      decimals: 2,
      values: { 2021: 11.64, 2022: 12.53, 2023: 12.56, 2024: 12.82 },
    },
    {
      id: 'debtToEquity',
      label: { th: 'อัตราส่วนหนี้สินต่อส่วนของผู้ถือหุ้น', en: 'Debt to equity' },
      unit: 'times',
      decimals: 2,
      values: { 2021: 1.36, 2022: 1.33, 2023: 1.28, 2024: 1.27 },
    },
    {
      id: 'interestBearingDebtToEquity',
      label: { th: 'อัตราส่วนหนี้สินที่มีภาระดอกเบี้ยต่อส่วนของผู้ถือหุ้น', en: 'Interest-bearing debt to equity' },
      unit: 'times',
      decimals: 2,
      values: { 2021: 0.9, 2022: 0.86, 2023: 0.83, 2024: 0.81 },
    },
    {
      id: 'assetTurnover',
      label: { th: 'อัตราการหมุนของสินทรัพย์', en: 'Asset turnover' },
      unit: 'times',
      decimals: 2,
      // Not disclosed for 2022: the page shows N/A.
      values: { 2021: 0.32, 2022: null, 2023: 0.33, 2024: 0.33 },
    },
  ],
  statistics: [
    {
      id: 'registeredShares',
      label: { th: 'จำนวนหุ้นจดทะเบียน', en: 'Registered shares' },
      unit: 'shares',
      decimals: 0,
      values: { 2021: REGISTERED_SHARES, 2022: REGISTERED_SHARES, 2023: REGISTERED_SHARES, 2024: REGISTERED_SHARES },
    },
    {
      id: 'parValue',
      label: { th: 'มูลค่าที่ตราไว้ต่อหุ้น', en: 'Par value' },
      unit: 'baht',
      decimals: 2,
      values: { 2021: 0.5, 2022: 0.5, 2023: 0.5, 2024: 0.5 },
    },
    {
      id: 'marketCapitalisation',
      label: { th: 'มูลค่าหลักทรัพย์ตามราคาตลาด', en: 'Market capitalisation' },
      unit: 'thousandBaht',
      decimals: 0,
      values: { 2021: 8_388_790, 2022: 7_603_874, 2023: 7_015_187, 2024: 6_230_271 },
    },
    {
      id: 'bookValuePerShare',
      label: { th: 'มูลค่าหุ้นตามบัญชีต่อหุ้น', en: 'Book value per share' },
      unit: 'bahtPerShare',
      decimals: 2,
      values: { 2021: 6.65, 2022: 7.03, 2023: 7.64, 2024: 8.07 },
    },
    {
      id: 'earningsPerShare',
      label: { th: 'กำไรสุทธิต่อหุ้น', en: 'Earnings per share' },
      unit: 'bahtPerShare',
      decimals: 2,
      values: { 2021: 0.57, 2022: 0.67, 2023: 0.71, 2024: 0.76 },
    },
    {
      id: 'priceToEarnings',
      label: { th: 'อัตราส่วนราคาต่อกำไร (P/E)', en: 'Price to earnings (P/E)' },
      unit: 'times',
      decimals: 2,
      values: { 2021: 6.0, 2022: 4.63, 2023: 4.03, 2024: 3.34 },
    },
    {
      id: 'priceToBookValue',
      label: { th: 'อัตราส่วนราคาต่อมูลค่าหุ้นตามบัญชี (P/BV)', en: 'Price to book value (P/BV)' },
      unit: 'times',
      decimals: 2,
      values: { 2021: 0.51, 2022: 0.44, 2023: 0.37, 2024: 0.31 },
    },
  ],
};

export interface KeyFinancialRow {
  id: string;
  label: string;
  unit: KeyFinancialUnit;
  decimals: number;
  /** One value per shown year, in the order of {@link KeyFinancials.years}; null = not available. */
  values: (number | null)[];
}

export interface KeyFinancialTable {
  id: KeyFinancialTableId;
  rows: KeyFinancialRow[];
}

export interface KeyFinancials {
  /** The shown fiscal years, Gregorian, oldest first. */
  years: FiscalYear[];
  tables: KeyFinancialTable[];
}

/** The last {@link SHOWN_YEAR_COUNT} held years, oldest first. */
export function shownFiscalYears(): FiscalYear[] {
  return KEY_FINANCIAL_YEARS.slice(-SHOWN_YEAR_COUNT);
}

/**
 * The three tables of the key-financials page, labelled in the locale's language: for the shown years,
 * or for the years asked (the downloads hold every year).
 */
export function getKeyFinancials(locale: Locale, years: FiscalYear[] = shownFiscalYears()): KeyFinancials {
  const tables = (Object.keys(metrics) as KeyFinancialTableId[]).map((id) => ({
    id,
    rows: metrics[id].map((metric) => ({
      id: metric.id,
      label: metric.label[locale],
      unit: metric.unit,
      decimals: metric.decimals,
      values: years.map((year) => metric.values[year]),
    })),
  }));
  return { years, tables };
}

/** Total revenue and net profit in million baht: of the shown years for the page's chart, or of the years asked. */
export function incomeAndProfitByYear(
  years: readonly FiscalYear[] = shownFiscalYears(),
): { year: FiscalYear; totalRevenue: number | null; netProfit: number | null }[] {
  const find = (id: string) => metrics.financialData.find((metric) => metric.id === id)!;
  const toMillion = (value: number | null) => (value === null ? null : value / 1000);
  return years.map((year) => ({
    year,
    totalRevenue: toMillion(find('totalRevenue').values[year]),
    netProfit: toMillion(find('netProfit').values[year]),
  }));
}
