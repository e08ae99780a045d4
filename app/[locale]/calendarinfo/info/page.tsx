import { getTranslations } from 'next-intl/server';
import { CalendarTable } from '@/components/calendar/calendar-table';
import { calendarYears, highlightedEvent } from '@/components/calendar/calendar-events';
import { HighlightedEventCard } from '@/components/calendar/highlighted-event-card';
import { PageFrame } from '@/components/layout/page-frame';
import { EmptyState } from '@/components/lists/empty-state';
import { ListToolbar } from '@/components/lists/list-toolbar';
import { newestFirst, yearSelectOptions, type ListPageProps } from '@/components/lists/list-page';
import { YearFilter } from '@/components/lists/year-filter';
import { JsonLd } from '@/components/seo/json-ld';
import { getCalendarEvents } from '@/lib/backend';
import { getCompanyFacts } from '@/lib/content/company';
import { eventFileHref, eventFileName, eventsJsonLd, investorEvents, type InvestorEvent } from '@/lib/feeds/investor-calendar';
import { displayYear, formatLongDate } from '@/lib/format/date';
import { resolveLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { CALENDAR_YEARS, DEFAULT_CALENDAR_YEAR } from '@/lib/list-pages';
import { pageMetadata } from '@/lib/page-metadata';
import { filterByYear, parseYear } from '@/lib/selectors/list-state';
import { pages } from '@/lib/site-map';

export const generateMetadata = pageMetadata('calendar');

const dateOf = (event: InvestorEvent) => event.date;

export default async function CalendarPage({ params, searchParams }: ListPageProps) {
  const locale = await resolveLocale(params);
  const [query, events, t, tLists] = await Promise.all([
    searchParams,
    getCalendarEvents(locale),
    getTranslations('Calendar'),
    getTranslations('Lists'),
  ]);
  const list = investorEvents(events || []);
  const years = calendarYears(CALENDAR_YEARS, list, dateOf);
  const year = parseYear(query.year, years, DEFAULT_CALENDAR_YEAR);
  // A calendar reads forwards: the year's events in date order.
  const rows = newestFirst(filterByYear(list, dateOf, year), dateOf).reverse();
  const highlight = highlightedEvent(list, dateOf, new Date());
  const yearLabel = displayYear(year, locale);

  return (
    <PageFrame page="calendar">
      {rows.length > 0 ? <JsonLd data={eventsJsonLd(rows, locale, getCompanyFacts(locale))} /> : null}
      {highlight ? (
        <HighlightedEventCard
          heading={highlight.upcoming ? t('upcomingEvent') : t('latestEvent')}
          title={highlight.event.title}
          detail={highlight.event.detail}
          date={highlight.event.date}
          displayDate={formatLongDate(highlight.event.date, locale)}
          calendarFile={{ ...calendarFile(highlight.event, locale), label: t('addToCalendar') }}
        />
      ) : null}
      <ListToolbar>
        <YearFilter
          locale={locale}
          pathname={pages.calendar}
          state={{}}
          defaults={{ year: DEFAULT_CALENDAR_YEAR }}
          value={year}
          options={yearSelectOptions(years, locale)}
          label={tLists('year')}
          submitLabel={tLists('show')}
        />
      </ListToolbar>
      {rows.length === 0 ? (
        <EmptyState>{tLists('noItems')}</EmptyState>
      ) : (
        <CalendarTable
          caption={t('tableCaption', { year: yearLabel })}
          headers={{ date: tLists('date'), event: t('event'), detail: t('detail') }}
          addToCalendarLabel={t('addToCalendar')}
          rows={rows.map((event) => ({
            key: event.id,
            date: event.date,
            displayDate: formatLongDate(event.date, locale),
            title: event.title,
            detail: event.detail,
            calendarFile: calendarFile(event, locale),
          }))}
        />
      )}
    </PageFrame>
  );
}

/** The event's own .ics download (served by app/feeds/calendar.ics and app/[locale]/feeds/calendar.ics). */
function calendarFile(event: InvestorEvent, locale: Locale) {
  return { href: eventFileHref(event, locale), fileName: eventFileName(event) };
}
