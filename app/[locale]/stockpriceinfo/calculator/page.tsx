import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { FactSheetLink } from '@/components/stock/fact-sheet-link';
import { InvestmentCalculator } from '@/components/stock/investment-calculator';
import { calculatorPlaceholderRows, type CalculatorMode } from '@/lib/content/stock-demo';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { firstParam, type SearchParamValue } from '@/lib/selectors/coerce';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('stockCalculator');

interface CalculatorProps extends LocaleParams {
  searchParams: Promise<Record<string, SearchParamValue>>;
}

export default async function StockCalculatorPage({ params, searchParams }: CalculatorProps) {
  const locale = await resolveLocale(params);
  const query = await searchParams;
  const t = await getTranslations('StockPrice.calculator');
  const mode: CalculatorMode = firstParam(query.mode) === 'shares' ? 'shares' : 'amount';
  const input = /^\d+(\.\d+)?$/.test(firstParam(query.value) ?? '') ? (firstParam(query.value) as string) : '';

  return (
    <PageFrame page="stockCalculator">
      <FactSheetLink locale={locale} />
      {/* Placeholder rows until the calculator issue: the component takes whatever rows it is given. */}
      <InvestmentCalculator
        mode={mode}
        input={input}
        rows={calculatorPlaceholderRows}
        locale={locale}
        labels={{
          mode: t('mode'),
          amount: t('amount'),
          shares: t('shares'),
          input: t('input'),
          calculate: t('calculate'),
          caption: t('caption'),
          buyPrice: t('buyPrice'),
          sellPrice: t('sellPrice'),
          estimatedShares: t('estimatedShares'),
          buyValue: t('buyValue'),
          sellValue: t('sellValue'),
          difference: t('difference'),
          note: t('note'),
        }}
      />
    </PageFrame>
  );
}
