import { getTranslations } from 'next-intl/server';
import type { PageContext } from '@/components/layout/framed-page';
import { loadCompanyFacts } from '@/lib/backend';
import { incomeAndProfit, keyFinancials } from '@/lib/figures';
import { loadFigureBook } from '@/lib/results/server';
import { IncomeProfitChart } from './income-profit-chart';
import { KeyFinancialTables } from './key-financial-tables';

/**
 * The key-financials page: the chart of total income and net profit and the three tables, over the
 * latest three complete years, all from the figure book (docs/results.md, The figures). When the
 * figures cannot be read, a line says so.
 */
export async function KeyFinancialInfo({ locale }: PageContext<'financialInfo'>) {
  const [book, t] = await Promise.all([loadFigureBook(), getTranslations({ locale, namespace: 'FinancialInfo' })]);
  if (!book || book.years.length === 0) return <p role="status">{t('unavailable')}</p>;
  const data = keyFinancials(book, (await loadCompanyFacts(locale)).parValueBaht);
  return (
    <>
      <IncomeProfitChart points={incomeAndProfit(book, data.years)} locale={locale} />
      <KeyFinancialTables data={data} locale={locale} />
    </>
  );
}
