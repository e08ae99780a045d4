import { getTranslations } from 'next-intl/server';
import { DocumentTable } from '@/components/basic-info/document-table';
import type { PageContext } from '@/components/layout/framed-page';
import { EmptyState } from '@/components/lists/empty-state';
import { loadListPage } from '@/components/lists/list-page-data';
import { YearFilter } from '@/components/lists/year-filter';
import { yearSelectOptions } from '@/components/lists/year-options';
import { displayYear } from '@/lib/format';
import { ANNUAL_GENERAL_MEETING } from '@/lib/lists';
import { pages } from '@/lib/site';
import { MeetingTypeTabs } from './meeting-type-tabs';

/** Shareholder meeting documents of a year, one tab per meeting type held that year. */
export async function ShareholderMeetings({ page, locale, query }: PageContext<'shareholderMeeting'>) {
  const [{ view, tLists, updated }, t] = await Promise.all([
    loadListPage(page, locale, query),
    getTranslations('ShareholderMeetings'),
  ]);
  const { year, type = ANNUAL_GENERAL_MEETING } = view.state;
  const shownYear = displayYear(year, locale);
  const typeLabel = (value: number) =>
    value === ANNUAL_GENERAL_MEETING ? t('types.annual') : t('types.other', { number: String(value) });

  return (
    <>
      {/* No type in the state: choosing a year resets the meeting type to 0. */}
      <YearFilter
        locale={locale}
        pathname={pages[page]}
        state={{}}
        defaults={{ year: view.defaults.year }}
        value={year}
        options={yearSelectOptions(view.years, locale)}
        label={tLists('year')}
        submitLabel={tLists('show')}
      />
      {view.shown.length === 0 ? (
        <EmptyState>{t('noData')}</EmptyState>
      ) : (
        <>
          <MeetingTypeTabs
            locale={locale}
            label={t('typesLabel', { year: shownYear })}
            year={year}
            types={view.types}
            current={type}
            defaults={view.defaults}
            typeLabel={typeLabel}
          />
          <DocumentTable
            caption={
              type === ANNUAL_GENERAL_MEETING
                ? t('captions.annual', { year: shownYear })
                : t('captions.other', { number: String(type), year: shownYear })
            }
            rows={view.shown.map((meeting) => ({
              key: String(meeting.meeting_id),
              title: meeting.meeting_name,
              href: meeting.meeting_url,
              updated: updated(meeting),
            }))}
            namespace="ShareholderMeetings"
          />
        </>
      )}
    </>
  );
}
