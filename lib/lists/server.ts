import 'server-only';

export { canonicalListQuery, listYearPageQueries, loadList } from './list-data';
