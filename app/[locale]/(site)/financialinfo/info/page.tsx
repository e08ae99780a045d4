import { KeyFinancialInfo } from '@/components/financial/key-financial-info';
import { framedPage } from '@/components/layout/framed-page';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('financialInfo');
export default framedPage('financialInfo', KeyFinancialInfo);
