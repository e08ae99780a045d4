import seed from '@/data/seed/financial-statements.json';
import { quarterDocumentList } from './define';

/** The quarterly financial statements, a document per quarter. */
export default quarterDocumentList({
  page: 'financialStatements',
  path: '/financialinfo/statements',
  call: {
    key: 'financialStatements',
    name: 'financial_statements',
    lang: true,
    tag: 'financial-statements',
    label: 'Financial statements',
    table: 'financial_statements',
    seed,
  },
  search: { section: 'statements' },
  kind: { name: 'financialStatements' },
});
