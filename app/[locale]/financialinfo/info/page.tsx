import { IncomeProfitChart } from '@/components/financial/income-profit-chart';
import { KeyFinancialTables } from '@/components/financial/key-financial-tables';
import { framedPage } from '@/components/layout/framed-page';
import { getKeyFinancials } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('financialInfo');
export default framedPage('financialInfo', ({ locale }) => (
  <>
    <IncomeProfitChart locale={locale} />
    <KeyFinancialTables data={getKeyFinancials(locale)} locale={locale} />
  </>
));
