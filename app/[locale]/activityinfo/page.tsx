import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { EmptyState } from '@/components/lists/empty-state';
import { newestFirst, yearSelectOptions, type ListPageProps } from '@/components/lists/list-page';
import { ListSummary, ListToolbar } from '@/components/lists/list-toolbar';
import { Pagination } from '@/components/lists/pagination';
import { getPaginationLabels } from '@/components/lists/pagination-labels';
import { YearFilter } from '@/components/lists/year-filter';
import { ActivityGrid } from '@/components/published-docs/activity-grid';
import { getActivities, type Activity } from '@/lib/backend';
import { displayYear, formatLongDate } from '@/lib/format/date';
import { resolveLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';
import { filterByYear, pageCount, paginate, parsePage, parseYear } from '@/lib/selectors/list-state';
import { ACTIVITY_YEARS, DEFAULT_ACTIVITY_YEAR } from '@/lib/list-pages';
import { pages } from '@/lib/site-map';

export const generateMetadata = pageMetadata('activity');

/** SPEC §9: a year dropdown with the range of the other lists, 2025 back to 2021, default 2025. */
const YEARS = ACTIVITY_YEARS;
const DEFAULT_YEAR = DEFAULT_ACTIVITY_YEAR;
/** SPEC §9 gives no page size; nine fills three rows of the desktop grid. */
const PAGE_SIZE = 9;

const dateOf = (activity: Activity) => activity.activity_date;

export default async function ActivityPage({ params, searchParams }: ListPageProps) {
  const locale = await resolveLocale(params);
  const [query, activities, t, tLists, paginationLabels] = await Promise.all([
    searchParams,
    getActivities(),
    getTranslations('Activity'),
    getTranslations('Lists'),
    getPaginationLabels(),
  ]);
  const year = parseYear(query.year, YEARS, DEFAULT_YEAR);
  const matching = newestFirst(filterByYear(activities || [], dateOf, year), dateOf);
  const shown = paginate(matching, parsePage(query.page, pageCount(matching.length, PAGE_SIZE)), PAGE_SIZE);
  const defaults = { year: DEFAULT_YEAR };

  return (
    <PageFrame page="activity">
      <ListToolbar>
        <YearFilter
          locale={locale}
          pathname={pages.activity}
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
          <ListSummary>{tLists('resultCount', { count: matching.length, year: displayYear(year, locale) })}</ListSummary>
          <ActivityGrid
            items={shown.items.map((activity) => ({
              key: String(activity.activity_id),
              name: activity.activity_name,
              date: dateOf(activity),
              displayDate: formatLongDate(dateOf(activity), locale),
              href: activity.activity_pdf_url,
              imageUrl: activity.activity_img_url || undefined,
              imageAlt: t('image', { name: activity.activity_name }),
            }))}
            linkLabel={t('presentation')}
            newTabHint={tLists('newTab')}
          />
          <Pagination
            locale={locale}
            pathname={pages.activity}
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
