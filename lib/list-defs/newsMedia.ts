import seed from '@/data/seed/media-news.json';
import { defineList } from './define';

/** Press releases. */
export default defineList({
  page: 'newsMedia',
  path: '/newinfo/newsmedia',
  section: 'news',
  call: {
    key: 'mediaNews',
    name: 'news_medias',
    lang: true,
    tag: 'media-news',
    label: 'Press release',
    table: {
      name: 'news_medias',
      orderBy: 'publish_date_news_medias DESC, published_at DESC NULLS LAST, seed_id DESC',
    },
    seed,
  },
  fields: {
    title_news_medias: 'text',
    url_news_medias: 'link',
    publish_date_news_medias: 'isoDate',
    published_at: 'publishedAt',
  },
  title: 'title_news_medias',
  date: 'publish_date_news_medias',
  document: 'url_news_medias',
  replyOrder: 'newest first',
  /**
   * The spec takes their years from the data and names 2019 as the default, which is the rule of every
   * list here: the newest year that has items, 2019 only when there are none. Older years that have
   * releases stay offered. No page size in the spec: 10, as for exchange announcements.
   */
  years: { spec: { newest: 2019, oldest: 2019 }, olderFromData: true },
  pageSize: 10,
  alert: { category: 'news' },
  search: { section: 'press' },
  kind: {
    name: 'pressRelease',
    fields: {
      title: { type: 'text', column: 'title_news_medias', required: true },
      date: { type: 'date', column: 'publish_date_news_medias' },
      link: { type: 'link', column: 'url_news_medias', required: true },
    },
  },
});
