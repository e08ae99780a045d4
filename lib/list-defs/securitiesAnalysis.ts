import seed from '@/data/seed/securities-analyses.json';
import { datedList } from './define';

/**
 * Analyst reports: five Buddhist-era years from 2568 back in the spec; URL and data keep the Gregorian
 * year, 2568 − 543 (the definitions import nothing at run time: docs/architecture.md, Adding a list).
 */
const NEWEST_YEAR = 2025;

/** Analyst reports. The spec gives no page size; ten rows as for the exchange announcements. */
export default datedList({
  page: 'securitiesAnalysis',
  path: '/securitiesanalysis',
  section: 'analysts',
  call: {
    key: 'securitiesAnalyses',
    name: 'securities_analysis',
    lang: false,
    tag: 'securities-analyses',
    label: 'Securities analysis',
    table: { name: 'securities_analyses' },
    seed,
  },
  fields: {
    securities_analysis_name: 'text',
    securities_analysis_date: 'isoDate',
    securities_analysis_pdf_url: 'link',
  },
  title: 'securities_analysis_name',
  date: 'securities_analysis_date',
  document: 'securities_analysis_pdf_url',
  replyOrder: 'newest first',
  years: { spec: { newest: NEWEST_YEAR, oldest: NEWEST_YEAR - 4 } },
  pageSize: 10,
  alert: { category: 'documents' },
  search: { section: 'analyst-reports' },
  kind: {
    name: 'analystReport',
    fields: {
      document: { type: 'document', column: 'securities_analysis_pdf_url' },
    },
  },
});
