import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/lists/empty-state';
import { updatedText } from '@/components/lists/list-page-data';
import { getWarrantDocuments } from '@/lib/backend';
import type { Locale } from '@/lib/i18n';
import { loadCorrectedAt } from '@/lib/lists/server';
import { DocumentTable } from './document-table';

/** The documents for warrant holders, in the reader's language and the IR team's order; the no-items line when there are none. */
export async function WarrantDocuments({ locale }: { locale: Locale }) {
  const [documents, correctedAt, t, tLists] = await Promise.all([
    getWarrantDocuments(locale),
    loadCorrectedAt('warrantDocuments', locale),
    getTranslations('Warrants'),
    getTranslations('Lists'),
  ]);
  if (documents === false || documents.length === 0) return <EmptyState>{tLists('noItems')}</EmptyState>;
  const updated = updatedText(tLists, locale);
  const rows = documents.map((document) => ({
    key: document.warrant_document_url,
    title: document.warrant_document_name,
    href: document.warrant_document_url,
    updated: updated(correctedAt(document)),
  }));
  return <DocumentTable caption={t('caption')} rows={rows} namespace="Warrants" />;
}
