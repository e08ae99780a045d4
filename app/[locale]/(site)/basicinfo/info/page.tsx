import { CompanyFactsTable } from '@/components/basic-info/company-facts-table';
import { framedPage } from '@/components/layout/framed-page';
import { loadCompanyFacts } from '@/lib/backend';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('basicInfo');
export default framedPage('basicInfo', async ({ locale }) => (
  <CompanyFactsTable facts={await loadCompanyFacts(locale)} locale={locale} />
));
