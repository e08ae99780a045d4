import seed from '@/data/seed/analysis-explanations.json';
import { quarterDocumentList } from './define';

/** The quarterly management discussion and analysis (MD&A), a document per quarter. */
export default quarterDocumentList({
  page: 'financialDescription',
  path: '/financialinfo/description',
  call: {
    key: 'analysisExplanation',
    name: 'analysis_explanation',
    lang: true,
    tag: 'analysis-explanation',
    label: 'Management discussion and analysis',
    table: 'analysis_explanations',
    seed,
  },
  search: { section: 'mdna' },
  kind: { name: 'managementDiscussion' },
});
