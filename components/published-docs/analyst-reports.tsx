import { getTranslations } from 'next-intl/server';
import type { PageContext } from '@/components/layout/framed-page';
import { loadListPage } from '@/components/lists/list-page-data';
import { YearListPage } from '@/components/lists/year-list-page';
import { displayYear, formatLongDate } from '@/lib/format';
import { AnalystReportTable } from './analyst-report-table';
import { splitAnalysisName } from './analyst-report-name';

/**
 * Analyst reports of a year, newest first. The URL and the data keep the Gregorian year, so Thai shows
 * 2568 and English 2025 for the same reports.
 */
export async function AnalystReports({ page, locale, query }: PageContext<'securitiesAnalysis'>) {
  const [{ view, tLists, updated }, t] = await Promise.all([
    loadListPage(page, locale, query),
    getTranslations('SecuritiesAnalysis'),
  ]);
  return (
    <YearListPage page={page} locale={locale} view={view}>
      {(items) => (
        <AnalystReportTable
          caption={t('tableCaption', { year: displayYear(view.state.year, locale) })}
          headers={{ company: t('company'), report: t('report'), date: tLists('date'), document: tLists('document') }}
          rows={items.map((analysis, index) => ({
            key: `${analysis.securities_analysis_pdf_url}-${index}`,
            ...splitAnalysisName(analysis.securities_analysis_name),
            name: analysis.securities_analysis_name,
            date: analysis.securities_analysis_date,
            displayDate: formatLongDate(analysis.securities_analysis_date, locale),
            href: analysis.securities_analysis_pdf_url,
            updated: updated(analysis),
          }))}
          linkLabel={tLists('download')}
          newTabHint={tLists('newTab')}
        />
      )}
    </YearListPage>
  );
}
