import { ReportPage } from '@/components/published-docs/report-page';
import { annualReportEntries } from '@/components/published-docs/report-entries';
import { getAnnualReports } from '@/lib/backend';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('annualReport');

export default async function AnnualReportPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const reports = await getAnnualReports(locale);
  return <ReportPage page="annualReport" reports={reports ? annualReportEntries(reports) : []} />;
}
