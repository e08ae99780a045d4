import { ReportPage } from '@/components/published-docs/report-page';
import { oneReportEntries } from '@/components/published-docs/report-entries';
import { getOneReports } from '@/lib/backend';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('oneReport');

export default async function OneReportPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const reports = await getOneReports(locale);
  return <ReportPage page="oneReport" reports={reports ? oneReportEntries(reports) : []} />;
}
