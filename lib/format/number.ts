import type { Locale } from '@/lib/i18n';

/** Shown for a missing value in tables. */
export const NOT_AVAILABLE = 'N/A';

/** Shown for a missing price or change. */
export const DASH = '-';

/** What the number helpers accept: numbers, numeric strings from the backend, or nothing. */
export type NumericInput = number | string | null | undefined;

export interface NumberFormatOptions {
  /** Exactly this many decimals; without it, up to 2 and trailing zeros dropped. */
  decimals?: number;
  /** Text for a missing value; defaults to {@link NOT_AVAILABLE}. */
  missing?: typeof NOT_AVAILABLE | typeof DASH;
  /** Prefix positive values with '+', as for a price change; zero stays unsigned. */
  signed?: boolean;
}

const INTL_LOCALE: Record<Locale, string> = { th: 'th-TH-u-nu-latn', en: 'en-US' };
const DEFAULT_MAX_DECIMALS = 2;

/** A finite number from a number or numeric string (commas allowed); null otherwise. */
export function toFiniteNumber(value: NumericInput): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/,/g, '');
  if (text === '') return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/** '1,234,567.89' with thousands separators; 'N/A' (or '-' when asked) for a missing value. */
export function formatNumber(value: NumericInput, locale: Locale, options: NumberFormatOptions = {}): string {
  const number = toFiniteNumber(value);
  if (number === null) return options.missing ?? NOT_AVAILABLE;
  const decimals = validDecimals(options.decimals);
  const signed = options.signed ?? false;
  return (
    groupedDecimal(number, decimals ?? 0, decimals ?? DEFAULT_MAX_DECIMALS, signed) ??
    numberFormat(locale, decimals, signed).format(number)
  );
}

// Intl throws outside 0..20; a formatter must not.
function validDecimals(decimals: number | undefined): number | undefined {
  if (decimals === undefined || !Number.isFinite(decimals)) return undefined;
  return Math.min(20, Math.max(0, Math.trunc(decimals)));
}

/**
 * What Intl.NumberFormat prints for both locales of the site ('en-US' and 'th-TH-u-nu-latn' agree:
 * ',' groups, '.' decimals, Latin digits), without Intl: a browser's first Intl.NumberFormat loads
 * the number data, about 110 ms of main thread on a phone (4x CPU), which landed inside the
 * hydration of every page that formats a figure in the browser (docs/decisions/035-numbers-formatted-without-intl.md).
 * It rounds the number's shortest decimal form half away from zero, as V8's Intl does, and
 * lib/format/number.test.ts checks it against Intl on thousands of values. Null for a number whose
 * shortest form has an exponent (below 1e-6 or from 1e21): Intl formats those.
 */
function groupedDecimal(number: number, minDecimals: number, maxDecimals: number, signed: boolean): string | null {
  const text = Math.abs(number).toString();
  if (text.includes('e')) return null;
  const [whole, fraction = ''] = text.split('.');
  // Every digit kept, as one string, then rounded on the first digit dropped.
  let digits = whole + fraction.slice(0, maxDecimals).padEnd(maxDecimals, '0');
  if ((fraction[maxDecimals] ?? '0') >= '5') digits = incremented(digits);
  let integer = digits.slice(0, digits.length - maxDecimals).replace(/^0+(?=\d)/, '') || '0';
  let decimals = digits.slice(digits.length - maxDecimals);
  while (decimals.length > minDecimals && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const zero = /^0*$/.test(integer + decimals);
  integer = integer.replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = zero ? '' : number < 0 ? '-' : signed ? '+' : '';
  return `${sign}${integer}${decimals ? `.${decimals}` : ''}`;
}

/** A string of decimal digits plus one: '0999' → '1000', '99' → '100'. */
function incremented(digits: string): string {
  const chars = digits.split('');
  for (let index = chars.length - 1; index >= 0; index -= 1) {
    if (chars[index] !== '9') {
      chars[index] = String(Number(chars[index]) + 1);
      return chars.join('');
    }
    chars[index] = '0';
  }
  return `1${chars.join('')}`;
}

const formats = new Map<string, Intl.NumberFormat>();

// Tables format hundreds of cells: build each Intl formatter once.
function numberFormat(locale: Locale, decimals: number | undefined, signed: boolean): Intl.NumberFormat {
  const key = `${locale}|${decimals ?? ''}|${signed}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], {
      minimumFractionDigits: decimals ?? 0,
      maximumFractionDigits: decimals ?? DEFAULT_MAX_DECIMALS,
      // 'negative' keeps a value that rounds to zero from printing as '-0.00'.
      signDisplay: signed ? 'exceptZero' : 'negative',
    });
    formats.set(key, format);
  }
  return format;
}

/** A price in baht with 2 decimals: '1,234.50'; prices read the same in both languages. */
export function formatPrice(value: NumericInput, options: Omit<NumberFormatOptions, 'decimals'> = {}): string {
  return formatNumber(value, 'en', { ...options, decimals: 2 });
}

/** A value already in percent units, 2 decimals by default: 1.5 → '1.50%'. */
export function formatPercent(value: NumericInput, locale: Locale = 'en', options: NumberFormatOptions = {}): string {
  const formatted = formatNumber(value, locale, { decimals: 2, ...options });
  return toFiniteNumber(value) === null ? formatted : `${formatted}%`;
}
