import { formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { SEARCH_SECTION_IDS, type SearchSectionId } from './sections';

/** How many results one section has in one year (null: undated), as the index counts them. */
export interface Facet {
  section: SearchSectionId;
  year: number | null;
  count: number;
}

/** The results per section within the year filter, in the order the page lists sections; sections without results left out. */
export function sectionCounts(
  facets: readonly Facet[],
  year: number | null,
): { section: SearchSectionId; count: number }[] {
  const counts = new Map<SearchSectionId, number>();
  for (const facet of facets) {
    if (year !== null && facet.year !== year) continue;
    counts.set(facet.section, (counts.get(facet.section) ?? 0) + facet.count);
  }
  return SEARCH_SECTION_IDS.filter((section) => counts.has(section)).map((section) => ({
    section,
    count: counts.get(section) ?? 0,
  }));
}

/** The results per year within the section filter, newest first; undated results count in no year. */
export function yearCounts(
  facets: readonly Facet[],
  section: SearchSectionId | null,
): { year: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const facet of facets) {
    if (facet.year === null || (section !== null && facet.section !== section)) continue;
    counts.set(facet.year, (counts.get(facet.year) ?? 0) + facet.count);
  }
  return [...counts.entries()].sort(([a], [b]) => b - a).map(([year, count]) => ({ year, count }));
}

/** All results within one filter (the "all sections" or "any year" count). */
export function totalCount(
  facets: readonly Facet[],
  filter: { section?: SearchSectionId | null; year?: number | null },
): number {
  return facets
    .filter(
      (facet) =>
        (filter.section == null || facet.section === filter.section) &&
        (filter.year == null || facet.year === filter.year),
    )
    .reduce((sum, facet) => sum + facet.count, 0);
}

/** A count that stops at a cap: past it, `count` is the cap and `capped` says there are more. */
export interface CappedCount {
  count: number;
  capped: boolean;
}

/** The counts beside the results: what each section and year filter would show, and the totals. */
export interface SearchCounts {
  /** Every result of the query, before the filters: zero when nothing is found. */
  found: CappedCount;
  /** The "all sections" choice: the results within the year filter. */
  allSections: CappedCount;
  /** The "any year" choice: the results within the section filter. */
  anyYear: CappedCount;
  /** Per section within the year filter, in the order the page lists sections; sections without results left out. */
  sections: { section: SearchSectionId; count: CappedCount }[];
  /** Per year within the section filter, newest first. */
  years: { year: number; count: CappedCount }[];
}

/** A number of results as counted up to a cap: `counted` may be the cap plus one (one more was found). */
export function cappedCount(counted: number, cap: number): CappedCount {
  return counted > cap ? { count: cap, capped: true } : { count: counted, capped: false };
}

const exact = (count: number): CappedCount => ({ count, capped: false });

/** The counts of exact facets (every match counted), within the filters. */
export function exactCounts(
  facets: readonly Facet[],
  filters: { section: SearchSectionId | null; year: number | null },
): SearchCounts {
  return {
    found: exact(totalCount(facets, {})),
    allSections: exact(totalCount(facets, { year: filters.year })),
    anyYear: exact(totalCount(facets, { section: filters.section })),
    sections: sectionCounts(facets, filters.year).map(({ section, count }) => ({ section, count: exact(count) })),
    years: yearCounts(facets, filters.section).map(({ year, count }) => ({ year, count: exact(count) })),
  };
}

/** A count as the page shows it: grouped digits in the page's language, "1,000+" when it stopped at the cap. */
export function countLabel({ count, capped }: CappedCount, locale: Locale): string {
  const digits = formatNumber(count, locale, { decimals: 0 });
  return capped ? `${digits}+` : digits;
}
