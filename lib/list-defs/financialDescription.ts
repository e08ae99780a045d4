import seed from '@/data/seed/analysis-explanations.json';
import { defineList, QUARTER_DOCUMENT_FIELDS, QUARTER_DOCUMENT_KIND_FIELDS } from './define';

/** The quarterly management discussion and analysis (MD&A), a document per quarter. */
export default defineList({
  page: 'financialDescription',
  path: '/financialinfo/description',
  section: 'financial',
  call: {
    key: 'analysisExplanation',
    name: 'analysis_explanation',
    lang: true,
    tag: 'analysis-explanation',
    label: 'Management discussion and analysis',
    table: { name: 'analysis_explanations', key: ['year', 'quarter'], orderBy: 'year DESC, quarter DESC' },
    seed,
  },
  fields: QUARTER_DOCUMENT_FIELDS,
  document: 'pdf_url',
  shape: 'quarterDocuments',
  years: { spec: { newest: 2025, oldest: 2021 } },
  alert: { category: 'documents', year: 'year' },
  search: { section: 'mdna' },
  kind: {
    name: 'managementDiscussion',
    fields: QUARTER_DOCUMENT_KIND_FIELDS,
  },
});
