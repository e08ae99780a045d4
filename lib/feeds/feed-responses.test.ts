/** @jest-environment node */
import { XMLParser } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { createTranslator } from 'next-intl';
import { getCalendarEvents, getMediaNews, getSetNews } from '@/lib/backend';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { calendarFeedResponse, localizedFeedResponse, newsFeedResponse } from './feed-responses';
import { investorEvents } from '@/lib/lists/investor-calendar';

jest.mock('@/lib/backend', () => ({
  loadCompanyFacts: async (locale: 'th' | 'en') =>
    jest
      .requireActual<typeof import('@/lib/testing/company-facts')>('@/lib/testing/company-facts')
      .seedCompanyFacts(locale),
  getSetNews: jest.fn(),
  getMediaNews: jest.fn(),
  getCalendarEvents: jest.fn(),
  getDividends: jest.fn(async () => []),
}));
// The route handlers get the real catalogues; only next-intl's request plumbing is left out.
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'th'; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'en' ? en : th, namespace: namespace as 'Feeds' }),
}));

const setNews = jest.mocked(getSetNews);
const mediaNews = jest.mocked(getMediaNews);
const calendarEvents = jest.mocked(getCalendarEvents);
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' });

const events = [
  {
    title_calendar_investor: 'การประชุมสามัญผู้ถือหุ้นประจำปี 2568',
    detail_ad_calendar_investor: 'อาคารฮอไรซัน ทาวเวอร์ ชั้น 20 เวลา 14.00 น.',
    publish_date_calendar_investor: '2025-04-24',
  },
  {
    title_calendar_investor: 'ประชุมนักวิเคราะห์ผลการดำเนินงานปี 2567',
    detail_ad_calendar_investor: 'อาคารฮอไรซัน ทาวเวอร์ ชั้น 20 เวลา 10.00 น.',
    publish_date_calendar_investor: '2025-03-05',
  },
];

beforeEach(() => {
  process.env.SITE_URL = 'https://ir.example.com';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  setNews.mockResolvedValue([
    {
      new_set_id: 1,
      new_set_title: 'Dividend & AGM date',
      new_set_date: '2025-02-24',
      new_set_pdf_url: '/documents/news/set-2025-001.pdf',
    },
  ]);
  mediaNews.mockResolvedValue([
    {
      title_news_medias: 'Q1 revenue',
      url_news_medias: '/documents/media/press-2025-01.pdf',
      publish_date_news_medias: '2025-05-14',
    },
  ]);
  calendarEvents.mockResolvedValue(events);
});
afterEach(() => {
  delete process.env.SITE_URL;
  jest.restoreAllMocks();
});

const request = (path: string) => new Request(`https://ir.example.com${path}`);

