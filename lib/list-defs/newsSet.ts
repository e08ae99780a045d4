import seed from '@/data/seed/set-news.json';
import { datedList } from './define';

/** Exchange announcements: the SET's news of the company. */
export default datedList({
  page: 'newsSet',
  path: '/newinfo/info',
  section: 'news',
  call: {
    key: 'setNews',
    name: 'new_set',
    lang: true,
    tag: 'set-news',
    label: 'Exchange announcement',
    // The home page shows the last four items, so the list runs oldest to newest (in a day, by
    // publication time, then by id: lib/lists/arrange.ts).
    table: { name: 'set_news', key: ['new_set_id'] },
    seed,
  },
  fields: {
    new_set_id: 'integer',
    new_set_title: 'text',
    new_set_date: 'isoDate',
    new_set_pdf_url: 'link',
  },
  title: 'new_set_title',
  date: 'new_set_date',
  document: 'new_set_pdf_url',
  replyOrder: 'oldest first',
  years: { spec: { newest: 2025, oldest: 2021 } },
  pageSize: 10,
  searchable: true,
  alert: { category: 'announcements' },
  search: { section: 'announcements' },
  kind: {
    name: 'exchangeAnnouncement',
    fields: {
      document: { type: 'document', column: 'new_set_pdf_url' },
      setReleaseAt: { type: 'datetime', column: 'published_at' },
    },
    setRelease: 'setReleaseAt',
  },
});
