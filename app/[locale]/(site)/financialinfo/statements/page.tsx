import { FinancialDocumentsSection } from '@/components/financial/financial-documents-section';
import { framedPage } from '@/components/layout/framed-page';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('financialStatements');
export default framedPage('financialStatements', FinancialDocumentsSection);
