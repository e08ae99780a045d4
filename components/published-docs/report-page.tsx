import { getTranslations } from 'next-intl/server';
import type { PageContext } from '@/components/layout/framed-page';
import { EmptyState } from '@/components/lists/empty-state';
import { updatedText } from '@/components/lists/list-page-data';
import { getAnnualReports, getForm561Reports, getOneReports, getSustainabilityReports } from '@/lib/backend';
import type { CallKey } from '@/lib/contract';
import type { Locale } from '@/lib/i18n';
import { loadCorrectedAt } from '@/lib/lists/server';
import {
  annualReportEntries,
  form561Entries,
  oneReportEntries,
  sustainabilityReportEntries,
  type UpdatedOf,
} from './report-entries';
import { ReportShowcase, type ReportEntry } from './report-showcase';

type ReportPageId = 'oneReport' | 'annualReport' | 'sustainabilityReport' | 'form561';

/** Each published-document page's backend call, for its corrected rows. */
const callOf: { [K in ReportPageId]: CallKey } = {
  oneReport: 'oneReports',
  annualReport: 'annualReports',
  sustainabilityReport: 'sustainabilityReports',
  form561: 'form561Reports',
};

/** Each published-document page's reports, newest first; empty when the backend call failed. */
const reportsOf: { [K in ReportPageId]: (locale: Locale, updated: UpdatedOf) => Promise<ReportEntry[]> } = {
  oneReport: async (locale, updated) => oneReportEntries((await getOneReports(locale)) || [], updated),
  annualReport: async (locale, updated) => annualReportEntries((await getAnnualReports(locale)) || [], updated),
  sustainabilityReport: async (locale, updated) =>
    sustainabilityReportEntries((await getSustainabilityReports(locale)) || [], updated),
  form561: async (_locale, updated) => form561Entries((await getForm561Reports()) || [], updated),
};

/** The body of a published-document page, or the "no items" line when there is nothing to show. */
export async function ReportPage({ page, locale }: PageContext<ReportPageId>) {
  const [correctedAt, t, tLists] = await Promise.all([
    loadCorrectedAt(callOf[page], locale),
    getTranslations('PublishedDocs'),
    getTranslations('Lists'),
  ]);
  const updatedOf = updatedText(tLists, locale);
  const updated: UpdatedOf = (report) => updatedOf(correctedAt(report));
  const reports = await reportsOf[page](locale, updated);
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
