import { toGregorianYear } from '@/lib/format';
import { parseCsvRecords } from './csv-records';
import { isIsoDay, weekdayOf } from './dates';
import { PRICE_DAY_FIELDS, type PriceDay } from './types';

/**
 * Reads a CSV of daily prices for `npm run stock:import`. Columns are found by their header, in
 * English or Thai, in any order, with other columns ignored: the site's own CSV download imports as it
 * is, and so do the SET's exports. A header whose unit says thousands ('000, พัน) or millions (M, ล้าน)
 * scales its column. Dates are ISO (2025-01-31) or day/month/year (31/01/2568 in the Buddhist era,
 * or 31/01/2025). Every bad row is reported with its line; the caller imports nothing unless none is.
 */

type Field = (typeof PRICE_DAY_FIELDS)[number];

/** Header names, normalised (lower case, units in brackets and everything but letters removed). */
const HEADER_NAMES: Record<Field, readonly string[]> = {
  date: ['date', 'tradingdate', 'วันที่', 'วันที่ซื้อขาย'],
  open: ['open', 'openprice', 'เปิด', 'ราคาเปิด'],
  high: ['high', 'highprice', 'สูงสุด', 'ราคาสูงสุด'],
  low: ['low', 'lowprice', 'ต่ำสุด', 'ราคาต่ำสุด'],
  close: ['close', 'closeprice', 'closingprice', 'ปิด', 'ราคาปิด'],
  volume: ['volume', 'tradingvolume', 'ปริมาณ', 'ปริมาณซื้อขาย', 'ปริมาณการซื้อขาย'],
  value: ['value', 'tradingvalue', 'turnover', 'มูลค่า', 'มูลค่าซื้อขาย', 'มูลค่าการซื้อขาย'],
};

/** What a Thai or English reader would write for each column, for the message of a missing one. */
const HEADER_EXAMPLES: Record<Field, string> = {
  date: 'Date / วันที่',
  open: 'Open / ราคาเปิด',
  high: 'High / ราคาสูงสุด',
  low: 'Low / ราคาต่ำสุด',
  close: 'Close / ราคาปิด',
  volume: 'Volume / ปริมาณ',
  value: 'Value / มูลค่า',
};

function headerKey(header: string): string {
  return header
    .toLowerCase()
    .replace(/\([^)]*\)/g, '')
    .replace(/[^a-z\u0e00-\u0e7f]/g, '');
}

/** 1, 1 000 or 1 000 000 from the unit in a header: "Volume ('000 Shares)", "มูลค่า (ล้านบาท)". */
function unitScale(header: string): number {
  const unit = /\(([^)]*)\)/.exec(header)?.[1].toLowerCase() ?? '';
  if (/'?000|thousand|พัน/.test(unit)) return 1_000;
  if (/\bm\b|\bm\.|mb|million|ล้าน/.test(unit)) return 1_000_000;
  return 1;
}

export interface ImportProblem {
  line: number;
  message: string;
}

export interface ParsedImport {
  /** The good rows, oldest first. */
  days: PriceDay[];
  problems: ImportProblem[];
}

const NUMBER = /^-?\d+(\.\d+)?$/;

function readNumber(text: string): number | null {
  const plain = text.trim().replace(/[,\s\u00a0]/g, '');
  return NUMBER.test(plain) ? Number(plain) : null;
}

/** ISO or day/month/year (Buddhist era when the year is 2400 or more); null when no such day exists. */
export function readImportDate(text: string): string | null {
  const value = text.trim();
  if (isIsoDay(value)) return value;
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const iso = `${toGregorianYear(Number(match[3]))}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  return isIsoDay(iso) ? iso : null;
}

const MAX_IMPORT_ROWS = 20_000;

export function parsePriceImport(text: string, today: string): ParsedImport {
  const problems: ImportProblem[] = [];
  let records;
  try {
    records = parseCsvRecords(text);
  } catch (error) {
    return { days: [], problems: [{ line: 0, message: error instanceof Error ? error.message : String(error) }] };
  }
  const [header, ...rows] = records;
  if (!header) return { days: [], problems: [{ line: 1, message: 'the file is empty' }] };
  if (rows.length > MAX_IMPORT_ROWS) {
    return {
      days: [],
      problems: [{ line: header.line, message: `more than ${MAX_IMPORT_ROWS} rows: split the file` }],
    };
  }

  const columns = {} as Record<Field, { index: number; scale: number }>;
  for (const field of PRICE_DAY_FIELDS) {
    const matches = header.fields.flatMap((name, index) =>
      HEADER_NAMES[field].includes(headerKey(name)) ? [index] : [],
    );
    if (matches.length === 0)
      problems.push({ line: header.line, message: `no ${field} column (${HEADER_EXAMPLES[field]})` });
    else if (matches.length > 1) problems.push({ line: header.line, message: `more than one ${field} column` });
    else columns[field] = { index: matches[0], scale: unitScale(header.fields[matches[0]]) };
  }
  if (problems.length) return { days: [], problems };

  const days: PriceDay[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of rows) {
    const cell = (field: Field) => fields[columns[field].index] ?? '';
    const rowProblems: string[] = [];
    const date = readImportDate(cell('date'));
    if (!date) rowProblems.push(`date "${cell('date').trim()}" is not a date (YYYY-MM-DD or DD/MM/YYYY)`);
    else if (date > today) rowProblems.push(`date ${date} is in the future`);
    else if (weekdayOf(date) === 0 || weekdayOf(date) === 6)
      rowProblems.push(`date ${date} is a ${weekdayOf(date) === 0 ? 'Sunday' : 'Saturday'}`);
    else if (seen.has(date)) rowProblems.push(`date ${date} is also on line ${seen.get(date)}`);

    const number = (field: Field) => {
      const raw = cell(field);
      const parsed = readNumber(raw);
      if (parsed === null) return { raw, value: null };
      return { raw, value: Math.round(parsed * columns[field].scale * 10_000) / 10_000 };
    };
    const prices = {} as Record<'open' | 'high' | 'low' | 'close', number>;
    for (const field of ['open', 'high', 'low', 'close'] as const) {
      const { raw, value } = number(field);
      if (value === null || value <= 0) rowProblems.push(`${field} "${raw.trim()}" is not a price above zero`);
      else prices[field] = value;
    }
    const { open, high, low, close } = prices;
    if ([open, high, low, close].every((price) => price !== undefined)) {
      if (high < Math.max(open, close, low)) rowProblems.push(`high ${high} is below the open, close or low`);
      if (low > Math.min(open, close)) rowProblems.push(`low ${low} is above the open or close`);
    }
    const volume = number('volume');
    if (volume.value === null || volume.value < 0 || !Number.isInteger(volume.value)) {
      rowProblems.push(`volume "${volume.raw.trim()}" is not a whole number of shares`);
    }
    const rawValue = cell('value').trim();
    const value = rawValue === '' || rawValue === '-' ? { raw: rawValue, value: null } : number('value');
    if (rawValue !== '' && rawValue !== '-' && (value.value === null || value.value < 0)) {
      rowProblems.push(`value "${rawValue}" is not an amount in baht`);
    }

    if (rowProblems.length) {
      problems.push(...rowProblems.map((message) => ({ line, message })));
      continue;
    }
    seen.set(date!, line);
    days.push({ date: date!, open, high, low, close, volume: volume.value!, value: value.value });
  }
  if (rows.length === 0) problems.push({ line: header.line, message: 'no rows below the header' });
  return { days: days.sort((a, b) => a.date.localeCompare(b.date)), problems };
}
