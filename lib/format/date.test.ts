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

describe('formatted without Intl (docs/decisions/036-dates-formatted-without-intl.md)', () => {
  it('builds no Intl.DateTimeFormat, on import or in use', () => {
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, loaded under the spy
        const fresh = require('@/lib/format/date') as typeof import('@/lib/format/date');
        expect(fresh.formatLongDate('2025-03-05', 'th')).toBe('5 มีนาคม 2568');
        expect(fresh.formatShortDate('2025-09-05', 'en')).toBe('5 Sept 2025');
        expect(fresh.bangkokDay('2025-03-05T20:00:00Z')).toBe('2025-03-06');
        expect(fresh.formatTime12h('2025-03-05T09:30:00Z')).toBe('4:30 PM');
        expect(spy).not.toHaveBeenCalled();
      });
    } finally {
      spy.mockRestore();
    }
  });

  const intl = {
    long: {
      th: new Intl.DateTimeFormat('th-TH-u-ca-buddhist-nu-latn', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Bangkok',
      }),
      en: new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Bangkok',
      }),
    },
    short: {
      th: new Intl.DateTimeFormat('th-TH-u-ca-buddhist-nu-latn', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Bangkok',
      }),
      en: new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Bangkok',
      }),
    },
  };

  it('prints what Intl prints for every day from 1920 to 2100, at both ends of the Bangkok day', () => {
    const DAY = 24 * 60 * 60 * 1000;
    const mismatches: string[] = [];
    for (let midnight = Date.UTC(1920, 3, 2); midnight < Date.UTC(2101, 0, 1); midnight += DAY) {
      // 17:00 UTC is midnight in Bangkok: the instant before it is the previous Bangkok day.
      for (const instant of [midnight + 16 * 3_600_000 + 3_599_999, midnight + 17 * 3_600_000]) {
        const date = new Date(instant);
        for (const locale of ['th', 'en'] as const) {
          if (formatLongDate(date, locale) !== intl.long[locale].format(date))
            mismatches.push(`${date.toISOString()} ${locale} long`);
          if (formatShortDate(date, locale) !== intl.short[locale].format(date))
            mismatches.push(`${date.toISOString()} ${locale} short`);
        }
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('gives the wall clock Intl gives, from 1920 to 2200', () => {
    const clock = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Bangkok',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const instants = [Date.UTC(1920, 2, 31, 17, 17, 56)];
    for (let i = 0; i < 20_000; i += 1)
      instants.push(Date.UTC(1920, 3, 1) + Math.floor(random() * (Date.UTC(2200, 0, 1) - Date.UTC(1920, 3, 1))));
    for (const instant of instants) {
      const parts = clock.formatToParts(new Date(instant));
      const field = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
      expect([instant, bangkokClock(new Date(instant))]).toEqual([
        instant,
        {
          year: Number(field('year')),
          month: Number(field('month')),
          day: Number(field('day')),
          weekday: weekdays.indexOf(field('weekday')),
          hour: Number(field('hour')),
          minute: Number(field('minute')),
        },
      ]);
    }
  });
});
