import { IncomeProfitChart } from '@/components/financial/income-profit-chart';
import { KeyFinancialTables } from '@/components/financial/key-financial-tables';
import { framedPage } from '@/components/layout/framed-page';
import { getKeyFinancials } from '@/lib/content/key-financials';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('financialInfo');
export default framedPage('financialInfo', ({ locale }) => (
  <>
    <IncomeProfitChart locale={locale} />
    <KeyFinancialTables data={getKeyFinancials(locale)} locale={locale} />
  </>
));
