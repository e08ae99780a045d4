import { changePercent, direction, displayPrice, priceChange, type QuoteLike } from '@/lib/format/stock';

const quote = (
  last: QuoteLike['last'],
  prior: QuoteLike['prior'],
  project1: QuoteLike['project1'] = null,
): QuoteLike => ({
  last,
  prior,
  project1,
});

describe('displayPrice', () => {
  it('prefers the last price', () => {
    expect(displayPrice(quote(5.2, 5, 5.1))).toBe(5.2);
  });

  it('falls back to the projected open, then the prior close', () => {
    expect(displayPrice(quote(null, 5, 5.1))).toBe(5.1);
    expect(displayPrice(quote(undefined, 5, undefined))).toBe(5);
  });

  it('treats a zero or NaN price as no trade', () => {
    expect(displayPrice(quote(0, 5, 0))).toBe(5);
    expect(displayPrice(quote(Number.NaN, 5, 4.9))).toBe(4.9);
  });

  it('is null when there is no price at all', () => {
    expect(displayPrice(quote(null, null, null))).toBeNull();
    expect(displayPrice(null)).toBeNull();
    expect(displayPrice(undefined)).toBeNull();
  });
});

describe('priceChange', () => {
  it('is last minus prior without float noise', () => {
    expect(priceChange(quote(10.1, 10))).toBe(0.1);
    expect(priceChange(quote(4.96, 5.02))).toBe(-0.06);
    expect(priceChange(quote(5, 5))).toBe(0);
  });

  it('is null when last or prior is missing', () => {
    expect(priceChange(quote(null, 5, 5.1))).toBeNull();
    expect(priceChange(quote(5, undefined))).toBeNull();
    expect(priceChange(quote(0, 5))).toBeNull();
    expect(priceChange(null)).toBeNull();
  });
});

describe('changePercent', () => {
  it('is (last − prior) / prior × 100', () => {
    expect(changePercent(quote(5.5, 5))).toBeCloseTo(10);
    expect(changePercent(quote(4, 5))).toBeCloseTo(-20);
    expect(changePercent(quote(5, 5))).toBe(0);
  });

  it('is 0 when prior is 0', () => {
    expect(changePercent(quote(5, 0))).toBe(0);
  });

  it('is null when last or prior is missing', () => {
    expect(changePercent(quote(null, 5))).toBeNull();
    expect(changePercent(quote(5, null))).toBeNull();
  });
});

describe('direction', () => {
  it('says which way a change points', () => {
    expect(direction(0.1)).toBe('up');
    expect(direction(-0.1)).toBe('down');
    expect(direction(0)).toBe('unchanged');
  });

  it('treats a missing change as unchanged', () => {
    expect(direction(null)).toBe('unchanged');
    expect(direction(undefined)).toBe('unchanged');
    expect(direction(Number.NaN)).toBe('unchanged');
  });
});
