/** @jest-environment node */
import ICAL from 'ical.js';
import { createTranslator } from 'next-intl';
import calendarSeed from '@/data/seed/calendar-events.json';
import { getCalendarEvents, type CalendarEvent } from '@/lib/backend';
import { calendarFeedResponse } from '@/lib/feeds/feed-responses';
import { eventFileHref, investorEvents } from '@/lib/lists';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { loadUpcomingResultsEvents } from './server';
import { upcomingKindOf, upcomingResultsEvents } from './upcoming';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/backend', () => ({
  loadCompanyFacts: async (locale: 'th' | 'en') =>
    jest
      .requireActual<typeof import('@/lib/testing/company-facts')>('@/lib/testing/company-facts')
      .seedCompanyFacts(locale),
  getCalendarEvents: jest.fn(),
  getDividends: jest.fn(async () => []),
  getActivities: jest.fn(),
  getAnalysisExplanation: jest.fn(),
  getFinancialStatements: jest.fn(),
  getQuarterlyResults: jest.fn(),
  getResultsTranscripts: jest.fn(),
  getSetNews: jest.fn(),
}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'th'; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'en' ? en : th, namespace: namespace as 'Feeds' }),
}));

const calendarEvents = jest.mocked(getCalendarEvents);

const event = (title: string, date: string, detail = ''): CalendarEvent => ({
  title_calendar_investor: title,
  detail_ad_calendar_investor: detail,
  publish_date_calendar_investor: date,
});
const seedOf = (lang: 'th' | 'en'): CalendarEvent[] => calendarSeed.filter((item) => item.lang === lang);

// 26 November 2026, 06:30 in Bangkok: still 25 November in UTC would be a different day.
const TODAY = new Date('2026-11-25T23:30:00Z');

describe('the results rule of the investor calendar', () => {
  test('titles that name Opportunity Day, results or financial statements, in both languages', () => {
    expect(upcomingKindOf('Opportunity Day Q3/2026')).toBe('opportunityDay');
    expect(upcomingKindOf('Opportunity Day ไตรมาส 3/2569')).toBe('opportunityDay');
    expect(upcomingKindOf('SET OPPORTUNITY DAY')).toBe('opportunityDay');
    expect(upcomingKindOf('Announcement of the 2026 annual results')).toBe('results');
    expect(upcomingKindOf('Analyst meeting for the 2025 results')).toBe('results');
    expect(upcomingKindOf('Board meeting on the 2020 financial statements')).toBe('results');
    expect(upcomingKindOf('ประกาศผลประกอบการประจำปี 2569')).toBe('results');
    expect(upcomingKindOf('ประชุมนักวิเคราะห์ผลการดำเนินงานปี 2568')).toBe('results');
    expect(upcomingKindOf('ประชุมคณะกรรมการบริษัทพิจารณางบการเงินปี 2563')).toBe('results');
    expect(upcomingKindOf('2026 Annual General Meeting of Shareholders')).toBeUndefined();
    expect(upcomingKindOf('Investor roadshow in Singapore')).toBeUndefined();
    expect(upcomingKindOf('โรดโชว์นักลงทุนที่สิงคโปร์')).toBeUndefined();
    // "Resulting" is not "results".
    expect(upcomingKindOf('Resulting dividend policy briefing')).toBeUndefined();
  });

  test('the next of each is the earliest from today on (Bangkok days); the detail does not count', () => {
    const events = investorEvents([
      event('Opportunity Day Q2/2026', '2026-08-28'),
      event('Investor roadshow', '2026-12-09', 'results and outlook'),
      event('Opportunity Day Q4/2026', '2027-03-10'),
      event('Announcement of the 2026 annual results', '2027-02-24'),
      event('Opportunity Day Q3/2026', '2026-11-26'),
      event('Analyst meeting for the 2026 results', '2027-03-03'),
      event('Analyst meeting for the 2025 results', '2026-03-04'),
    ]);
    const next = upcomingResultsEvents(events, TODAY);
    expect(next.results?.title).toBe('Announcement of the 2026 annual results');
    expect(next.results?.day).toBe('2027-02-24');
    // Today's Opportunity Day is still upcoming; from tomorrow the next one is in March.
    expect(next.opportunityDay?.title).toBe('Opportunity Day Q3/2026');
    expect(upcomingResultsEvents(events, new Date('2026-11-26T17:00:00Z')).opportunityDay?.title).toBe(
      'Opportunity Day Q4/2026',
    );
  });

  test('none announced: undefined, never an earlier event', () => {
    const events = investorEvents([
      event('Opportunity Day Q3/2025', '2025-11-25'),
      event('Analyst meeting for the 2024 results', '2025-03-05'),
    ]);
    expect(upcomingResultsEvents(events, TODAY)).toEqual({ results: undefined, opportunityDay: undefined });
    expect(upcomingResultsEvents([], TODAY)).toEqual({ results: undefined, opportunityDay: undefined });
  });

  test('the demonstration calendar has both ahead of 26 November 2026, in both languages', () => {
    const en = upcomingResultsEvents(investorEvents(seedOf('en')), TODAY);
    const th = upcomingResultsEvents(investorEvents(seedOf('th')), TODAY);
    expect([en.results?.day, en.results?.title]).toEqual(['2027-02-24', 'Announcement of the 2026 annual results']);
    expect([th.results?.day, th.results?.title]).toEqual(['2027-02-24', 'ประกาศผลประกอบการประจำปี 2569']);
    expect(en.opportunityDay?.title).toBe('Opportunity Day Q3/2026');
    expect(th.opportunityDay?.title).toBe('Opportunity Day ไตรมาส 3/2569');
  });

  test('a failed calendar call gives false (the hub says "not available")', async () => {
    calendarEvents.mockResolvedValueOnce(false);
    await expect(loadUpcomingResultsEvents('en', TODAY)).resolves.toBe(false);
    calendarEvents.mockResolvedValueOnce(seedOf('th'));
    await expect(loadUpcomingResultsEvents('th', TODAY)).resolves.toMatchObject({ results: { day: '2027-02-24' } });
  });
});

