import { newestFirst, type ListPageProps } from '@/components/lists/list-page';
import { NewsListPage } from '@/components/news/news-list-page';
import { PRINT_NEWS } from '@/components/news/news-settings';
import { getNewsClippings } from '@/lib/backend';
import { resolveLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('newsPrint');

export default async function NewsPrintPage({ params, searchParams }: ListPageProps) {
  const locale = await resolveLocale(params);
  const [query, clippings] = await Promise.all([searchParams, getNewsClippings()]);
  const entries =
    clippings &&
    newestFirst(clippings, (item) => item.publish_date_news_clippings).map((item, index) => ({
      key: `${item.url_news_clippings}-${index}`,
      title: item.title_news_clippings,
      date: item.publish_date_news_clippings,
      href: item.url_news_clippings,
      imageUrl: item.imageUrl || undefined,
    }));
  return <NewsListPage locale={locale} page="newsPrint" query={query} entries={entries} settings={PRINT_NEWS} />;
}
