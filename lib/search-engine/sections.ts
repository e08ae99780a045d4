import { LIST_DEFINITION_LIST, type DefinedSearchSections } from '@/lib/list-defs';
import type { PageId } from '@/lib/site';

/** The sections of the defined lists (lib/list-defs), each with its page. */
const DEFINED_SECTIONS = Object.fromEntries(
  LIST_DEFINITION_LIST.flatMap((definition) =>
    definition.search ? [[definition.search.section, definition.page]] : [],
  ),
) as DefinedSearchSections;

/** The sections of the pages that are no defined list, each with its page. */
const WRITTEN_SECTIONS = {
  subscriptions: 'shareSubscription',
  warrants: 'warrantHolders',
  results: 'quarterlyResults',
  'one-report': 'oneReport',
  'annual-report': 'annualReport',
  sustainability: 'sustainabilityReport',
  'form-56-1': 'form561',
  'credit-ratings': 'creditRating',
} as const satisfies Record<string, PageId>;

/**
 * The order of the sections on the search page; a section of a list added by its definition alone
 * comes after these, the site's own pages last.
 */
const SECTION_ORDER: readonly string[] = [
  'announcements',
  'press',
  'clippings',
  'ads',
  'calendar',
  'meetings',
  'subscriptions',
  'warrants',
  'statements',
  'mdna',
  'results',
  'one-report',
  'annual-report',
  'sustainability',
  'form-56-1',
  'activities',
  'analyst-reports',
  'credit-ratings',
];

type Sections = typeof WRITTEN_SECTIONS & DefinedSearchSections & { pages: null };

const byOrder = (id: string) => (SECTION_ORDER.includes(id) ? SECTION_ORDER.indexOf(id) : SECTION_ORDER.length);

/**
 * The sections a search result belongs to, as ?type= names them, in the order the search page lists
 * them: each is the page of the site that shows its items (its title is the section's label), except
 * the site's own pages. A list page's section is its definition's (lib/list-defs).
 */
export const SEARCH_SECTIONS: Readonly<Sections> = Object.fromEntries([
  ...Object.entries({ ...WRITTEN_SECTIONS, ...DEFINED_SECTIONS }).sort(([a], [b]) => byOrder(a) - byOrder(b)),
  ['pages', null],
]) as unknown as Sections;

export type SearchSectionId = keyof typeof SEARCH_SECTIONS;

export const SEARCH_SECTION_IDS = Object.keys(SEARCH_SECTIONS) as SearchSectionId[];

/** The section a ?type= value names, or null for anything else (no filter). */
export function searchSectionOf(value: string | undefined): SearchSectionId | null {
  return value !== undefined && Object.hasOwn(SEARCH_SECTIONS, value) ? (value as SearchSectionId) : null;
}

/** The page that lists a section's items; null for the site's own pages. */
export function sectionPage(section: SearchSectionId): PageId | null {
  return SEARCH_SECTIONS[section];
}
