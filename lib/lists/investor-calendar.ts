import { createHash } from 'node:crypto';
import type { CalendarEvent } from '@/lib/backend';
import type { CompanyFacts } from '@/lib/facts';
import { bangkokDay, yearOf } from '@/lib/format';
import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import { pages, absoluteUrl } from '@/lib/site';
import type { IcsEvent } from '@/lib/feeds';

/** An event of the investor calendar with the identity the backend does not give it. */
export interface InvestorEvent {
  /**
   * 'YYYYMMDD-xxxxxxxx': the day and a hash of the title, so it survives reordering and new events;
   * the ?event= of its "add to calendar" link and the local part of its iCalendar UID.
   */
  id: string;
  /** Its Bangkok calendar day, 'YYYY-MM-DD'. */
  day: string;
  title: string;
  detail: string;
  /** The backend's date, as the page shows it. */
  date: string;
}

/**
 * The events that have a readable date, each with a stable id (a repeated day and title gets -2,
 * -3 ... in the backend's order), in the backend's order.
 */
export function investorEvents(events: readonly CalendarEvent[]): InvestorEvent[] {
  const seen = new Map<string, number>();
  return events.flatMap((event) => {
    const day = bangkokDay(event.publish_date_calendar_investor);
    if (!day) return [];
    const base = `${day.replace(/-/g, '')}-${createHash('sha256').update(event.title_calendar_investor).digest('hex').slice(0, 8)}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return [
      {
        id: count === 1 ? base : `${base}-${count}`,
        day,
        title: event.title_calendar_investor,
        detail: event.detail_ad_calendar_investor,
        date: event.publish_date_calendar_investor,
      },
    ];
  });
}

/** The iCalendar form of an event; `domain` makes the UID globally unique (RFC 5545 §3.8.4.7). */
export function icsEventOf(event: InvestorEvent, domain: string, url: string): IcsEvent {
  return { uid: `${event.id}@${domain}`, day: event.day, summary: event.title, description: event.detail, url };
}

/** The calendar page showing the event's year. */
export function calendarPageUrl(event: Pick<InvestorEvent, 'date'>, locale: Locale): string {
  const year = yearOf(event.date);
  return absoluteUrl(pages.calendar, locale, year === undefined ? '' : `year=${year}`);
}

/** Where one event's .ics file is served (the feed path is not localized by the proxy, hence not Link). */
export const CALENDAR_FEED_PATH = '/feeds/calendar.ics';

/** Site-relative URL of one event's .ics file, e.g. /en/feeds/calendar.ics?event=20250305-1a2b3c4d. */
export function eventFileHref(event: Pick<InvestorEvent, 'id'>, locale: Locale): string {
  return localizePath(`${CALENDAR_FEED_PATH}?${new URLSearchParams({ event: event.id })}`, locale);
}

/** Download name of one event's file, e.g. shrz-20250305-1a2b3c4d.ics. */
export function eventFileName(event: Pick<InvestorEvent, 'id'>): string {
  return `shrz-${event.id}.ics`;
}

// The backend has no venue field; these words in a title or detail mean the event is held online.
const ONLINE =
  /\be-?AGM\b|\bonline\b|\bwebcast\b|\bvirtual\b|\belectronic meeting\b|\blive stream|อิเล็กทรอนิกส์|ออนไลน์|ถ่ายทอดสด/i;

/** Whether the event's text says it is held online (e.g. an e-AGM). */
export function isOnlineEvent(event: Pick<InvestorEvent, 'title' | 'detail'>): boolean {
  return ONLINE.test(`${event.title}\n${event.detail}`);
}

/**
 * schema.org Events of the given events, for the calendar page. The backend has no venue: an event
 * whose text says it is online gets a VirtualLocation (the calendar page), any other the company's
 * head office, in Thailand.
 */
export function eventsJsonLd(
  events: readonly InvestorEvent[],
  locale: Locale,
  company: CompanyFacts,
): Record<string, unknown> {
  const organizer = { '@type': 'Organization', name: company.name, url: company.website };
  return {
    '@context': 'https://schema.org',
    '@graph': events.map((event) => {
      const url = calendarPageUrl(event, locale);
      const online = isOnlineEvent(event);
      return {
        '@type': 'Event',
        name: event.title,
        ...(event.detail ? { description: event.detail } : {}),
        startDate: event.day,
        endDate: event.day,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: online
          ? 'https://schema.org/OnlineEventAttendanceMode'
          : 'https://schema.org/OfflineEventAttendanceMode',
        location: online
          ? { '@type': 'VirtualLocation', url }
          : {
              '@type': 'Place',
              name: company.name,
              address: { '@type': 'PostalAddress', streetAddress: company.headOffice, addressCountry: 'TH' },
            },
        organizer,
        inLanguage: locale,
        url,
      };
    }),
  };
}
