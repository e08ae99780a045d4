import { isMarketOpen } from '@/lib/prices/market-hours';

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