describe('newsFeedResponse', () => {
  it('answers 304 to a reader or cache whose copy is current, and the feed again once it changed', async () => {
    const first = await newsFeedResponse('en', request('/en/feeds/news.xml'));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    // The same lists make the same bytes, so the same ETag on any instance and at any time.
    expect((await newsFeedResponse('en')).headers.get('etag')).toBe(etag);

    const conditional = new Request('https://ir.example.com/en/feeds/news.xml', {
      headers: { 'if-none-match': etag! },
    });
    const unchanged = await newsFeedResponse('en', conditional);
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(unchanged.headers.get('surrogate-key')).toBe('site feeds feed-news');

    mediaNews.mockResolvedValue([]);
    const changed = await newsFeedResponse('en', conditional);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('serves both lists newest first as RSS in the reader’s language', async () => {
    const response = await newsFeedResponse('en');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300, stale-while-revalidate=60');
    expect(response.headers.get('surrogate-key')).toBe('site feeds feed-news');
    expect(response.headers.get('cache-tag')).toBe('site,feeds,feed-news');
    const { channel } = parser.parse(await response.text()).rss;
    expect(channel.title).toBe('Siam Horizon Estate: announcements and press releases');
    expect(channel.link).toBe('https://ir.example.com/en/newinfo/info');
    expect(channel.language).toBe('en');
    expect(channel['atom:link']['@_href']).toBe('https://ir.example.com/en/feeds/news.xml');
    expect(channel.item.map((item: { title: string; category: string }) => [item.title, item.category])).toEqual([
      ['Q1 revenue', 'Press release'],
      ['Dividend & AGM date', 'SET announcement'],
    ]);
  });

  it('has Thai channel text at the unprefixed address', async () => {
    const { channel } = parser.parse(await (await newsFeedResponse('th')).text()).rss;
    expect(channel.language).toBe('th');
    expect(channel.link).toBe('https://ir.example.com/newinfo/info');
    expect(channel['atom:link']['@_href']).toBe('https://ir.example.com/feeds/news.xml');
    expect(channel.item[0].category).toBe('ข่าวประชาสัมพันธ์');
  });

  it('links an item without a document to the list page showing its year, as the list canonicalizes it', async () => {
    setNews.mockResolvedValue([
      { new_set_id: 2, new_set_title: 'This year', new_set_date: '2026-11-20', new_set_pdf_url: '' },
      { new_set_id: 1, new_set_title: 'Last year', new_set_date: '2025-02-24', new_set_pdf_url: '' },
    ]);
    mediaNews.mockResolvedValue([]);
    const { channel } = parser.parse(await (await newsFeedResponse('en')).text()).rss;
    // 2026 is the newest year that has announcements: the list opens on it, the route itself.
    expect(channel.item.map((item: { title: string; link: string }) => [item.title, item.link])).toEqual([
      ['This year', 'https://ir.example.com/en/newinfo/info'],
      ['Last year', 'https://ir.example.com/en/newinfo/info?year=2025'],
    ]);
  });

  it('is a valid empty channel with status 200 when the backend fails', async () => {
    setNews.mockResolvedValue(false);
    mediaNews.mockResolvedValue(false);
    const response = await newsFeedResponse('th');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const { channel } = parser.parse(await response.text()).rss;
    expect(channel.title).toBeTruthy();
    expect(channel.item).toBeUndefined();
  });
});

describe('calendarFeedResponse', () => {
  it('serves every event, in date order', async () => {
    const response = await calendarFeedResponse('th', request('/feeds/calendar.ics'));
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBeNull();
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('ปฏิทินนักลงทุน สยามฮอไรซัน เอสเตท');
    const summaries = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent).summary);
    expect(summaries).toEqual([events[1].title_calendar_investor, events[0].title_calendar_investor]);
  });

  it('serves one event as a download with ?event=', async () => {
    const [agm] = investorEvents(events);
    const response = await calendarFeedResponse('en', request(`/en/feeds/calendar.ics?event=${agm.id}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="shrz-${agm.id}.ics"`);
    const [vevent] = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents('vevent');
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe(`${agm.id}@ir.example.com`);
    expect(event.component.getFirstPropertyValue('url')).toBe('https://ir.example.com/en/calendarinfo/info?year=2025');
  });

  it('answers 404 for an unknown event, and 503 when the backend cannot say', async () => {
    expect((await calendarFeedResponse('th', request('/feeds/calendar.ics?event=nope'))).status).toBe(404);
    calendarEvents.mockResolvedValue(false);
    expect((await calendarFeedResponse('th', request('/feeds/calendar.ics?event=nope'))).status).toBe(503);
  });

  it('is an empty calendar with status 200 when the backend fails', async () => {
    calendarEvents.mockResolvedValue(false);
    const response = await calendarFeedResponse('en', request('/en/feeds/calendar.ics'));
    expect(response.status).toBe(200);
    expect(new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents('vevent')).toHaveLength(0);
  });
});

describe('localizedFeedResponse', () => {
  it('serves English, redirects Thai to the unprefixed feed and knows no other language', async () => {
    expect((await localizedFeedResponse('en', 'news', request('/en/feeds/news.xml'))).status).toBe(200);
    const redirect = await localizedFeedResponse('th', 'calendar', request('/th/feeds/calendar.ics?event=x'));
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('location')).toBe('/feeds/calendar.ics?event=x');
    expect((await localizedFeedResponse('th', 'news', request('/th/feeds/news.xml'))).headers.get('location')).toBe(
      '/feeds/news.xml',
    );
    expect((await localizedFeedResponse('de', 'news', request('/de/feeds/news.xml'))).status).toBe(404);
  });
});
