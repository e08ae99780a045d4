import { PageFrame } from '@/components/layout/page-frame';
import { IncomeProfitChart } from '@/components/financial/income-profit-chart';
import { KeyFinancialTables } from '@/components/financial/key-financial-tables';
import { getKeyFinancials } from '@/lib/content/key-financials';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('financialInfo');

export default async function FinancialInfoPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <PageFrame page="financialInfo">
      <IncomeProfitChart locale={locale} />
      <KeyFinancialTables data={getKeyFinancials(locale)} locale={locale} />
    </PageFrame>
  );
}
