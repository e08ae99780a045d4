import seed from '@/data/seed/financial-statements.json';
import { defineList } from './define';

/** The quarterly financial statements, a document per quarter. */
export default defineList({
  page: 'financialStatements',
  path: '/financialinfo/statements',
  section: 'financial',
  call: {
    key: 'financialStatements',
    name: 'financial_statements',
    lang: true,
    tag: 'financial-statements',
    label: 'Financial statements',
    table: { name: 'financial_statements', key: ['year', 'quarter'], orderBy: 'year DESC, quarter DESC' },
    seed,
  },
  fields: { year: 'integer', quarter: 'quarter', pdf_url: 'link' },
  document: 'pdf_url',
  shape: 'quarterDocuments',
  years: { spec: { newest: 2025, oldest: 2021 } },
  alert: { category: 'documents', year: 'year' },
  search: { section: 'statements' },
  kind: {
    name: 'financialStatements',
    fields: {
      year: { type: 'integer', column: 'year', min: 2000, max: 2200 },
      quarter: { type: 'integer', column: 'quarter', min: 1, max: 4 },
      document: { type: 'document', column: 'pdf_url' },
    },
  },
});
