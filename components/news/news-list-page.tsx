import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { EmptyState } from '@/components/lists/empty-state';
import { ListSummary, ListToolbar } from '@/components/lists/list-toolbar';
import { yearSelectOptions, type YearListSettings } from '@/components/lists/list-page';
import { Pagination } from '@/components/lists/pagination';
import { getPaginationLabels } from '@/components/lists/pagination-labels';
import { SearchForm } from '@/components/lists/search-form';
import { YearFilter } from '@/components/lists/year-filter';
import { displayYear, formatLongDate } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/routing';
import {
  filterByTitle,
  filterByYear,
  pageCount,
  paginate,
  parsePage,
  parseQuery,
  parseYear,
  type SearchParamValue,
} from '@/lib/selectors/list-state';
import { pages, type PageId } from '@/lib/site-map';
import { NewsList } from './news-list';

/** One news item in the shape every news tab shares, newest first. */
export interface NewsEntry {
  key: string;
  title: string;
  date: string;
  href: string;
  imageUrl?: string;
}

// The demonstration clippings are 420 × 280; the box keeps that ratio for any image.
const CLIPPING_IMAGE = { width: 420, height: 280 } as const;

interface NewsListPageProps {
  locale: Locale;
  page: Extract<PageId, 'newsSet' | 'newsMedia' | 'newsPrint' | 'newsElectronic'>;
  query: Record<string, SearchParamValue>;
  /** The tab's items, newest first, or false when the backend call failed. */
  entries: NewsEntry[] | false;
  settings: YearListSettings;
  /** The exchange-news title search (?q=). */
  searchable?: boolean;
}

/**
 * A news tab: its state (year, page, search) comes from the URL and the server renders that state,
 * so every page of every year is a crawlable link and a shared link opens what the sender saw.
 */
export async function NewsListPage({ locale, page, query, entries, settings, searchable = false }: NewsListPageProps) {
  const [t, tLists, paginationLabels] = await Promise.all([
    getTranslations('News'),
    getTranslations('Lists'),
    getPaginationLabels(),
  ]);
  const pathname = pages[page];
  const defaults = { year: settings.defaultYear };
  const year = parseYear(query.year, settings.years, settings.defaultYear);
  const q = searchable ? parseQuery(query.q) : '';
  const matching = filterByTitle(
    filterByYear(entries || [], (entry) => entry.date, year),
    (entry) => entry.title,
    q,
  );
  const shown = paginate(matching, parsePage(query.page, pageCount(matching.length, settings.pageSize)), settings.pageSize);
  const yearLabel = displayYear(year, locale);

  return (
    <PageFrame page={page}>
      <ListToolbar>
        {searchable ? (
          <SearchForm
            locale={locale}
            pathname={pathname}
            year={year}
            defaults={defaults}
            value={q}
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            submitLabel={tLists('searchSubmit')}
            clearLabel={tLists('searchClear')}
          />
        ) : null}
        <YearFilter
          locale={locale}
          pathname={pathname}
          state={{ q: q || undefined }}
          defaults={defaults}
          value={year}
          options={yearSelectOptions(settings.years, locale)}
          label={tLists('year')}
          submitLabel={tLists('show')}
        />
      </ListToolbar>
      {matching.length === 0 ? (
        <EmptyState>{q ? tLists('noMatches', { query: q, year: yearLabel }) : tLists('noItems')}</EmptyState>
      ) : (
        <>
          <ListSummary>{tLists('resultCount', { count: matching.length, year: yearLabel })}</ListSummary>
          <NewsList
            items={shown.items.map((entry) => ({
              key: entry.key,
              title: entry.title,
              date: entry.date,
              displayDate: formatLongDate(entry.date, locale),
              href: entry.href,
              image: entry.imageUrl
                ? { src: entry.imageUrl, alt: t('clippingImage', { title: entry.title }), ...CLIPPING_IMAGE }
                : undefined,
            }))}
            linkLabel={tLists('readMore')}
            newTabHint={tLists('newTab')}
          />
          <Pagination
            locale={locale}
            pathname={pathname}
            state={{ year, q: q || undefined }}
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
