import { addYears, isIsoDay } from './dates';
import { MAX_SPAN_YEARS } from './history-query';
import { isOnTick, tickSize } from './tick-size';
import { DEFAULT_COST_RATES, type CostRates } from './trading-costs';
import type { DividendHandling } from './total-return';

/**
 * The investment calculator's whole state, read from its URL (a GET form): which calculation, the
 * amount or shares, the buy price, every cost rate, and for a period the dates, the dividend handling
 * and the withholding tax. Every field is bounded; a bad one gets its own error code, which the page
 * translates beside the field, and the calculation waits until all are good.
 */

export type CalculatorTab = 'trade' | 'period';
export type InvestBy = 'amount' | 'shares';

export const RATE_FIELDS = ['commission', 'minCommission', 'tradingFee', 'clearingFee', 'regulatorFee', 'vat'] as const;
export type RateField = (typeof RATE_FIELDS)[number];

export type CalculatorField = 'value' | 'price' | RateField | 'buy' | 'sell';

export type FieldError =
  | 'required'
  | 'notNumber'
  | 'notPositive'
  | 'tooLarge'
  | 'offTick'
  | 'belowLot'
  | 'outOfRange'
  | 'dateInvalid'
  | 'future'
  | 'tooOld'
  | 'beforeHistory'
  | 'notAfterBuy'
  /** An amount that does not pay for one board lot at the price. */
  | 'tooSmall';

/** Absurdly large: more than ten billion baht, or more shares than a listed company issues. */
export const MAX_AMOUNT = 10_000_000_000;
export const MAX_SHARES = 100_000_000_000;
export const MAX_PRICE = 10_000;
/** What an amount defaults to on a first visit, so the page shows figures at once. */
export const DEFAULT_AMOUNT = 100_000;
/** A period defaults to the last three years. */
export const DEFAULT_PERIOD_YEARS = 3;

const RATE_BOUNDS: Record<RateField, { key: keyof CostRates; max: number }> = {
  commission: { key: 'commissionPercent', max: 5 },
  minCommission: { key: 'minimumCommission', max: 10_000 },
  tradingFee: { key: 'tradingFeePercent', max: 1 },
  clearingFee: { key: 'clearingFeePercent', max: 1 },
  regulatorFee: { key: 'regulatorFeePercent', max: 1 },
  vat: { key: 'vatPercent', max: 20 },
};

export interface CalculatorQuery {
  tab: CalculatorTab;
  by: InvestBy;
  /** Baht or shares; null while missing or bad. */
  value: number | null;
  /** The buy price asked for (trade tab); null: the latest close. */
  price: number | null;
  rates: CostRates;
  buyDate: string | null;
  /** null: hold until the latest close. */
  sellDate: string | null;
  handling: DividendHandling;
  withholdingPercent: 10 | 0;
  /** The fields as typed, to fill the form again. */
  form: Record<CalculatorField, string>;
  errors: Partial<Record<CalculatorField, FieldError>>;
  /** The tick size at the price asked for, for the offTick message. */
  priceTick: number | null;
}

type Query = Record<string, string | string[] | undefined>;

const MAX_FIELD_LENGTH = 24;
const PLAIN_NUMBER = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

function first(query: Query, name: string): string | undefined {
  const raw = query[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined ? undefined : value.slice(0, 100);
}

/** A non-negative number as people type it ('100,000', ' 2.34 '), or why not. */
export function readAmount(text: string): number | Exclude<FieldError, 'required'> {
  const value = text.trim().replace(/\s/g, '');
  if (value.length > MAX_FIELD_LENGTH) return 'tooLarge';
  if (/^-\d/.test(value)) return 'notPositive';
  if (!PLAIN_NUMBER.test(value)) return 'notNumber';
  const number = Number(value.replace(/,/g, ''));
  return Number.isFinite(number) ? number : 'notNumber';
}

export function readCalculatorQuery(query: Query, today: string): CalculatorQuery {
  const errors: CalculatorQuery['errors'] = {};
  const tab: CalculatorTab = first(query, 'calc') === 'period' ? 'period' : 'trade';
  const by: InvestBy = first(query, 'mode') === 'shares' ? 'shares' : 'amount';
  const form = {} as Record<CalculatorField, string>;

  // The amount or shares: missing on a first visit (the default amount), required once submitted empty.
  const rawValue = first(query, 'value');
  form.value = rawValue ?? (by === 'amount' ? String(DEFAULT_AMOUNT) : '');
  let value: number | null = null;
  // A first visit in shares mode has no value yet: no figures, and no error either.
  if (rawValue === undefined && form.value === '') errors.value = undefined;
  else if (form.value.trim() === '') errors.value = 'required';
  else {
    const read = readAmount(form.value);
    if (typeof read === 'string') errors.value = read;
    else if (read <= 0) errors.value = 'notPositive';
    else if (read > (by === 'amount' ? MAX_AMOUNT : MAX_SHARES)) errors.value = 'tooLarge';
    else if (by === 'shares' && read < 100) errors.value = 'belowLot';
    else if (by === 'shares' && !Number.isInteger(read)) errors.value = 'notNumber';
    else value = read;
  }

  form.price = first(query, 'price') ?? '';
  let price: number | null = null;
  let priceTick: number | null = null;
  if (tab === 'trade' && form.price.trim() !== '') {
    const read = readAmount(form.price);
    if (typeof read === 'string') errors.price = read;
    else if (read <= 0) errors.price = 'notPositive';
    else if (read > MAX_PRICE) errors.price = 'tooLarge';
    else if (!isOnTick(read)) {
      errors.price = 'offTick';
      priceTick = tickSize(read);
    } else price = read;
  }

  const rates: CostRates = { ...DEFAULT_COST_RATES };
  for (const field of RATE_FIELDS) {
    const { key, max } = RATE_BOUNDS[field];
    const raw = first(query, field);
    form[field] = raw ?? String(DEFAULT_COST_RATES[key]);
    if (raw === undefined || raw.trim() === '') {
      if (raw !== undefined) form[field] = String(DEFAULT_COST_RATES[key]);
      continue;
    }
    const read = readAmount(raw);
    if (typeof read === 'string') errors[field] = read === 'notPositive' ? 'outOfRange' : read;
    else if (read > max) errors[field] = 'outOfRange';
    else rates[key] = read;
  }

  form.buy = first(query, 'buy') ?? (tab === 'period' ? addYears(today, -DEFAULT_PERIOD_YEARS) : '');
  form.sell = first(query, 'sell') ?? '';
  let buyDate: string | null = null;
  let sellDate: string | null = null;
  if (tab === 'period') {
    const buy = form.buy.trim();
    if (buy === '') errors.buy = 'required';
    else if (!isIsoDay(buy)) errors.buy = 'dateInvalid';
    else if (buy >= today) errors.buy = 'future';
    else if (buy < addYears(today, -MAX_SPAN_YEARS)) errors.buy = 'tooOld';
    else buyDate = buy;
    const sell = form.sell.trim();
    if (sell !== '') {
      if (!isIsoDay(sell)) errors.sell = 'dateInvalid';
      else if (sell > today) errors.sell = 'future';
      else if (buyDate && sell <= buyDate) errors.sell = 'notAfterBuy';
      else sellDate = sell;
    }
  }

  return {
    tab,
    by,
    value,
    price,
    rates,
    buyDate,
    sellDate,
    handling: first(query, 'dividends') === 'reinvest' ? 'reinvest' : 'cash',
    withholdingPercent: first(query, 'tax') === '0' ? 0 : 10,
    form,
    errors,
    priceTick,
  };
}
