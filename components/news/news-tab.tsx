import { getTranslations } from 'next-intl/server';
import type { PageContext } from '@/components/layout/framed-page';
import { loadListPage } from '@/components/lists/list-page-data';
import { ListSearchForm } from '@/components/lists/list-search-form';
import { YearListPage } from '@/components/lists/year-list-page';
import { formatLongDate } from '@/lib/format';
import type { ListItems } from '@/lib/lists';
import { NewsList } from './news-list';

type NewsTabId = 'newsSet' | 'newsMedia' | 'newsPrint' | 'newsElectronic';

/** One news item in the shape every news tab shows. */
interface NewsEntry {
  key: string;
  title: string;
  date: string;
  href: string;
  imageUrl?: string;
}

/** How each tab's backend item reads as a news entry; the index keys items that have no id. */
const newsEntry: { [K in NewsTabId]: (item: ListItems[K], index: number) => NewsEntry } = {
  newsSet: (item) => ({
    key: String(item.new_set_id),
    title: item.new_set_title,
    date: item.new_set_date,
    href: item.new_set_pdf_url,
  }),
  newsMedia: (item, index) => ({
    key: `${item.url_news_medias}-${index}`,
    title: item.title_news_medias,
    date: item.publish_date_news_medias,
    href: item.url_news_medias,
  }),
  newsPrint: (item, index) => ({
    key: `${item.url_news_clippings}-${index}`,
    title: item.title_news_clippings,
    date: item.publish_date_news_clippings,
    href: item.url_news_clippings,
    imageUrl: item.imageUrl || undefined,
  }),
  newsElectronic: (item, index) => ({
    key: `${item.url_ad_electronic}-${index}`,
    title: item.title_ad_electronic,
    date: item.publish_date_ad_electronic,
    href: item.url_ad_electronic,
  }),
};

// The demonstration clippings are 420 × 280; the box keeps that ratio for any image.
const CLIPPING_IMAGE = { width: 420, height: 280 } as const;

/** A news tab: the year's items newest first, page by page; exchange announcements also search by title. */
export async function NewsTab<K extends NewsTabId>({ page, locale, query }: PageContext<K>) {
  const [{ view, tLists, updated }, t] = await Promise.all([
    loadListPage(page, locale, query),
    getTranslations('News'),
  ]);
  const toEntry: (item: ListItems[K], index: number) => NewsEntry = newsEntry[page];

  return (
    <YearListPage
      page={page}
      locale={locale}
      view={view}
      search={
        <ListSearchForm
          page={page}
          locale={locale}
          view={view}
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          tLists={tLists}
        />
      }
    >
      {(items) => (
        <NewsList
          items={items.map((item, index) => {
            const { imageUrl, ...entry } = toEntry(item, index);
            return {
              ...entry,
              displayDate: formatLongDate(entry.date, locale),
              updated: updated(item),
              image: imageUrl
                ? { src: imageUrl, alt: t('clippingImage', { title: entry.title }), ...CLIPPING_IMAGE }
                : undefined,
            };
          })}
          linkLabel={tLists('readMore')}
          newTabHint={tLists('newTab')}
        />
      )}
    </YearListPage>
  );
}
