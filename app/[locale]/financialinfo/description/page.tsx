import { FinancialDocumentsSection } from '@/components/financial/financial-documents-section';
import type { QueryPageProps } from '@/components/financial/page-props';
import { PageFrame } from '@/components/layout/page-frame';
import { getAnalysisExplanation } from '@/lib/backend';
import { resolveLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';
import { pages } from '@/lib/site-map';

export const generateMetadata = pageMetadata('financialDescription');

export default async function FinancialDescriptionPage({ params, searchParams }: QueryPageProps) {
  const locale = await resolveLocale(params);
  const [query, list] = await Promise.all([searchParams, getAnalysisExplanation(locale)]);
  return (
    <PageFrame page="financialDescription">
      <FinancialDocumentsSection
        locale={locale}
        kind="description"
        pathname={pages.financialDescription}
        list={list}
        rawYear={query.year}
      />
    </PageFrame>
  );
}
