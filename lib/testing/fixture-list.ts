import { defineList } from '@/lib/list-defs/define';

/**
 * A list that is not on the site: the podcasts of the IR team, as a new list would be added
 * (docs/architecture.md, Adding a list). lib/list-defs/fixture-list.test.ts adds it to the definitions
 * and follows it through every registry derived from them.
 */
export const fixtureList = defineList({
  page: 'newsPodcast',
  path: '/newinfo/podcasts',
  section: 'news',
  call: {
    key: 'podcasts',
    name: 'podcasts',
    lang: true,
    tag: 'podcasts',
    label: 'Podcast',
    table: { name: 'podcasts', orderBy: 'podcast_date DESC, published_at DESC NULLS LAST, seed_id DESC' },
    seed: [
      {
        seed_id: 'p1',
        lang: 'th',
        podcast_title: 'พอดแคสต์ไตรมาส 1',
        podcast_date: '2025-05-14',
        podcast_url: 'https://example.com/q1-th.mp3',
      },
      {
        seed_id: 'p2',
        lang: 'th',
        podcast_title: 'พอดแคสต์ไตรมาส 2',
        podcast_date: '2025-08-13',
        podcast_url: 'https://example.com/q2-th.mp3',
      },
      {
        seed_id: 'p1',
        lang: 'en',
        podcast_title: 'Q1 podcast',
        podcast_date: '2025-05-14',
        podcast_url: 'https://example.com/q1-en.mp3',
      },
      {
        seed_id: 'p2',
        lang: 'en',
        podcast_title: 'Q2 podcast',
        podcast_date: '2025-08-13',
        podcast_url: 'https://example.com/q2-en.mp3',
      },
    ],
  },
  fields: { podcast_title: 'text', podcast_date: 'isoDate', podcast_url: 'link', published_at: 'publishedAt' },
  title: 'podcast_title',
  date: 'podcast_date',
  document: 'podcast_url',
  replyOrder: 'newest first',
  years: { spec: { newest: 2025, oldest: 2024 } },
  pageSize: 1,
  searchable: true,
  alert: { category: 'news' },
  search: { section: 'podcasts' },
  kind: {
    name: 'podcast',
    fields: {
      title: { type: 'text', column: 'podcast_title', required: true },
      date: { type: 'date', column: 'podcast_date' },
      link: { type: 'link', column: 'podcast_url', required: true },
    },
  },
});
