import { getTranslations } from 'next-intl/server';
import type { PageContext } from '@/components/layout/framed-page';
import { loadListPage } from '@/components/lists/list-page-data';
import { YearListPage } from '@/components/lists/year-list-page';
import { JsonLd } from '@/components/seo/json-ld';
import { loadCompanyFacts } from '@/lib/backend';
import { eventFileHref, eventFileName, eventsJsonLd, type InvestorEvent } from '@/lib/lists';
import { displayYear, formatLongDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { CalendarTable } from './calendar-table';
import { highlightedEvent } from './calendar-events';
import { HighlightedEventCard } from './highlighted-event-card';

/** The event's own .ics download (served by app/feeds/calendar.ics and app/[locale]/feeds/calendar.ics). */
function calendarFile(event: InvestorEvent, locale: Locale) {
  return { href: eventFileHref(event, locale), fileName: eventFileName(event) };
}

/** The investor calendar: the next (or latest) event, then the events of a year in date order. */
export async function InvestorCalendar({ page, locale, query }: PageContext<'calendar'>) {
  const [{ items, view, tLists, updated }, t, company] = await Promise.all([
    loadListPage(page, locale, query),
    getTranslations('Calendar'),
    loadCompanyFacts(locale),
  ]);
  const highlight = highlightedEvent(items, (event) => event.date, new Date());
  const lead = highlight ? (
    <HighlightedEventCard
      heading={highlight.upcoming ? t('upcomingEvent') : t('latestEvent')}
      title={highlight.event.title}
      detail={highlight.event.detail}
      date={highlight.event.date}
      displayDate={formatLongDate(highlight.event.date, locale)}
      calendarFile={{ ...calendarFile(highlight.event, locale), label: t('addToCalendar') }}
    />
  ) : null;

  return (
    <YearListPage page={page} locale={locale} view={view} lead={lead}>
      {(events) => (
        <>
          <JsonLd data={eventsJsonLd(events, locale, company)} />
          <CalendarTable
            caption={t('tableCaption', { year: displayYear(view.state.year, locale) })}
            headers={{ date: tLists('date'), event: t('event'), detail: t('detail') }}
            addToCalendarLabel={t('addToCalendar')}
            rows={events.map((event) => ({
              key: event.id,
              date: event.date,
              displayDate: formatLongDate(event.date, locale),
              title: event.title,
              detail: event.detail,
              calendarFile: calendarFile(event, locale),
              updated: updated(event),
            }))}
          />
        </>
      )}
    </YearListPage>
  );
}
