import { getTranslations } from 'next-intl/server';
import { CalendarTable } from '@/components/calendar/calendar-table';
import { calendarYears, highlightedEvent, icsDataUrl } from '@/components/calendar/calendar-events';
import { HighlightedEventCard } from '@/components/calendar/highlighted-event-card';
import { PageFrame } from '@/components/layout/page-frame';
import { EmptyState } from '@/components/lists/empty-state';
import { ListToolbar } from '@/components/lists/list-toolbar';
import { newestFirst, yearSelectOptions, yearsDescending, type ListPageProps } from '@/components/lists/list-page';
import { YearFilter } from '@/components/lists/year-filter';
import { getCalendarEvents, type CalendarEvent } from '@/lib/backend';
import { displayYear, formatLongDate } from '@/lib/format/date';
import { resolveLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';
import { filterByYear, parseYear } from '@/lib/selectors/list-state';
import { pages } from '@/lib/site-map';

export const generateMetadata = pageMetadata('calendar');

/** SPEC §9: 2025 back to 2021, default 2025. */
const SPEC_YEARS = yearsDescending(2025, 2021);
const DEFAULT_YEAR = 2025;

const dateOf = (event: CalendarEvent) => event.publish_date_calendar_investor;

export default async function CalendarPage({ params, searchParams }: ListPageProps) {
  const locale = await resolveLocale(params);
  const [query, events, t, tLists] = await Promise.all([
    searchParams,
    getCalendarEvents(locale),
    getTranslations('Calendar'),
    getTranslations('Lists'),
  ]);
  const list = events || [];
  const years = calendarYears(SPEC_YEARS, list, dateOf);
  const year = parseYear(query.year, years, DEFAULT_YEAR);
  // A calendar reads forwards: the year's events in date order.
  const rows = newestFirst(filterByYear(list, dateOf, year), dateOf).reverse();
  const highlight = highlightedEvent(list, dateOf, new Date());
  const yearLabel = displayYear(year, locale);

  return (
    <PageFrame page="calendar">
      {highlight ? (
        <HighlightedEventCard
          heading={highlight.upcoming ? t('upcomingEvent') : t('latestEvent')}
          title={highlight.event.title_calendar_investor}
          detail={highlight.event.detail_ad_calendar_investor}
          date={dateOf(highlight.event)}
          displayDate={formatLongDate(dateOf(highlight.event), locale)}
          calendarFile={calendarFile(highlight.event, t('addToCalendar'))}
        />
      ) : null}
      <ListToolbar>
        <YearFilter
          locale={locale}
          pathname={pages.calendar}
          state={{}}
          defaults={{ year: DEFAULT_YEAR }}
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
          rows={rows.map((event, index) => ({
            key: `${dateOf(event)}-${index}`,
            date: dateOf(event),
            displayDate: formatLongDate(dateOf(event), locale),
            title: event.title_calendar_investor,
            detail: event.detail_ad_calendar_investor,
          }))}
        />
      )}
    </PageFrame>
  );
}

function calendarFile(event: CalendarEvent, label: string) {
  const date = dateOf(event);
  const href = icsDataUrl({
    title: event.title_calendar_investor,
    detail: event.detail_ad_calendar_investor,
    date,
    uid: `${date}-${event.title_calendar_investor.length}@shrz-ir`,
  });
  return href ? { href, label, fileName: `shrz-${date}.ics` } : undefined;
}
