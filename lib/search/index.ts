export { highlightParts, highlightRanges } from './highlight';
export { localizedOpenSearchResponse, openSearchResponse } from './opensearch-response';
export { OPENSEARCH_PATH } from './opensearch';
export { buildEmbeddedSearchIndex } from './search-index';
export { readSearchState, searchHref } from './search-state';
export type { SearchState } from './search-state';
export { SEARCH_INDEX_JOB, rebuildSearchIndex, requestSearchIndexRebuild, searchSite } from './site-search';
