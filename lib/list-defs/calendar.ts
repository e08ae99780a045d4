import seed from '@/data/seed/calendar-events.json';
import { defineList } from './define';

/**
 * The investor calendar: the IR team's events and each dividend's dates beside them (lib/lists
 * list-data.ts). The whole year on one page, as the spec shows it: a year table. Events are scheduled ahead.
 */
export default defineList({
  page: 'calendar',
  path: '/calendarinfo/info',
  section: 'calendar',
  call: {
    key: 'calendarEvents',
    name: 'calendar_investor',
    lang: true,
    tag: 'calendar-events',
    label: 'Investor calendar',
    table: {
      name: 'calendar_investor',
      orderBy: 'publish_date_calendar_investor DESC, published_at DESC NULLS LAST, seed_id DESC',
    },
    seed,
  },
  fields: {
    title_calendar_investor: 'text',
    detail_ad_calendar_investor: 'text',
    publish_date_calendar_investor: 'isoDate',
    published_at: 'publishedAt',
  },
  title: 'title_calendar_investor',
  date: 'publish_date_calendar_investor',
  shape: 'calendar',
  years: { spec: { newest: 2025, oldest: 2021 }, scheduled: true },
  alert: { category: 'calendar' },
  search: { section: 'calendar' },
  kind: {
    name: 'calendarEvent',
    fields: {
      title: { type: 'text', column: 'title_calendar_investor', required: true },
      detail: { type: 'longText', column: 'detail_ad_calendar_investor', required: true },
      date: { type: 'date', column: 'publish_date_calendar_investor' },
    },
  },
});
