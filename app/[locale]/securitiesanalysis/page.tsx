import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { EmptyState } from '@/components/lists/empty-state';
import { newestFirst, yearSelectOptions, type ListPageProps } from '@/components/lists/list-page';
import { ListToolbar } from '@/components/lists/list-toolbar';
import { Pagination } from '@/components/lists/pagination';
import { getPaginationLabels } from '@/components/lists/pagination-labels';
import { YearFilter } from '@/components/lists/year-filter';
import { AnalystReportTable } from '@/components/published-docs/analyst-report-table';
import { splitAnalysisName } from '@/components/published-docs/analyst-reports';
import { getSecuritiesAnalyses, type SecuritiesAnalysis } from '@/lib/backend';
import { displayYear, formatLongDate } from '@/lib/format/date';
import { resolveLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';
import { filterByYear, pageCount, paginate, parsePage, parseYear } from '@/lib/selectors/list-state';
import { SECURITIES_ANALYSIS_YEARS } from '@/lib/list-pages';
import { pages } from '@/lib/site-map';

export const generateMetadata = pageMetadata('securitiesAnalysis');

/**
 * SPEC §9: five Buddhist-era years from 2568 back. The URL and the data use the Gregorian year
 * (2025 = 2568), so Thai shows 2568 and English 2025 for the same reports.
 */
const YEARS = SECURITIES_ANALYSIS_YEARS;
const NEWEST_YEAR = YEARS[0];
/** SPEC §9 gives no page size; ten rows as for the exchange announcements. */
const PAGE_SIZE = 10;

const dateOf = (analysis: SecuritiesAnalysis) => analysis.securities_analysis_date;

export default async function SecuritiesAnalysisPage({ params, searchParams }: ListPageProps) {
  const locale = await resolveLocale(params);
  const [query, analyses, t, tLists, paginationLabels] = await Promise.all([
    searchParams,
    getSecuritiesAnalyses(),
    getTranslations('SecuritiesAnalysis'),
    getTranslations('Lists'),
    getPaginationLabels(),
  ]);
  const year = parseYear(query.year, YEARS, NEWEST_YEAR);
  const matching = newestFirst(filterByYear(analyses || [], dateOf, year), dateOf);
  const shown = paginate(matching, parsePage(query.page, pageCount(matching.length, PAGE_SIZE)), PAGE_SIZE);
  const defaults = { year: NEWEST_YEAR };

  return (
    <PageFrame page="securitiesAnalysis">
      <ListToolbar>
        <YearFilter
          locale={locale}
          pathname={pages.securitiesAnalysis}
          state={{}}
          defaults={defaults}
          value={year}
          options={yearSelectOptions(YEARS, locale)}
          label={tLists('year')}
          submitLabel={tLists('show')}
        />
      </ListToolbar>
      {matching.length === 0 ? (
        <EmptyState>{tLists('noItems')}</EmptyState>
      ) : (
        <>
          <AnalystReportTable
            caption={t('tableCaption', { year: displayYear(year, locale) })}
            headers={{ company: t('company'), report: t('report'), date: tLists('date'), document: tLists('document') }}
            rows={shown.items.map((analysis, index) => ({
              key: `${analysis.securities_analysis_pdf_url}-${index}`,
              ...splitAnalysisName(analysis.securities_analysis_name),
              name: analysis.securities_analysis_name,
              date: dateOf(analysis),
              displayDate: formatLongDate(dateOf(analysis), locale),
              href: analysis.securities_analysis_pdf_url,
            }))}
            linkLabel={tLists('download')}
            newTabHint={tLists('newTab')}
          />
          <Pagination
            locale={locale}
            pathname={pages.securitiesAnalysis}
            state={{ year }}
            defaults={defaults}
            page={shown.page}
            totalPages={shown.totalPages}
            labels={paginationLabels}
          />
        </>
      )}
    </PageFrame>
  );
}
