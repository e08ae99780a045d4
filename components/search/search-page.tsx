import Link from 'next/link';
import { getMessages, getTranslations } from 'next-intl/server';
import type { PageContext } from '@/components/layout/framed-page';
import { EmptyState } from '@/components/lists/empty-state';
import { Pagination } from '@/components/lists/pagination';
import { getPaginationLabels } from '@/components/lists/pagination-labels';
import type { SearchResults } from '@/lib/backend';
import { readSearchState, searchHref, type SearchState } from '@/lib/search';
import { searchSite } from '@/lib/search/server';
import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import { SEARCH_SECTION_IDS, sectionPage, type SearchSectionId } from '@/lib/search-engine';
import { pages } from '@/lib/site';
import { SearchFilters } from './search-filters';
import { SearchQueryForm } from './search-query-form';
import { SearchResultList } from './search-result-list';
import styles from './search-page.module.css';

type Translate = Awaited<ReturnType<typeof getTranslations<'Search'>>>;

/** A section's label: the title of the page that lists it, or "Site pages". */
export async function sectionLabels(): Promise<Record<SearchSectionId, string>> {
  const [t, tRoutes] = await Promise.all([getTranslations('Search'), getTranslations('Routes')]);
  return Object.fromEntries(
    SEARCH_SECTION_IDS.map((section) => {
      const page = sectionPage(section);
      return [section, page ? tRoutes(page) : t('sitePages')];
    }),
  ) as Record<SearchSectionId, string>;
}

/**
 * /search: the site search, server-rendered from the URL (?q=, ?type=, ?year=, ?page=), so it works
 * without JavaScript and every state is a link. An empty query shows what can be searched; a query
 * that finds nothing shows the closest spelling, if any, and the sections to browse.
 */
export async function SearchPage({ locale, query }: PageContext<'search'>) {
  const state = readSearchState(query);
  const [t, labels] = await Promise.all([getTranslations('Search'), sectionLabels()]);
  const form = <SearchQueryForm locale={locale} state={state} labels={{ label: t('label'), submit: t('submit') }} />;

  if (state.query.terms.length === 0) {
    return (
      <>
        {form}
        <SearchHelp locale={locale} t={t} />
      </>
    );
  }

  const search = await searchSite({
    locale,
    query: state.query,
    section: state.section,
    year: state.year,
    page: state.page,
  });
  if (search.status !== 'ok') {
    return (
      <>
        {form}
        <EmptyState>{t(search.status)}</EmptyState>
      </>
    );
  }

  const { results } = search;
  const shownState: SearchState = { ...state, query: search.query, page: results.page };
  return (
    <>
      {form}
      {state.cut ? <p className={styles.notice}>{t('cut')}</p> : null}
      {results.counts.found.count === 0 ? (
        <NoResults locale={locale} t={t} state={shownState} suggestion={search.suggestion} labels={labels} />
      ) : (
        <div className={styles.layout}>
          <SearchFilters locale={locale} state={shownState} counts={results.counts} sectionLabels={labels} />
          <div className={styles.results}>
            {results.total === 0 ? (
              <FilteredOut locale={locale} t={t} state={shownState} />
            ) : (
              <Results locale={locale} t={t} state={shownState} results={results} labels={labels} />
            )}
          </div>
        </div>
      )}
    </>
  );
}

interface PartProps {
  locale: Locale;
  t: Translate;
}

async function Results({
  locale,
  t,
  state,
  results,
  labels,
}: PartProps & { state: SearchState; results: SearchResults; labels: Record<SearchSectionId, string> }) {
  const paginationLabels = await getPaginationLabels();
  return (
    <>
      <p className={styles.summary} role="status">
        {results.capped
          ? t('resultCountCapped', { count: results.total, query: state.query.text })
          : t('resultCount', { count: results.total, query: state.query.text })}
      </p>
      <SearchResultList locale={locale} hits={results.hits} terms={state.query.terms} sectionLabels={labels} />
      <Pagination
        hrefOf={(page) =>
          localizePath(searchHref({ q: state.query.text, section: state.section, year: state.year, page }), locale)
        }
        page={results.page}
        totalPages={results.totalPages}
        labels={paginationLabels}
      />
    </>
  );
}

async function SearchHelp({ locale, t }: PartProps) {
  const examples: string[] = Object.values((await getMessages({ locale })).Search.exampleQueries);
  return (
    <section className={styles.help} aria-labelledby="search-help">
      <p id="search-help">{t('help')}</p>
      <p>{t('helpTips')}</p>
      <p>
        {t('examples')}{' '}
        {examples.map((example, index) => (
          <span key={example}>
            {index > 0 ? ', ' : null}
            <Link prefetch={false} href={localizePath(searchHref({ q: example }), locale)}>
              {example}
            </Link>
          </span>
        ))}
      </p>
    </section>
  );
}

/** The query finds nothing in any section: the closest spelling, if any, and the sections to browse instead. */
function NoResults({
  locale,
  t,
  state,
  suggestion,
  labels,
}: PartProps & { state: SearchState; suggestion: string | null; labels: Record<SearchSectionId, string> }) {
  const browse = SEARCH_SECTION_IDS.flatMap((section) => {
    const page = sectionPage(section);
    return page ? [{ section, href: localizePath(pages[page], locale) }] : [];
  });
  return (
    <section className={styles.noResults} aria-labelledby="search-no-results">
      <p id="search-no-results" className={styles.summary} role="status">
        {t('noResults', { query: state.query.text })}
      </p>
      {suggestion ? (
        <p>
          {t.rich('didYouMean', {
            suggestion,
            link: (chunks) => (
              <Link prefetch={false} href={localizePath(searchHref({ q: suggestion }), locale)}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : null}
      <p>{t('browseSections')}</p>
      <ul className={styles.browse}>
        {browse.map(({ section, href }) => (
          <li key={section}>
            <Link prefetch={false} href={href}>
              {labels[section]}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The query finds results, but none in the chosen section and year. */
function FilteredOut({ locale, t, state }: PartProps & { state: SearchState }) {
  return (
    <EmptyState>
      {t('noResultsFiltered', { query: state.query.text })}{' '}
      <Link prefetch={false} href={localizePath(searchHref({ q: state.query.text }), locale)}>
        {t('removeFilters')}
      </Link>
    </EmptyState>
  );
}
