import { SET_HOLIDAYS } from '@/lib/content/market-holidays';
import {
  addDays,
  addMonths,
  addYears,
  bangkokToday,
  daysBetween,
  isIsoDay,
  isTradingDay,
  tradingDayOnOrAfter,
  tradingDayOnOrBefore,
  weekdayOf,
} from './dates';

describe('ISO days', () => {
  it('accepts real calendar days only', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    for (const text of [
      '2025-02-29',
      '2025-13-01',
      '2025-00-10',
      '2025-1-5',
      '20250105',
      '2025-01-05T00:00',
      '',
      'yesterday',
    ]) {
      expect([text, isIsoDay(text)]).toEqual([text, false]);
    }
  });

  it('adds days, months (clamped to the month end) and years', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2026-11-20', -3)).toBe('2026-08-20');
    expect(addYears('2024-02-29', -1)).toBe('2023-02-28');
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
    expect(daysBetween('2026-01-01', '2025-12-31')).toBe(-1);
    expect(weekdayOf('2026-11-20')).toBe(5);
  });

  it('reads today in Bangkok, whatever the machine zone', () => {
    expect(bangkokToday(new Date('2026-11-22T17:30:00Z'))).toBe('2026-11-23');
    expect(bangkokToday(new Date('2026-11-22T16:59:00Z'))).toBe('2026-11-22');
  });
});

describe('trading days', () => {
  it('lists only weekdays, sorted, without repeats, for every year 2020-2026', () => {
    expect([...SET_HOLIDAYS].sort()).toEqual(SET_HOLIDAYS);
    expect(new Set(SET_HOLIDAYS).size).toBe(SET_HOLIDAYS.length);
    for (const day of SET_HOLIDAYS) expect([day, isIsoDay(day), weekdayOf(day) % 6 !== 0]).toEqual([day, true, true]);
    for (const year of [2020, 2021, 2022, 2023, 2024, 2025, 2026]) {
      expect(SET_HOLIDAYS.filter((day) => day.startsWith(String(year))).length).toBeGreaterThanOrEqual(15);
    }
  });

  it('matches the session counts of the source calendar', () => {
    const sessions = (year: number) => {
      let count = 0;
      for (let day = `${year}-01-01`; day <= `${year}-12-31`; day = addDays(day, 1)) if (isTradingDay(day)) count += 1;
      return count;
    };
    expect([2020, 2021, 2022, 2023, 2024, 2025, 2026].map(sessions)).toEqual([244, 240, 241, 242, 243, 242, 242]);
  });

  it('closes on weekends and holidays (Songkran, Chakri day, New Year)', () => {
    expect(isTradingDay('2026-11-20')).toBe(true);
    expect(isTradingDay('2026-11-21')).toBe(false);
    expect(isTradingDay('2026-11-22')).toBe(false);
    expect(isTradingDay('2025-04-14')).toBe(false);
    expect(isTradingDay('2026-04-06')).toBe(false);
    expect(isTradingDay('2026-01-02')).toBe(false);
  });

  it('finds the trading day on or before and on or after a closed day', () => {
    expect(tradingDayOnOrBefore('2026-11-22')).toBe('2026-11-20');
    expect(tradingDayOnOrBefore('2026-11-20')).toBe('2026-11-20');
    expect(tradingDayOnOrAfter('2023-05-04')).toBe('2023-05-08');
    expect(tradingDayOnOrAfter('2025-12-31')).toBe('2026-01-05');
  });
});
