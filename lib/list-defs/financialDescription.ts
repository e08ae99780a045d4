import seed from '@/data/seed/analysis-explanations.json';
import { defineList } from './define';

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
  fields: { year: 'integer', quarter: 'quarter', pdf_url: 'link' },
  document: 'pdf_url',
  shape: 'quarterDocuments',
  years: { spec: { newest: 2025, oldest: 2021 } },
  alert: { category: 'documents', year: 'year' },
  search: { section: 'mdna' },
  kind: {
    name: 'managementDiscussion',
    fields: {
      year: { type: 'integer', column: 'year', min: 2000, max: 2200 },
      quarter: { type: 'integer', column: 'quarter', min: 1, max: 4 },
      document: { type: 'document', column: 'pdf_url' },
    },
  },
});
