import { getTranslations } from 'next-intl/server';
import { getWarrantDocuments } from '@/lib/content';
import type { Locale } from '@/lib/i18n';
import { DocumentTable } from './document-table';

/** The four documents for warrant holders, in the reader's language. */
export async function WarrantDocuments({ locale }: { locale: Locale }) {
  const t = await getTranslations('Warrants');
  const rows = getWarrantDocuments(locale).map((document) => ({ key: document.id, title: document.title, href: document.url }));
  return <DocumentTable caption={t('caption')} rows={rows} namespace="Warrants" />;
}
