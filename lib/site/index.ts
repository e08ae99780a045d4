export { MAX_QUERY_LENGTH, firstParam, parseQuery, toInteger } from './search-params';
export type { SearchParamValue } from './search-params';
export { allPageIds, pages, sectionOf, sections, unlistedPages } from './site-map';
export type { PageId, SectionId } from './site-map';
export { absoluteUrl, languageAlternates, siteUrl } from './site-url';
