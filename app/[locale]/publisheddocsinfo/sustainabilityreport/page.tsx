import { ReportPage } from '@/components/published-docs/report-page';
import { sustainabilityReportEntries } from '@/components/published-docs/report-entries';
import { getSustainabilityReports } from '@/lib/backend';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('sustainabilityReport');

export default async function SustainabilityReportPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const reports = await getSustainabilityReports(locale);
  return <ReportPage page="sustainabilityReport" reports={reports ? sustainabilityReportEntries(reports) : []} />;
}
