import 'server-only';

export { canonicalListQuery, listYearPageQueries, loadCalendarEvents, loadCorrectedAt, loadList } from './list-data';
