import { SEARCH_SECTION_IDS, type SearchSectionId } from './sections';

/** How many results one section has in one year (null: undated), as the index counts them. */
export interface Facet {
  section: SearchSectionId;
  year: number | null;
  count: number;
}

/** The results per section within the year filter, in the order the page lists sections; sections without results left out. */
export function sectionCounts(facets: readonly Facet[], year: number | null): { section: SearchSectionId; count: number }[] {
  const counts = new Map<SearchSectionId, number>();
  for (const facet of facets) {
    if (year !== null && facet.year !== year) continue;
    counts.set(facet.section, (counts.get(facet.section) ?? 0) + facet.count);
  }
  return SEARCH_SECTION_IDS.filter((section) => counts.has(section)).map((section) => ({ section, count: counts.get(section) ?? 0 }));
}

/** The results per year within the section filter, newest first; undated results count in no year. */
export function yearCounts(facets: readonly Facet[], section: SearchSectionId | null): { year: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const facet of facets) {
    if (facet.year === null || (section !== null && facet.section !== section)) continue;
    counts.set(facet.year, (counts.get(facet.year) ?? 0) + facet.count);
  }
  return [...counts.entries()].sort(([a], [b]) => b - a).map(([year, count]) => ({ year, count }));
}

/** All results within one filter (the "all sections" or "any year" count). */
export function totalCount(facets: readonly Facet[], filter: { section?: SearchSectionId | null; year?: number | null }): number {
  return facets
    .filter((facet) => (filter.section == null || facet.section === filter.section) && (filter.year == null || facet.year === filter.year))
    .reduce((sum, facet) => sum + facet.count, 0);
}
