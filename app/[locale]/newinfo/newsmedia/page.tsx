import { newestFirst, type ListPageProps } from '@/components/lists/list-page';
import { NewsListPage } from '@/components/news/news-list-page';
import { mediaNewsSettings } from '@/components/news/news-settings';
import { getMediaNews } from '@/lib/backend';
import { resolveLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';
import { yearOptions } from '@/lib/selectors/list-state';

export const generateMetadata = pageMetadata('newsMedia');

export default async function NewsMediaPage({ params, searchParams }: ListPageProps) {
  const locale = await resolveLocale(params);
  const [query, news] = await Promise.all([searchParams, getMediaNews(locale)]);
  const entries =
    news &&
    newestFirst(news, (item) => item.publish_date_news_medias).map((item, index) => ({
      key: `${item.url_news_medias}-${index}`,
      title: item.title_news_medias,
      date: item.publish_date_news_medias,
      href: item.url_news_medias,
    }));
  const settings = mediaNewsSettings(yearOptions(entries || [], (entry) => entry.date));
  return <NewsListPage locale={locale} page="newsMedia" query={query} entries={entries} settings={settings} />;
}
