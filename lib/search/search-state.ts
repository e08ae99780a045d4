import { firstParam, toInteger, type SearchParamValue, MAX_QUERY_LENGTH, pages } from '@/lib/site';
import {
  parseSearchQuery,
  type SearchQuery,
  searchSectionOf,
  type SearchSectionId,
  gregorianYearOf,
} from '@/lib/search-engine';

/** What the search page's URL holds: ?q=, ?type= (a section), ?year= (Gregorian) and ?page=. */
export interface SearchState {
  query: SearchQuery;
  /** The text was longer than 100 characters and was cut. */
  cut: boolean;
  section: SearchSectionId | null;
  year: number | null;
  /** As asked for; the search shows page 1 when it lies past the last page. */
  page: number;
}

/**
 * The one reading of the search page's URL. Anything unreadable falls back to its default, as on
 * the list pages: an unknown type or an implausible year is no filter, a page that is no positive
 * integer is page 1; repeated parameters count by their first value.
 */
export function readSearchState(params: Readonly<Record<string, SearchParamValue>>): SearchState {
  const raw = (firstParam(params.q) ?? '').trim();
  const page = toInteger(firstParam(params.page));
  return {
    query: parseSearchQuery(params.q),
    cut: Array.from(raw).length > MAX_QUERY_LENGTH,
    section: searchSectionOf(firstParam(params.type)),
    year: gregorianYearOf(firstParam(params.year)),
    page: page !== null && page >= 1 ? page : 1,
  };
}

/** The locale-less URL of a search: '/search?q=…&type=…&year=…&page=…', defaults (no filter, page 1) left out. */
export function searchHref(state: {
  q: string;
  section?: SearchSectionId | null;
  year?: number | null;
  page?: number;
}): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.section) params.set('type', state.section);
  if (state.year) params.set('year', String(state.year));
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `${pages.search}?${search}` : pages.search;
}
