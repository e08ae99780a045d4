export { highlightParts, highlightRanges } from './highlight';
export { OPENSEARCH_PATH } from './opensearch';
export { readSearchState, searchHref } from './search-state';
export type { SearchState } from './search-state';
