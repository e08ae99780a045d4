import { gregorianYearOf, otherEraYear, yearInBothEras } from './years';

describe('year equivalence', () => {
  it('pairs a Buddhist-era year with its Gregorian year and back', () => {
    expect(otherEraYear('2568')).toBe('2025');
    expect(otherEraYear('2025')).toBe('2568');
    expect(otherEraYear('2443')).toBe('1900');
  });

  it('leaves other numbers alone', () => {
    expect(otherEraYear('1899')).toBeNull();
    expect(otherEraYear('2300')).toBeNull();
    expect(otherEraYear('25680')).toBeNull();
    expect(otherEraYear('q3')).toBeNull();
  });

  it('writes a year in both eras for the index', () => {
    expect(yearInBothEras(2025)).toBe('2025 2568');
  });

  it('reads a year filter in either era as the Gregorian year; anything else is no filter', () => {
    expect(gregorianYearOf('2024')).toBe(2024);
    expect(gregorianYearOf('2567')).toBe(2024);
    expect(gregorianYearOf(' 2024 ')).toBe(2024);
    for (const value of [undefined, '', 'abc', '24', '3000', '2024.5', '-2024'])
      expect(gregorianYearOf(value)).toBeNull();
  });
});
