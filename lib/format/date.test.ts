import {
  bangkokClock,
  bangkokDay,
  displayYear,
  formatLongDate,
  formatShortDate,
  formatTime12h,
  parseBangkokDate,
  toGregorianYear,
  yearOf,
} from '@/lib/format/date';

describe('formatLongDate', () => {
  it('shows day, full month and Buddhist-era year in Thai', () => {
    expect(formatLongDate('2025-03-05', 'th')).toBe('5 มีนาคม 2568');
  });

  it('shows day, full month and Gregorian year in English', () => {
    expect(formatLongDate('2025-03-05', 'en')).toBe('5 March 2025');
  });

  it('accepts Date objects and full timestamps', () => {
    expect(formatLongDate(new Date('2024-12-25T03:00:00Z'), 'en')).toBe('25 December 2024');
    expect(formatLongDate('2024-01-31T10:00:00.000Z', 'th')).toBe('31 มกราคม 2567');
  });

  it('uses the Bangkok calendar day, not UTC', () => {
    expect(formatLongDate('2024-12-31T20:00:00Z', 'en')).toBe('1 January 2025');
    expect(formatLongDate('2024-12-31T20:00:00Z', 'th')).toBe('1 มกราคม 2568');
  });

  it('reads a date-time without an offset as Bangkok time', () => {
    expect(formatLongDate('2025-03-05 23:30:00', 'en')).toBe('5 March 2025');
    expect(formatLongDate('2025-03-05T00:15', 'en')).toBe('5 March 2025');
  });

  it.each([undefined, null, '', '   ', 'not a date', '2025-13-45', new Date('nope')])(
    'returns a dash for %p',
    (value) => {
      expect(formatLongDate(value, 'th')).toBe('-');
      expect(formatLongDate(value, 'en')).toBe('-');
    },
  );
});

describe('formatShortDate', () => {
  it('abbreviates the month in both languages', () => {
    expect(formatShortDate('2025-03-05', 'th')).toBe('5 มี.ค. 2568');
    expect(formatShortDate('2025-03-05', 'en')).toBe('5 Mar 2025');
  });

  it('returns a dash for invalid input', () => {
    expect(formatShortDate('garbage', 'en')).toBe('-');
  });
});

describe('formatTime12h', () => {
  it('shows 12-hour Bangkok time with AM/PM in both languages', () => {
    expect(formatTime12h('2025-03-05T09:30:00Z', 'en')).toBe('4:30 PM');
    expect(formatTime12h('2025-03-05T09:30:00Z', 'th')).toBe('4:30 PM');
  });

  it('handles midnight, noon and single-digit minutes', () => {
    expect(formatTime12h('2025-03-05T00:05:00+07:00', 'en')).toBe('12:05 AM');
    expect(formatTime12h('2025-03-05T12:00:00+07:00', 'en')).toBe('12:00 PM');
    expect(formatTime12h('2025-03-05T11:59:00+07:00', 'th')).toBe('11:59 AM');
  });

  it('accepts a bare wall-clock time and a Date', () => {
    expect(formatTime12h('16:30:00', 'th')).toBe('4:30 PM');
    expect(formatTime12h('09:05', 'en')).toBe('9:05 AM');
    expect(formatTime12h(new Date('2025-03-05T03:00:00Z'), 'en')).toBe('10:00 AM');
  });

  it('returns a dash for invalid input', () => {
    expect(formatTime12h(undefined, 'en')).toBe('-');
    expect(formatTime12h('25:00', 'en')).toBe('-');
    expect(formatTime12h('12:60', 'en')).toBe('-');
    expect(formatTime12h('soon', 'th')).toBe('-');
  });
});

describe('displayYear', () => {
  it('adds 543 in Thai and leaves English alone', () => {
    expect(displayYear(2025, 'th')).toBe('2568');
    expect(displayYear(2025, 'en')).toBe('2025');
  });

  it('never adds a thousands separator and returns a dash for a non-year', () => {
    expect(displayYear(2024, 'th')).not.toContain(',');
    expect(displayYear(Number.NaN, 'th')).toBe('-');
    expect(displayYear(2024.5, 'en')).toBe('-');
  });
});

describe('toGregorianYear', () => {
  it('converts Buddhist-era years', () => {
    expect(toGregorianYear(2568)).toBe(2025);
    expect(toGregorianYear(2400)).toBe(1857);
  });

  it('leaves Gregorian years unchanged', () => {
    expect(toGregorianYear(2025)).toBe(2025);
    expect(toGregorianYear(2399)).toBe(2399);
  });
});

describe('yearOf', () => {
  it('gives the Gregorian year in Bangkok time', () => {
    expect(yearOf('2024-06-01')).toBe(2024);
    expect(yearOf('2024-12-31T17:00:00Z')).toBe(2025);
    expect(yearOf('2024-12-31T16:59:59Z')).toBe(2024);
    expect(yearOf(new Date('2023-01-01T00:00:00+07:00'))).toBe(2023);
  });

  it('is undefined for invalid input', () => {
    expect(yearOf('')).toBeUndefined();
    expect(yearOf(null)).toBeUndefined();
    expect(yearOf('tomorrow')).toBeUndefined();
  });
});

describe('parseBangkokDate and bangkokClock', () => {
  it('read a date-only string as that Bangkok calendar day', () => {
    const date = parseBangkokDate('2025-01-01');
    expect(date).not.toBeNull();
    expect(bangkokClock(date as Date)).toMatchObject({ year: 2025, month: 1, day: 1, weekday: 3 });
  });

  it('give Bangkok wall-clock fields for an instant', () => {
    expect(bangkokClock(new Date('2025-03-07T17:00:00Z'))).toEqual({
      year: 2025,
      month: 3,
      day: 8,
      weekday: 6,
      hour: 0,
      minute: 0,
    });
  });
});

describe('bangkokDay', () => {
  it('reads the Bangkok calendar day', () => {
    expect(bangkokDay('2024-12-31T20:00:00Z')).toBe('2025-01-01');
    expect(bangkokDay('2025-03-05')).toBe('2025-03-05');
    expect(bangkokDay('not a date')).toBeNull();
  });
});

describe('independence from the machine time zone', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'])('gives the same output in %s', (tz) => {
    process.env.TZ = tz;
    expect(formatLongDate('2025-03-05', 'th')).toBe('5 มีนาคม 2568');
    expect(formatLongDate('2025-03-05 23:30:00', 'en')).toBe('5 March 2025');
    expect(formatTime12h('2025-03-05 16:30:00', 'en')).toBe('4:30 PM');
    expect(yearOf('2025-01-01')).toBe(2025);
  });
});

describe('formatters are built on first use (none while the module loads during hydration)', () => {
  it('builds no Intl.DateTimeFormat on import, then one per kind, reused', () => {
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, loaded under the spy
        const fresh = require('@/lib/format/date') as typeof import('@/lib/format/date');
        expect(spy).not.toHaveBeenCalled();
        expect(fresh.formatLongDate('2025-03-05', 'th')).toBe('5 มีนาคม 2568');
        expect(fresh.formatLongDate('2025-03-06', 'th')).toBe('6 มีนาคม 2568');
        expect(spy).toHaveBeenCalledTimes(1);
        fresh.bangkokDay('2025-03-05');
        fresh.bangkokDay('2025-03-06');
        expect(spy).toHaveBeenCalledTimes(2);
      });
    } finally {
      spy.mockRestore();
    }
  });
});
