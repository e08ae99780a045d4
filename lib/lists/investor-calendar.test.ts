import type { CalendarEvent } from '@/lib/backend';
import { seedCompanyFacts } from '@/lib/testing/company-facts';
import {
  calendarPageUrl,
  eventFileHref,
  eventFileName,
  eventsJsonLd,
  icsEventOf,
  investorEvents,
  isOnlineEvent,
} from './investor-calendar';

const backend = (title: string, date: string, detail = ''): CalendarEvent => ({
  title_calendar_investor: title,
  detail_ad_calendar_investor: detail,
  publish_date_calendar_investor: date,
});

const agm = backend('2025 Annual General Meeting of Shareholders', '2025-04-24', 'Electronic meeting (e-AGM), 14:00');
const analysts = backend('Analyst meeting for the 2024 results', '2025-03-05', 'Horizon Tower, 20th floor, 10:00');

beforeEach(() => {
  process.env.SITE_URL = 'https://ir.example.com';
});
afterEach(() => {
  delete process.env.SITE_URL;
});

describe('investorEvents', () => {
  it('gives each event an id of its day and title that does not depend on the order', () => {
    const [first, second] = investorEvents([agm, analysts]);
    expect(first).toMatchObject({ day: '2025-04-24', title: agm.title_calendar_investor, date: '2025-04-24' });
    expect(first.id).toMatch(/^20250424-[0-9a-f]{8}$/);
    expect(second.id).toMatch(/^20250305-[0-9a-f]{8}$/);
    expect(investorEvents([analysts, agm]).map((event) => event.id)).toEqual([second.id, first.id]);
    expect(investorEvents([backend(agm.title_calendar_investor, '2026-04-23')])[0].id).not.toBe(first.id);
  });

  it('numbers a repeated day and title, and leaves out unreadable dates', () => {
    const ids = investorEvents([agm, backend('x', 'not a date'), agm]).map((event) => event.id);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(`${ids[0]}-2`);
  });

  it('reads a date-time by its Bangkok day', () => {
    expect(investorEvents([backend('Late', '2024-12-31T20:00:00Z')])[0].day).toBe('2025-01-01');
  });
});

describe('links of an event', () => {
  const [event] = investorEvents([agm]);

  it('downloads from the feed of the reader’s language', () => {
    expect(eventFileHref(event, 'th')).toBe(`/feeds/calendar.ics?event=${event.id}`);
    expect(eventFileHref(event, 'en')).toBe(`/en/feeds/calendar.ics?event=${event.id}`);
    expect(eventFileName(event)).toBe(`shrz-${event.id}.ics`);
  });

  it('points back to the calendar page of its year', () => {
    expect(calendarPageUrl(event, 'en')).toBe('https://ir.example.com/en/calendarinfo/info?year=2025');
    expect(calendarPageUrl(event, 'th')).toBe('https://ir.example.com/calendarinfo/info?year=2025');
  });

  it('has a globally unique UID in iCalendar', () => {
    expect(icsEventOf(event, 'ir.example.com', 'https://x')).toEqual({
      uid: `${event.id}@ir.example.com`,
      day: '2025-04-24',
      summary: agm.title_calendar_investor,
      description: agm.detail_ad_calendar_investor,
      url: 'https://x',
    });
  });
});

describe('isOnlineEvent', () => {
  it('reads online meetings from the text in either language', () => {
    expect(isOnlineEvent({ title: 'AGM', detail: 'Electronic meeting (e-AGM), 14:00' })).toBe(true);
    expect(isOnlineEvent({ title: 'การประชุม', detail: 'ประชุมผ่านสื่ออิเล็กทรอนิกส์ (e-AGM) เวลา 14.00 น.' })).toBe(true);
    expect(isOnlineEvent({ title: 'Analyst meeting', detail: 'Horizon Tower, 20th floor' })).toBe(false);
    expect(
      isOnlineEvent({ title: 'Opportunity Day', detail: 'Results presentation at the Stock Exchange of Thailand' }),
    ).toBe(false);
  });
});

describe('eventsJsonLd', () => {
  it('describes each event as a schema.org Event organised by the company', () => {
    const company = seedCompanyFacts('en');
    const data = eventsJsonLd(investorEvents([analysts, agm]), 'en', company);
    expect(data['@context']).toBe('https://schema.org');
    const [inPerson, online] = data['@graph'] as Record<string, unknown>[];
    expect(inPerson).toEqual({
      '@type': 'Event',
      name: analysts.title_calendar_investor,
      description: analysts.detail_ad_calendar_investor,
      startDate: '2025-03-05',
      endDate: '2025-03-05',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: company.name,
        address: { '@type': 'PostalAddress', streetAddress: company.headOffice, addressCountry: 'TH' },
      },
      organizer: { '@type': 'Organization', name: company.name, url: company.website },
      inLanguage: 'en',
      url: 'https://ir.example.com/en/calendarinfo/info?year=2025',
    });
    expect(online).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://ir.example.com/en/calendarinfo/info?year=2025' },
    });
  });

  it('leaves out an empty description', () => {
    const [event] = eventsJsonLd(investorEvents([backend('Roadshow', '2026-12-09')]), 'th', seedCompanyFacts('th'))[
      '@graph'
    ] as Record<string, unknown>[];
    expect(event).not.toHaveProperty('description');
  });
});
