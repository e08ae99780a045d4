import 'server-only';

export { localizedOpenSearchResponse, openSearchResponse } from './opensearch-response';
export { buildEmbeddedSearchIndex } from './search-index';
export { SEARCH_INDEX_JOB, rebuildSearchIndex, requestSearchIndexRebuild, searchSite } from './site-search';
export { listedDocuments, type ListedDocument } from './listed-documents';
