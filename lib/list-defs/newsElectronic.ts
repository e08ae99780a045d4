import seed from '@/data/seed/electronic-ads.json';
import { defineList } from './define';

/** Electronic advertising. */
export default defineList({
  page: 'newsElectronic',
  path: '/newinfo/electronicadvertising',
  section: 'news',
  call: {
    key: 'electronicAds',
    name: 'ad_electronic',
    lang: true,
    tag: 'electronic-ads',
    label: 'Electronic advertisement',
    table: {
      name: 'ad_electronic',
      orderBy: 'publish_date_ad_electronic DESC, published_at DESC NULLS LAST, seed_id DESC',
    },
    seed,
  },
  fields: {
    title_ad_electronic: 'text',
    url_ad_electronic: 'link',
    publish_date_ad_electronic: 'isoDate',
    published_at: 'publishedAt',
  },
  title: 'title_ad_electronic',
  date: 'publish_date_ad_electronic',
  document: 'url_ad_electronic',
  replyOrder: 'newest first',
  years: { spec: { newest: 2024, oldest: 2024 } },
  pageSize: 5,
  alert: { category: 'news' },
  search: { section: 'ads' },
  kind: {
    name: 'electronicAdvertising',
    fields: {
      title: { type: 'text', column: 'title_ad_electronic', required: true },
      date: { type: 'date', column: 'publish_date_ad_electronic' },
      link: { type: 'link', column: 'url_ad_electronic', required: true },
    },
  },
});
