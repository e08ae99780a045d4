import { getTranslations } from 'next-intl/server';
import { DocumentTable } from '@/components/basic-info/document-table';
import type { QueryPageProps } from '@/components/financial/page-props';
import { PageFrame } from '@/components/layout/page-frame';
import { EmptyState } from '@/components/lists/empty-state';
import { YearFilter } from '@/components/lists/year-filter';
import { DEFAULT_MEETING_YEAR, MEETING_YEARS, meetingPageView } from '@/components/meetings/meeting-page-view';
import { MeetingTypeTabs } from '@/components/meetings/meeting-type-tabs';
import { getMeetings } from '@/lib/backend';
import { displayYear } from '@/lib/format/date';
import { resolveLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';
import { ANNUAL_GENERAL_MEETING } from '@/lib/selectors/meetings';
import { pages } from '@/lib/site-map';

export const generateMetadata = pageMetadata('shareholderMeeting');

export default async function ShareholderMeetingPage({ params, searchParams }: QueryPageProps) {
  const locale = await resolveLocale(params);
  const [query, meetings, t, tLists] = await Promise.all([
    searchParams,
    getMeetings(locale),
    getTranslations('shareholderMeetings'),
    getTranslations('Lists'),
  ]);
  const { year, types, type, documents } = meetingPageView(meetings, query.year, query.type);
  const typeLabel = (value: number) =>
    value === ANNUAL_GENERAL_MEETING ? t('types.annual') : t('types.other', { number: value });
  const shownYear = displayYear(year, locale);

  return (
    <PageFrame page="shareholderMeeting">
      {/* No type in the state: choosing a year resets the meeting type to 0 (SPEC §4). */}
      <YearFilter
        locale={locale}
        pathname={pages.shareholderMeeting}
        state={{}}
        defaults={{ year: DEFAULT_MEETING_YEAR }}
        value={year}
        options={MEETING_YEARS.map((value) => ({ value, label: displayYear(value, locale) }))}
        label={tLists('year')}
        submitLabel={tLists('show')}
      />
      {documents.length === 0 ? (
        <EmptyState>{t('noData')}</EmptyState>
      ) : (
        <>
          <MeetingTypeTabs
            label={t('typesLabel', { year: shownYear })}
            year={year}
            types={types}
            current={type}
            typeLabel={typeLabel}
          />
          <DocumentTable
            caption={
              type === ANNUAL_GENERAL_MEETING
                ? t('captions.annual', { year: shownYear })
                : t('captions.other', { number: type, year: shownYear })
            }
            rows={documents.map((meeting) => ({
              key: String(meeting.meeting_id),
              title: meeting.meeting_name,
              href: meeting.meeting_url,
            }))}
            labels={{
              number: t('number'),
              document: t('document'),
              download: tLists('download'),
              newTab: tLists('newTab'),
            }}
          />
        </>
      )}
    </PageFrame>
  );
}
