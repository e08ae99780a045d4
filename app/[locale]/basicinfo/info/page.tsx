import { CompanyFactsTable } from '@/components/basic-info/company-facts-table';
import { framedPage } from '@/components/layout/framed-page';
import { getCompanyFacts } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('basicInfo');
export default framedPage('basicInfo', ({ locale }) => <CompanyFactsTable facts={getCompanyFacts(locale)} locale={locale} />);
