import { getTranslations } from 'next-intl/server';
import type { PageContext } from '@/components/layout/framed-page';
import { EmptyState } from '@/components/lists/empty-state';
import { getAnnualReports, getForm561Reports, getOneReports, getSustainabilityReports } from '@/lib/backend';
import type { Locale } from '@/lib/i18n';
import { annualReportEntries, form561Entries, oneReportEntries, sustainabilityReportEntries } from './report-entries';
import { ReportShowcase, type ReportEntry } from './report-showcase';

type ReportPageId = 'oneReport' | 'annualReport' | 'sustainabilityReport' | 'form561';

/** Each published-document page's reports, newest first; empty when the backend call failed. */
const reportsOf: { [K in ReportPageId]: (locale: Locale) => Promise<ReportEntry[]> } = {
  oneReport: async (locale) => oneReportEntries((await getOneReports(locale)) || []),
  annualReport: async (locale) => annualReportEntries((await getAnnualReports(locale)) || []),
  sustainabilityReport: async (locale) => sustainabilityReportEntries((await getSustainabilityReports(locale)) || []),
  form561: async () => form561Entries((await getForm561Reports()) || []),
};

/** The body of a published-document page, or the "no items" line when there is nothing to show. */
export async function ReportPage({ page, locale }: PageContext<ReportPageId>) {
  const [reports, t, tLists] = await Promise.all([
    reportsOf[page](locale),
    getTranslations('PublishedDocs'),
    getTranslations('Lists'),
  ]);
  if (reports.length === 0) return <EmptyState>{tLists('noItems')}</EmptyState>;
  return (
    <ReportShowcase
      reports={reports}
      labels={{
        latest: t('latest'),
        earlier: t('earlier'),
        download: tLists('download'),
        newTab: tLists('newTab'),
        cover: (name) => t('cover', { name }),
        name: t('name'),
        document: tLists('document'),
      }}
    />
  );
}
