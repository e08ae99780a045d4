import { DASH, formatNumber, formatPercent, formatPrice, NOT_AVAILABLE, toFiniteNumber } from '@/lib/format/number';

describe('formatNumber', () => {
  it('adds thousands separators in both languages', () => {
    expect(formatNumber(2454122453, 'th')).toBe('2,454,122,453');
    expect(formatNumber(2454122453, 'en')).toBe('2,454,122,453');
  });

  it('keeps up to 2 decimals by default and drops trailing zeros', () => {
    expect(formatNumber(12903.3, 'en')).toBe('12,903.3');
    expect(formatNumber(1.23456, 'th')).toBe('1.23');
    expect(formatNumber(5, 'en')).toBe('5');
  });

  it('shows exactly the decimals asked for', () => {
    expect(formatNumber(1545776222.5, 'en', { decimals: 2 })).toBe('1,545,776,222.50');
    expect(formatNumber(1234.5678, 'th', { decimals: 0 })).toBe('1,235');
    expect(formatNumber(0.5, 'en', { decimals: 3 })).toBe('0.500');
  });

  it('formats negatives and never prints minus zero', () => {
    expect(formatNumber(-1234.5, 'en')).toBe('-1,234.5');
    expect(formatNumber(-0, 'en', { decimals: 2 })).toBe('0.00');
    expect(formatNumber(-0.001, 'th', { decimals: 2 })).toBe('0.00');
  });

  it('signs a change when asked, leaving zero unsigned', () => {
    expect(formatNumber(0.1, 'en', { decimals: 2, signed: true })).toBe('+0.10');
    expect(formatNumber(-0.1, 'en', { decimals: 2, signed: true })).toBe('-0.10');
    expect(formatNumber(0, 'en', { decimals: 2, signed: true })).toBe('0.00');
  });

  it('reads numeric strings from the backend', () => {
    expect(formatNumber('1234567.8', 'en')).toBe('1,234,567.8');
    expect(formatNumber(' 1,000 ', 'th')).toBe('1,000');
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, '', 'abc'])('shows N/A for %p', (value) => {
    expect(formatNumber(value, 'th')).toBe(NOT_AVAILABLE);
    expect(formatNumber(value, 'en')).toBe('N/A');
  });

  it('shows a dash for a missing value when the caller asks', () => {
    expect(formatNumber(null, 'en', { missing: DASH })).toBe('-');
  });

  it('does not throw on an impossible decimals option', () => {
    expect(formatNumber(1.5, 'en', { decimals: -1 })).toBe('2');
    expect(formatNumber(1.5, 'en', { decimals: 99 })).toMatch(/^1\.50+$/);
  });
});

describe('formatPrice', () => {
  it('always shows 2 decimals', () => {
    expect(formatPrice(5)).toBe('5.00');
    expect(formatPrice(1234.567)).toBe('1,234.57');
    expect(formatPrice('2.1')).toBe('2.10');
  });

  it('shows N/A, or a dash when asked, for a missing price', () => {
    expect(formatPrice(undefined)).toBe('N/A');
    expect(formatPrice(null, { missing: DASH })).toBe('-');
  });

  it('signs a price change when asked', () => {
    expect(formatPrice(0.05, { signed: true })).toBe('+0.05');
  });
});

describe('formatPercent', () => {
  it('shows a percentage with 2 decimals by default', () => {
    expect(formatPercent(1.5, 'en')).toBe('1.50%');
    expect(formatPercent(12.345, 'th')).toBe('12.35%');
    expect(formatPercent(100)).toBe('100.00%');
  });

  it('honours decimals and sign', () => {
    expect(formatPercent(60, 'en', { decimals: 0 })).toBe('60%');
    expect(formatPercent(-2.5, 'en', { signed: true })).toBe('-2.50%');
    expect(formatPercent(2.5, 'th', { signed: true })).toBe('+2.50%');
  });

  it('shows the missing marker without a percent sign', () => {
    expect(formatPercent(null, 'en')).toBe('N/A');
    expect(formatPercent(Number.NaN, 'th', { missing: DASH })).toBe('-');
  });
});

describe('toFiniteNumber', () => {
  it('reads numbers and numeric strings, rejects the rest', () => {
    expect(toFiniteNumber(3)).toBe(3);
    expect(toFiniteNumber('-4.5')).toBe(-4.5);
    expect(toFiniteNumber('1,234')).toBe(1234);
    expect(toFiniteNumber('')).toBeNull();
    expect(toFiniteNumber('1.2.3')).toBeNull();
    expect(toFiniteNumber(Number.NaN)).toBeNull();
    expect(toFiniteNumber(undefined)).toBeNull();
  });
});

describe('formatNumber without Intl', () => {
  const intlFormats = new Map<string, Intl.NumberFormat>();
  const intl = (value: number, locale: 'th' | 'en', decimals: number | undefined, signed: boolean) => {
    const key = `${locale}|${decimals}|${signed}`;
    if (!intlFormats.has(key)) {
      intlFormats.set(
        key,
        new Intl.NumberFormat(locale === 'th' ? 'th-TH-u-nu-latn' : 'en-US', {
          minimumFractionDigits: decimals ?? 0,
          maximumFractionDigits: decimals ?? 2,
          signDisplay: signed ? 'exceptZero' : 'negative',
        }),
      );
    }
    return intlFormats.get(key)!.format(value);
  };

  // A fixed pseudo-random sequence: the same values on every run.
  function* values(count: number) {
    let seed = 20261126;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let index = 0; index < count; index += 1) {
      const magnitude = 10 ** Math.floor(next() * 16 - 6);
      const value = (next() - 0.3) * magnitude;
      yield value;
      // Values on a rounding edge: halves at the 2nd and 3rd decimal.
      yield Math.round(value * 1000) / 1000 + 0.005;
      yield Math.round(value * 100) / 100 + 0.0005;
    }
  }

  it('prints what Intl prints, in both languages, for every decimals and sign option', () => {
    const edges = [
      0, -0, 1.005, 2.675, 0.5, 1.5, 2.5, -0.004, -0.005, 999.995, 999999.995, 1e20, 123456789.125, 0.000001, 99.999,
    ];
    const mismatches: string[] = [];
    for (const value of [...edges, ...values(1500)]) {
      for (const decimals of [undefined, 0, 1, 2, 3]) {
        for (const signed of [false, true]) {
          for (const locale of ['th', 'en'] as const) {
            const ours = formatNumber(value, locale, { decimals, signed });
            const theirs = intl(value, locale, decimals, signed);
            if (ours !== theirs) mismatches.push(`${value} ${locale} ${decimals} ${signed}: ${ours} ≠ ${theirs}`);
          }
        }
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('builds no Intl formatter for an ordinary figure: the browser loads no number data for it', () => {
    const spy = jest.spyOn(Intl, 'NumberFormat');
    expect(formatNumber(1234567.891, 'th', { decimals: 2 })).toBe('1,234,567.89');
    expect(formatPrice(-0.25, { signed: true })).toBe('-0.25');
    expect(formatPercent(12.5, 'en')).toBe('12.50%');
    expect(spy).not.toHaveBeenCalled();
    // A number only exponent notation can hold goes to Intl.
    expect(formatNumber(1e-7, 'en', { decimals: 8 })).toBe('0.00000010');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
