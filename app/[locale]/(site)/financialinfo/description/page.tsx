import { FinancialDocumentsSection } from '@/components/financial/financial-documents-section';
import { framedPage } from '@/components/layout/framed-page';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('financialDescription');
export default framedPage('financialDescription', FinancialDocumentsSection);
