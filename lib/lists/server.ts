import 'server-only';

export { canonicalListQuery, listYearPageQueries, loadCorrectedAt, loadList } from './list-data';
