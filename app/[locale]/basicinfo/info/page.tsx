import { CompanyFactsTable } from '@/components/basic-info/company-facts-table';
import { PageFrame } from '@/components/layout/page-frame';
import { getCompanyFacts } from '@/lib/content/company';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('basicInfo');

export default async function BasicInfoPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <PageFrame page="basicInfo">
      <CompanyFactsTable facts={getCompanyFacts(locale)} locale={locale} />
    </PageFrame>
  );
}
