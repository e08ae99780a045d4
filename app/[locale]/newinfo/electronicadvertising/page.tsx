import { newestFirst, type ListPageProps } from '@/components/lists/list-page';
import { NewsListPage } from '@/components/news/news-list-page';
import { ELECTRONIC_ADS } from '@/components/news/news-settings';
import { getElectronicAds } from '@/lib/backend';
import { resolveLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('newsElectronic');

export default async function NewsElectronicPage({ params, searchParams }: ListPageProps) {
  const locale = await resolveLocale(params);
  const [query, ads] = await Promise.all([searchParams, getElectronicAds(locale)]);
  const entries =
    ads &&
    newestFirst(ads, (item) => item.publish_date_ad_electronic).map((item, index) => ({
      key: `${item.url_ad_electronic}-${index}`,
      title: item.title_ad_electronic,
      date: item.publish_date_ad_electronic,
      href: item.url_ad_electronic,
    }));
  return <NewsListPage locale={locale} page="newsElectronic" query={query} entries={entries} settings={ELECTRONIC_ADS} />;
}
