import { changePercent, direction, displayPrice, isMarketOpen, priceChange, type QuoteLike } from '@/lib/format/stock';

const quote = (last: QuoteLike['last'], prior: QuoteLike['prior'], project1: QuoteLike['project1'] = null): QuoteLike => ({
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

describe('isMarketOpen', () => {
  // Wednesday 5 March 2025, Bangkok time.
  const at = (time: string, day = '2025-03-05') => new Date(`${day}T${time}:00+07:00`);

  it.each([
    ['09:59', false],
    ['10:00', true],
    ['12:29', true],
    ['12:30', false],
    ['14:29', false],
    ['14:30', true],
    ['16:29', true],
    ['16:30', false],
    ['00:00', false],
    ['23:59', false],
  ])('on a weekday at %s is %p', (time, open) => {
    expect(isMarketOpen(at(time))).toBe(open);
  });

  it('is open Monday to Friday', () => {
    for (const day of ['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07']) {
      expect(isMarketOpen(at('11:00', day))).toBe(true);
    }
  });

  it('is closed at weekends', () => {
    expect(isMarketOpen(at('11:00', '2025-03-08'))).toBe(false);
    expect(isMarketOpen(at('15:00', '2025-03-09'))).toBe(false);
  });

  it('uses the Bangkok weekday, not the UTC one', () => {
    // Friday 03:15 UTC is Friday 10:15 in Bangkok; Friday 23:30 UTC is already Saturday there.
    expect(isMarketOpen(new Date('2025-03-07T03:15:00Z'))).toBe(true);
    expect(isMarketOpen(new Date('2025-03-07T23:30:00Z'))).toBe(false);
    // Monday 07:30 UTC is Monday 14:30 in Bangkok, the afternoon open.
    expect(isMarketOpen(new Date('2025-03-10T07:30:00Z'))).toBe(true);
  });

  it('does not depend on the machine time zone', () => {
    const originalTz = process.env.TZ;
    try {
      process.env.TZ = 'America/New_York';
      expect(isMarketOpen(at('10:00'))).toBe(true);
      expect(isMarketOpen(at('16:30'))).toBe(false);
    } finally {
      if (originalTz === undefined) delete process.env.TZ;
      else process.env.TZ = originalTz;
    }
  });

  it('is closed for an invalid date', () => {
    expect(isMarketOpen(new Date('invalid'))).toBe(false);
  });
});
