import type { PageId } from '@/lib/site';

/**
 * The sections a search result belongs to, as ?type= names them, in the order the search page lists
 * them: each is the page of the site that shows its items (its title is the section's label), except
 * the site's own pages.
 */
export const SEARCH_SECTIONS = {
  announcements: 'newsSet',
  press: 'newsMedia',
  clippings: 'newsPrint',
  ads: 'newsElectronic',
  calendar: 'calendar',
  meetings: 'shareholderMeeting',
  subscriptions: 'shareSubscription',
  warrants: 'warrantHolders',
  statements: 'financialStatements',
  mdna: 'financialDescription',
  results: 'quarterlyResults',
  'one-report': 'oneReport',
  'annual-report': 'annualReport',
  sustainability: 'sustainabilityReport',
  'form-56-1': 'form561',
  activities: 'activity',
  'analyst-reports': 'securitiesAnalysis',
  'credit-ratings': 'creditRating',
  pages: null,
} as const satisfies Record<string, PageId | null>;

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
