import seed from '@/data/seed/activities.json';
import { datedList } from './define';

/** Investor activities. The spec gives no page size; nine fills three rows of the desktop grid. */
export default datedList({
  page: 'activity',
  path: '/activityinfo',
  section: 'analysts',
  call: {
    key: 'activities',
    name: 'activity',
    lang: false,
    tag: 'activities',
    label: 'Investor activity',
    table: { name: 'activities', key: ['activity_id'] },
    seed,
  },
  fields: {
    activity_id: 'integer',
    activity_name: 'text',
    activity_date: 'isoDate',
    activity_img_url: 'link',
    activity_pdf_url: 'link',
  },
  title: 'activity_name',
  date: 'activity_date',
  document: 'activity_pdf_url',
  replyOrder: 'newest first',
  years: { spec: { newest: 2025, oldest: 2021 } },
  pageSize: 9,
  alert: { category: 'documents' },
  search: { section: 'activities' },
  kind: {
    name: 'activity',
    fields: {
      image: { type: 'link', column: 'activity_img_url', required: true },
      document: { type: 'document', column: 'activity_pdf_url' },
    },
  },
});
