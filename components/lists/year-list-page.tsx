import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { displayYear } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import type { ListView, ListPageId } from '@/lib/lists';
import { pages } from '@/lib/site';
import { EmptyState } from './empty-state';
import { ListSummary, ListToolbar } from './list-toolbar';
import { Pagination } from './pagination';
import { getPaginationLabels } from './pagination-labels';
import { YearFilter } from './year-filter';
import { yearSelectOptions } from './year-options';

/** The list pages that are a year's items page by page: the news tabs, activities, analyst reports, the calendar. */
export type YearListPageId = Exclude<ListPageId, 'financialStatements' | 'financialDescription' | 'shareholderMeeting'>;

interface YearListPageProps<T> {
  page: YearListPageId;
  locale: Locale;
  /** The state the URL shows and its items (lib/lists: the same reading as the page's canonical URL). */
  view: ListView<T>;
  /** Shown above the filters, e.g. the calendar's highlighted event. */
  lead?: ReactNode;
  /**
   * The title search (?q=) of a searchable list, a SearchForm. Passed in rather than imported here, so
   * the lists without a search do not ship its client code.
   */
  search?: ReactNode;
  /** The rows of the shown page: a list, a grid or a table. */
  children: (items: T[]) => ReactNode;
}

/**
 * The body of a year-filtered list: search and year filter, the result summary, the rows and the page
 * links. The server renders the state of the URL, so every page of every year is a crawlable link and
 * a shared link opens what the sender saw.
 */
export async function YearListPage<T>({ page, locale, view, lead, search, children }: YearListPageProps<T>) {
  const [tLists, paginationLabels] = await Promise.all([getTranslations('Lists'), getPaginationLabels()]);
  const pathname = pages[page];
  const { year, q } = view.state;
  const yearLabel = displayYear(year, locale);

  return (
    <>
      {lead}
      <ListToolbar>
        {search}
        <YearFilter
          locale={locale}
          pathname={pathname}
          state={{ q: q || undefined }}
          defaults={view.defaults}
          value={year}
          options={yearSelectOptions(view.years, locale)}
          label={tLists('year')}
          submitLabel={tLists('show')}
        />
      </ListToolbar>
      {view.matching.length === 0 ? (
        <EmptyState>{q ? tLists('noMatches', { query: q, year: yearLabel }) : tLists('noItems')}</EmptyState>
      ) : (
        <>
          <ListSummary>{tLists('resultCount', { count: view.matching.length, year: yearLabel })}</ListSummary>
          {children(view.shown)}
          <Pagination
            locale={locale}
            pathname={pathname}
            state={{ year, q: q || undefined }}
            defaults={view.defaults}
            page={view.state.page}
            totalPages={view.totalPages}
            labels={paginationLabels}
          />
        </>
      )}
    </>
  );
}
