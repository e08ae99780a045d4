import { FinancialDocumentsSection } from '@/components/financial/financial-documents-section';
import type { QueryPageProps } from '@/components/financial/page-props';
import { PageFrame } from '@/components/layout/page-frame';
import { getFinancialStatements } from '@/lib/backend';
import { resolveLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';
import { pages } from '@/lib/site-map';

export const generateMetadata = pageMetadata('financialStatements');

export default async function FinancialStatementsPage({ params, searchParams }: QueryPageProps) {
  const locale = await resolveLocale(params);
  const [query, list] = await Promise.all([searchParams, getFinancialStatements(locale)]);
  return (
    <PageFrame page="financialStatements">
      <FinancialDocumentsSection
        locale={locale}
        kind="statements"
        pathname={pages.financialStatements}
        list={list}
        rawYear={query.year}
      />
    </PageFrame>
  );
}
