import seed from '@/data/seed/financial-statements.json';
import { defineList, QUARTER_DOCUMENT_FIELDS, QUARTER_DOCUMENT_KIND_FIELDS } from './define';

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
  fields: QUARTER_DOCUMENT_FIELDS,
  document: 'pdf_url',
  shape: 'quarterDocuments',
  years: { spec: { newest: 2025, oldest: 2021 } },
  alert: { category: 'documents', year: 'year' },
  search: { section: 'statements' },
  kind: {
    name: 'financialStatements',
    fields: QUARTER_DOCUMENT_KIND_FIELDS,
  },
});
