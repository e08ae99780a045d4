import { CompanyFactsTable } from '@/components/basic-info/company-facts-table';
import { framedPage } from '@/components/layout/framed-page';
import { getCompanyFacts } from '@/lib/content/company';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('basicInfo');
export default framedPage('basicInfo', ({ locale }) => <CompanyFactsTable facts={getCompanyFacts(locale)} locale={locale} />);
