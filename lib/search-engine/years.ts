import { BUDDHIST_ERA_OFFSET } from '@/lib/format';

/**
 * Years in the two eras readers type: Thai documents count Buddhist-era years (2568), English ones
 * Gregorian years (2025). A four-digit number in either era's plausible range stands for both.
 */
const GREGORIAN = { from: 1900, to: 2200 } as const;
const BUDDHIST = { from: GREGORIAN.from + BUDDHIST_ERA_OFFSET, to: GREGORIAN.to + BUDDHIST_ERA_OFFSET } as const;

/** The same year in the other era, or null when the term is no four-digit year: '2568' → '2025', '2025' → '2568'. */
export function otherEraYear(term: string): string | null {
  if (!/^\d{4}$/.test(term)) return null;
  const year = Number(term);
  if (year >= GREGORIAN.from && year <= GREGORIAN.to) return String(year + BUDDHIST_ERA_OFFSET);
  if (year >= BUDDHIST.from && year <= BUDDHIST.to) return String(year - BUDDHIST_ERA_OFFSET);
  return null;
}

/** A Gregorian year and its Buddhist-era twin, as index keywords: 2025 → '2025 2568'. */
export function yearInBothEras(year: number): string {
  return `${year} ${year + BUDDHIST_ERA_OFFSET}`;
}

/** A year filter from the URL: a Gregorian year within the plausible range, else null (no filter). Buddhist-era years are read as their Gregorian twin. */
export function gregorianYearOf(value: string | undefined): number | null {
  if (value === undefined || !/^\d{4}$/.test(value.trim())) return null;
  const year = Number(value.trim());
  if (year >= GREGORIAN.from && year <= GREGORIAN.to) return year;
  if (year >= BUDDHIST.from && year <= BUDDHIST.to) return year - BUDDHIST_ERA_OFFSET;
  return null;
}
