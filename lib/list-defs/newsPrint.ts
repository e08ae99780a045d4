import seed from '@/data/seed/news-clippings.json';
import { defineList } from './define';

/** Print media: the clippings of the press. */
export default defineList({
  page: 'newsPrint',
  path: '/newinfo/newsprintmedia',
  section: 'news',
  call: {
    key: 'newsClippings',
    name: 'news_clippings',
    lang: false,
    tag: 'news-clippings',
    label: 'News clipping',
    // The home page shows the first three clippings, so the list runs newest first.
    table: {
      name: 'news_clippings',
      orderBy: 'publish_date_news_clippings DESC, published_at DESC NULLS LAST, seed_id DESC',
    },
    seed,
  },
  fields: {
    title_news_clippings: 'text',
    url_news_clippings: 'link',
    publish_date_news_clippings: 'isoDate',
    imageUrl: 'optionalLink',
    published_at: 'publishedAt',
  },
  title: 'title_news_clippings',
  date: 'publish_date_news_clippings',
  document: 'url_news_clippings',
  replyOrder: 'newest first',
  years: { spec: { newest: 2024, oldest: 2020 } },
  pageSize: 5,
  alert: { category: 'news' },
  search: { section: 'clippings' },
  kind: {
    name: 'printMedia',
    fields: {
      title: { type: 'text', column: 'title_news_clippings', required: true },
      date: { type: 'date', column: 'publish_date_news_clippings' },
      link: { type: 'link', column: 'url_news_clippings', required: true },
      image: { type: 'link', column: 'imageUrl', required: false },
    },
  },
});
