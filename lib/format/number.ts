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
  return numberFormat(locale, validDecimals(options.decimals), options.signed ?? false).format(number);
}

// Intl throws outside 0..20; a formatter must not.
function validDecimals(decimals: number | undefined): number | undefined {
  if (decimals === undefined || !Number.isFinite(decimals)) return undefined;
  return Math.min(20, Math.max(0, Math.trunc(decimals)));
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
