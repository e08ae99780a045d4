import { ReportPage } from '@/components/published-docs/report-page';
import { form561Entries } from '@/components/published-docs/report-entries';
import { getForm561Reports } from '@/lib/backend';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('form561');

export default async function Form561Page({ params }: LocaleParams) {
  await resolveLocale(params);
  const reports = await getForm561Reports();
  return <ReportPage page="form561" reports={reports ? form561Entries(reports) : []} />;
}
