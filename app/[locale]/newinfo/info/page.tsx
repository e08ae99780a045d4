import { newestFirst, type ListPageProps } from '@/components/lists/list-page';
import { NewsListPage } from '@/components/news/news-list-page';
import { SET_NEWS } from '@/components/news/news-settings';
import { getSetNews } from '@/lib/backend';
import { resolveLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('newsSet');

export default async function NewsSetPage({ params, searchParams }: ListPageProps) {
  const locale = await resolveLocale(params);
  const [query, news] = await Promise.all([searchParams, getSetNews(locale)]);
  const entries =
    news &&
    newestFirst(news, (item) => item.new_set_date).map((item) => ({
      key: String(item.new_set_id),
      title: item.new_set_title,
      date: item.new_set_date,
      href: item.new_set_pdf_url,
    }));
  return <NewsListPage locale={locale} page="newsSet" query={query} entries={entries} settings={SET_NEWS} searchable />;
}
