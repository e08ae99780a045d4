/** @jest-environment node */
import { canonicalListQuery, listYearPageQueries, loadList } from './list-data';

const news = [
  { new_set_id: 1, new_set_title: 'Old', new_set_date: '2024-01-05', new_set_pdf_url: '/1.pdf' },
  { new_set_id: 2, new_set_title: 'New', new_set_date: '2024-06-05', new_set_pdf_url: '/2.pdf' },
  { new_set_id: 3, new_set_title: 'Undated', new_set_date: '', new_set_pdf_url: '/3.pdf' },
];
const events = [
  { title_calendar_investor: 'AGM', detail_ad_calendar_investor: '', publish_date_calendar_investor: '2026-04-20' },
  { title_calendar_investor: 'Results', detail_ad_calendar_investor: '', publish_date_calendar_investor: '2026-02-20' },
  {
    title_calendar_investor: 'Opportunity Day',
    detail_ad_calendar_investor: '',
    publish_date_calendar_investor: '2025-11-20',
  },
];
const statements = [
  { year: 2025, quarter: 3, pdf_url: '/q3.pdf' },
  { year: 2025, quarter: 1, pdf_url: '/q1.pdf' },
  { year: 2025, quarter: 2, pdf_url: '/q2.pdf' },
];

const backend = {
  getSetNews: jest.fn(async (locale: string) => (locale === 'en' ? news : false)),
  getCalendarEvents: jest.fn(async () => events),
  getFinancialStatements: jest.fn(async () => statements),
  getMediaNews: jest.fn(async () => false),
};

jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));
jest.mock('@/lib/backend', () => ({
  loadCompanyFacts: async (locale: 'th' | 'en') =>
    jest
      .requireActual<typeof import('@/lib/testing/company-facts')>('@/lib/testing/company-facts')
      .seedCompanyFacts(locale),
  getSetNews: (locale: string) => backend.getSetNews(locale),
  getCalendarEvents: () => backend.getCalendarEvents(),
  // No dividend has dates in the calendar here (lib/facts/dividends.test.ts has those events).
  getDividends: async () => [],
  getFinancialStatements: () => backend.getFinancialStatements(),
  getMediaNews: () => backend.getMediaNews(),
  listGetterByName: (name: string) =>
    ({
      new_set: backend.getSetNews,
      financial_statements: () => backend.getFinancialStatements(),
      news_medias: () => backend.getMediaNews(),
    })[name],
  // A remote backend: its lists carry no corrections (lib/newsroom/public-documents.test.ts has the embedded ones).
  backendMode: () => ({ kind: 'remote', baseUrl: 'https://backend.example.com' }),
  readCorrections: async () => new Map(),
  entityFingerprint: () => '',
}));

describe('loadList', () => {
  it('orders each list as its page reads: news newest first, undated last', async () => {
    const { items, view } = await loadList('newsSet', 'en', { year: '2024' });
    expect(items.map((item) => item.new_set_id)).toEqual([2, 1, 3]);
    expect(view.shown.map((item) => item.new_set_id)).toEqual([2, 1]);
  });

  it('orders the calendar forwards, by date', async () => {
    const { items } = await loadList('calendar', 'th', {});
    expect(items.map((event) => event.title)).toEqual(['Opportunity Day', 'Results', 'AGM']);
  });

  it('orders quarterly documents first quarter first', async () => {
    const { view } = await loadList('financialStatements', 'th', {});
    expect(view.shown.map((document) => document.pdf_url)).toEqual(['/q1.pdf', '/q2.pdf', '/q3.pdf']);
  });

  it('shows an empty list in its default state when the call failed', async () => {
    const { items, view } = await loadList('newsSet', 'th', { year: '2024', page: '2' });
    expect(items).toEqual([]);
    expect(view.state).toEqual({ year: 2024, page: 1, q: '' });
    const media = await loadList('newsMedia', 'th', { year: '2025' });
    expect(media.view).toMatchObject({ state: { year: 2019 }, years: [2019] });
  });
});

describe('canonicalListQuery and listYearPageQueries', () => {
  // The clock of the request: 26 November 2026 in Bangkok. Only Date is faked; promises run as ever.
  beforeEach(() =>
    jest.useFakeTimers({
      now: new Date('2026-11-26T12:00:00+07:00'),
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    }),
  );
  afterEach(() => jest.useRealTimers());

  it('canonicalize to the state the data lets the page show', async () => {
    // The calendar opens on 2026, its newest year with events: ?year=2026 is the route itself.
    expect(await canonicalListQuery('calendar', 'th', { year: '2026' })).toBe('');
    expect(await canonicalListQuery('calendar', 'th', { year: '2025' })).toBe('year=2025');
    expect(await canonicalListQuery('calendar', 'th', { year: '2027' })).toBe('');
    // The announcements' newest year is 2024: it is the default, and 2025 (a spec year) stays offered.
    expect(await canonicalListQuery('newsSet', 'en', { year: '2024', page: '2', q: 'new' })).toBe('');
    expect(await canonicalListQuery('newsSet', 'en', { year: '2025' })).toBe('year=2025');
  });

  it('list the year pages the data offers', async () => {
    expect(await listYearPageQueries('calendar', 'en')).toEqual(
      [2025, 2024, 2023, 2022, 2021].map((year) => `year=${year}`),
    );
    expect(await listYearPageQueries('newsMedia', 'en')).toEqual([]);
  });

  it('offer the new year of the calendar from midnight of 1 January in Bangkok, with no rebuild', async () => {
    jest.setSystemTime(new Date('2026-12-31T23:59:59+07:00'));
    expect(await listYearPageQueries('calendar', 'en')).not.toContain('year=2027');
    jest.setSystemTime(new Date('2027-01-01T00:00:00+07:00'));
    expect(await listYearPageQueries('calendar', 'en')).toEqual(
      [2027, 2025, 2024, 2023, 2022, 2021].map((year) => `year=${year}`),
    );
    expect(await canonicalListQuery('calendar', 'en', { year: '2027' })).toBe('year=2027');
  });
});
