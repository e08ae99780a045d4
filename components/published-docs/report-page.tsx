import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { EmptyState } from '@/components/lists/empty-state';
import type { PageId } from '@/lib/site-map';
import { ReportShowcase, type ReportEntry } from './report-showcase';

interface ReportPageProps {
  page: Extract<PageId, 'oneReport' | 'annualReport' | 'sustainabilityReport' | 'form561'>;
  /** Newest first; empty when the backend call failed. */
  reports: ReportEntry[];
}

/** The body of a published-document page, or the "no items" line when there is nothing to show. */
export async function ReportPage({ page, reports }: ReportPageProps) {
  const [t, tLists] = await Promise.all([getTranslations('PublishedDocs'), getTranslations('Lists')]);
  return (
    <PageFrame page={page}>
      {reports.length === 0 ? (
        <EmptyState>{tLists('noItems')}</EmptyState>
      ) : (
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
      )}
    </PageFrame>
  );
}
