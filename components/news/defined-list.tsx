import type { PageContext } from '@/components/layout/framed-page';
import { formatLongDate } from '@/lib/format';
import { listDefinition } from '@/lib/list-defs';
import { loadListPage } from '@/components/lists/list-page-data';
import { ListSearchForm } from '@/components/lists/list-search-form';
import { YearListPage, type YearListPageId } from '@/components/lists/year-list-page';
import { NewsList } from './news-list';

/**
 * The body of a list page added by its definition alone (docs/architecture.md, Adding a list): the
 * year's items newest first, page by page, each with its date and its document, searched by title
 * where the list is searchable. Its route is one line: `export default framedPage('<page>', DefinedList);`.
 */
export async function DefinedList<K extends YearListPageId>({ page, locale, query }: PageContext<K>) {
  const definition = listDefinition(page);
  if (!definition?.date || !definition.title || !definition.document)
    throw new Error(`${page} is no dated list with a title and a document`);
  const { date, title, document } = definition;
  const { view, tLists, updated } = await loadListPage(page, locale, query);
  const field = (item: unknown, name: string) => String((item as Record<string, unknown>)[name] ?? '');

  return (
    <YearListPage
      page={page}
      locale={locale}
      view={view}
      search={<ListSearchForm page={page} locale={locale} view={view} label={tLists('searchTitles')} tLists={tLists} />}
    >
      {(items) => (
        <NewsList
          items={items.map((item, index) => ({
            key: `${field(item, document)}-${index}`,
            title: field(item, title),
            date: field(item, date),
            displayDate: formatLongDate(field(item, date), locale),
            href: field(item, document),
            updated: updated(item),
          }))}
          linkLabel={tLists('readMore')}
          newTabHint={tLists('newTab')}
        />
      )}
    </YearListPage>
  );
}