describe('the add-to-calendar file of the next results date', () => {
  async function fileOf(events: CalendarEvent[], locale: 'th' | 'en', now = TODAY) {
    calendarEvents.mockResolvedValue(events);
    const next = upcomingResultsEvents(investorEvents(events), now).results!;
    const response = await calendarFeedResponse(
      locale,
      new Request(`https://ir.example.com${eventFileHref(next, locale)}`),
    );
    return { next, response, text: await response.text() };
  }

  test('one all-day VEVENT on the right day, with the title, a stable UID and a download name', async () => {
    const { next, response, text } = await fileOf(seedOf('th'), 'th');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="shrz-${next.id}.ics"`);
    const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    const vevent = new ICAL.Event(vevents[0]);
    expect(vevent.summary).toBe('ประกาศผลประกอบการประจำปี 2569');
    expect(vevent.startDate.isDate).toBe(true);
    expect(vevent.startDate.toString()).toBe('2027-02-24');
    expect(vevent.endDate.toString()).toBe('2027-02-25');
    expect(text).toContain('DTSTART;VALUE=DATE:20270224\r\n');
    // The UID is the day and a hash of the title: the same a week later, so a calendar updates the event.
    const later = await fileOf(seedOf('th'), 'th', new Date('2026-12-03T12:00:00+07:00'));
    expect(vevent.uid).toBe(`${next.id}@${new URL(vevent.component.getFirstPropertyValue('url') as string).hostname}`);
    expect(new ICAL.Event(new ICAL.Component(ICAL.parse(later.text)).getFirstSubcomponent('vevent')!).uid).toBe(
      vevent.uid,
    );
  });

  test('commas, semicolons and line breaks are escaped; long Thai lines fold at 75 octets between characters', async () => {
    const title =
      'ประกาศผลประกอบการ; ไตรมาส 4, ปี 2569 และงบการเงินประจำปีที่ตรวจสอบแล้ว พร้อมคำอธิบายและการวิเคราะห์ของฝ่ายจัดการ';
    const { text } = await fileOf([event(title, '2027-02-24', 'บรรทัดแรก\nบรรทัดสอง')], 'th');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:ประกาศผลประกอบการ\\; ไตรมาส 4\\, ปี 2569');
    expect(unfolded).toContain('DESCRIPTION:บรรทัดแรก\\nบรรทัดสอง');
    expect(new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!).summary).toBe(title);
  });
});
